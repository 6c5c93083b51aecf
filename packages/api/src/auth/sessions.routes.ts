import { createRoute, z } from '@hono/zod-openapi';
import { RevokeSessionInputSchema, SessionListSchema, type SessionSummary } from '@kalendo/contracts';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import {
  commonErrorResponses,
  jsonBody,
  notFoundResponse,
  unauthenticatedResponse,
} from '../openapi/error-responses.ts';
import { requireSession } from './require-session.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/auth/list-sessions',
  tags: ['account'],
  summary: 'The signed-in devices of the user (without their tokens)',
  responses: {
    200: { description: 'Newest first', content: { 'application/json': { schema: SessionListSchema } } },
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

const revokeRoute = createRoute({
  method: 'post',
  path: '/auth/revoke-session',
  tags: ['account'],
  summary: 'Sign one of the user’s devices out, by the session id the list gave',
  request: {
    body: jsonBody(RevokeSessionInputSchema),
  },
  responses: {
    200: {
      description: 'Signed out',
      content: { 'application/json': { schema: z.object({ status: z.boolean() }) } },
    },
    ...unauthenticatedResponse,
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

/**
 * The user's sessions by id: a session's token is a credential, so it never leaves the server (the list
 * answers ids, and a device is signed out by id).
 */
export function sessionRoutes(services: Services) {
  const { auth } = services;
  const router = createSessionRouter();
  router.use(listRoute.path, requireSession(services.sessions));
  router.use(revokeRoute.path, requireSession(services.sessions));
  const sessionsOf = (headers: Headers) => auth.api.listSessions({ headers });
  return router
    .openapi(listRoute, async (c) => {
      const current = c.get('session');
      const all = await sessionsOf(c.req.raw.headers);
      const list: SessionSummary[] = all
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .map((session) => ({
          id: session.id,
          createdAt: session.createdAt.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
          userAgent: session.userAgent ?? null,
          ipAddress: session.ipAddress ?? null,
          current: session.id === current.id,
        }));
      c.header('Cache-Control', 'private, no-store');
      return c.json(list, 200);
    })
    .openapi(revokeRoute, async (c) => {
      const all = await sessionsOf(c.req.raw.headers);
      const session = all.find((candidate) => candidate.id === c.req.valid('json').id);
      if (!session) throw new ApiError('NOT_FOUND');
      await auth.api.revokeSession({ headers: c.req.raw.headers, body: { token: session.token } });
      return c.json({ status: true }, 200);
    });
}
