import { createRoute, z } from '@hono/zod-openapi';
import { ChangePasswordInputSchema, OWN_AVATAR_URL, updateUserInputSchema } from '@kalendo/contracts';
import { SUPPORTED_LOCALES } from '@kalendo/i18n';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import { commonErrorResponses, jsonBody, unauthenticatedResponse } from '../openapi/error-responses.ts';
import type { AuthPassthrough } from './auth-passthrough.ts';
import { requireSession } from './require-session.ts';

const updateUserRoute = createRoute({
  method: 'post',
  path: '/auth/update-user',
  tags: ['account'],
  summary: "Change the signed-in user's names, language or avatar (only to their own upload, or none)",
  request: { body: jsonBody(updateUserInputSchema(SUPPORTED_LOCALES)) },
  responses: {
    200: {
      description: 'Changed',
      content: { 'application/json': { schema: z.object({ status: z.boolean() }) } },
    },
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

const changePasswordRoute = createRoute({
  method: 'post',
  path: '/auth/change-password',
  tags: ['account'],
  summary: 'Change the password; every other session is signed out unless `revokeOtherSessions` is false',
  request: { body: jsonBody(ChangePasswordInputSchema) },
  responses: {
    200: { description: 'Changed; this session goes on (with a new token)' },
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

/**
 * better-auth's account changes behind the shared contracts: bounded names, a supported language, an
 * avatar URL only of the user's own thumbnail; a new password signs the other sessions out by default.
 * What passes goes on to better-auth as the contract parsed it (`forward`).
 */
export function authContractRoutes(services: Services, forward: AuthPassthrough) {
  const router = createSessionRouter();
  router.use('/auth/update-user', requireSession(services.sessions));
  router.use('/auth/change-password', requireSession(services.sessions));
  return router
    .openapi(updateUserRoute, async (c) => {
      const user = c.get('user');
      const input = c.req.valid('json');
      if (input.image && input.image.match(OWN_AVATAR_URL)?.[1] !== user.id) {
        throw new ApiError('VALIDATION_FAILED', {
          target: 'json',
          fields: [{ path: 'image', message: 'an avatar URL of this user' }],
        });
      }
      return (await forward(c, input)) as never;
    })
    .openapi(changePasswordRoute, async (c) => (await forward(c, c.req.valid('json'))) as never);
}
