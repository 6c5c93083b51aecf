import { createRoute, z } from '@hono/zod-openapi';
import { OWN_AVATAR_URL, updateUserInputSchema } from '@kalendo/contracts';
import { SUPPORTED_LOCALES } from '@kalendo/i18n';
import type { Handler } from 'hono';
import { createRouter } from '../create-router.ts';
import type { ApiEnv } from '../deps.ts';
import { ApiError } from '../errors/api-error.ts';
import { commonErrorResponses, unauthenticatedResponse } from '../openapi/error-responses.ts';
import type { Auth } from './create-auth.ts';
import { requireSession, type SessionUser } from './require-session.ts';

const route = createRoute({
  method: 'post',
  path: '/auth/update-user',
  tags: ['account'],
  summary: "Change the signed-in user's names, language or avatar (only to their own upload, or none)",
  request: {
    body: {
      content: { 'application/json': { schema: updateUserInputSchema(SUPPORTED_LOCALES) } },
      required: true,
    },
  },
  responses: {
    200: {
      description: 'Changed',
      content: { 'application/json': { schema: z.object({ status: z.boolean() }) } },
    },
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

/**
 * better-auth's update-user behind the shared contract: bounded names, a supported language, and an avatar
 * URL only of the user's own thumbnail. What passes goes on to better-auth unchanged (`forward`).
 */
export function updateUserRoutes(auth: Auth, forward: Handler<ApiEnv>) {
  const router = createRouter();
  router.use('/auth/update-user', requireSession(auth));
  return router.openapi(route, async (c, next) => {
    const user = c.get('user' as never) as SessionUser;
    const { image } = c.req.valid('json');
    if (image && image.match(OWN_AVATAR_URL)?.[1] !== user.id) {
      throw new ApiError('VALIDATION_FAILED', {
        target: 'json',
        fields: [{ path: 'image', message: 'an avatar URL of this user' }],
      });
    }
    return (await forward(c, next)) as never;
  });
}
