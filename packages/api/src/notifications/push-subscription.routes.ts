import { createRoute } from '@hono/zod-openapi';
import { PushPublicKeySchema, WebPushEndpointSchema, WebPushSubscriptionSchema } from '@kalendo/contracts';
import { requireSession } from '../auth/require-session.ts';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import {
  commonErrorResponses,
  errorResponse,
  jsonBody,
  notFoundResponse,
  unauthenticatedResponse,
} from '../openapi/error-responses.ts';
import { isAcceptablePushEndpoint } from './push-endpoint.ts';

const publicKeyRoute = createRoute({
  method: 'get',
  path: '/push/public-key',
  tags: ['account'],
  summary: 'The server key browsers subscribe to Web Push with (VAPID, SPEC §7)',
  responses: {
    200: { description: 'The key', content: { 'application/json': { schema: PushPublicKeySchema } } },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

const subscribeRoute = createRoute({
  method: 'put',
  path: '/me/push-subscription',
  tags: ['account'],
  summary: 'Receive pushes in this browser: its Web Push subscription, for the signed-in user',
  description:
    'Kept per user and browser (at most 10 devices, the longest unused forgotten). The endpoint must be ' +
    'https on a push service’s public host. A subscription another user registered moves only to a user ' +
    'who signed in on the browser since (`409 CONFLICT` otherwise).',
  request: { body: jsonBody(WebPushSubscriptionSchema) },
  responses: {
    204: { description: 'Subscribed' },
    409: errorResponse('`CONFLICT`: the subscription belongs to another user who used it after this sign-in'),
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/me/push-subscription/remove',
  tags: ['account'],
  summary: 'Stop pushes to this browser (its endpoint); the same answer when it was not subscribed',
  request: { body: jsonBody(WebPushEndpointSchema) },
  responses: { 204: { description: 'Forgotten' }, ...unauthenticatedResponse, ...commonErrorResponses },
});

/** Web Push subscriptions of the signed-in user's browsers (ADR 020); the native tokens use /auth/user-token. */
export function pushSubscriptionRoutes(services: Services) {
  const webPush = services.config.webPush;
  const router = createSessionRouter();
  router.use('/me/push-subscription', requireSession(services.sessions));
  router.use('/me/push-subscription/*', requireSession(services.sessions));
  return router
    .openapi(publicKeyRoute, (c) => {
      if (!webPush) throw new ApiError('NOT_FOUND');
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ publicKey: webPush.publicKey }, 200);
    })
    .openapi(subscribeRoute, async (c) => {
      const { endpoint, keys } = c.req.valid('json');
      if (!webPush) throw new ApiError('NOT_FOUND');
      if (!isAcceptablePushEndpoint(endpoint, webPush.allowLocalEndpoints))
        throw new ApiError('VALIDATION_FAILED', { field: 'endpoint' });
      const outcome = await services.stores.pushTokens.register(
        {
          userId: c.get('user').id,
          provider: 'webpush',
          token: endpoint,
          refreshToken: null,
          platforms: ['web'],
          keys,
        },
        new Date(c.get('session').createdAt),
      );
      if (outcome === 'held-by-another-user') throw new ApiError('CONFLICT');
      return c.body(null, 204);
    })
    .openapi(unsubscribeRoute, async (c) => {
      await services.stores.pushTokens.unregister(c.get('user').id, c.req.valid('json').endpoint);
      return c.body(null, 204);
    });
}
