import { createRoute, z } from '@hono/zod-openapi';
import { RevokeSessionInputSchema, SessionListSchema, type SessionSummary } from '@kalendo/contracts';
import { setCookie } from 'hono/cookie';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { comesFromOrigin } from '../csrf/same-origin-write.ts';
import { ApiError } from '../errors/api-error.ts';
import {
  commonErrorResponses,
  errorResponse,
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

const sessionCookieRoute = createRoute({
  method: 'post',
  path: '/auth/session-cookie',
  tags: ['account'],
  summary: 'Make the session cookie of the web app from a saved login (`Authorization: Bearer`)',
  description:
    'The web app restores a login saved by sign-in (SPEC §4 start-up) and hands its token over here: the ' +
    'answer sets the httpOnly session cookie of the same session, so server-rendered pages see the user. ' +
    'Only a signed bearer token is taken (not a cookie), and only from a page of this origin. Other token ' +
    'types are not credentials of this API (ADR 014).',
  responses: {
    204: { description: 'The session cookie is set' },
    403: errorResponse('`CROSS_SITE_REQUEST`: not sent by a page of this origin'),
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

/** `Bearer <token>` (the scheme in any case, RFC 9110 §11.1); null for any other header. */
export function bearerTokenOf(authorization: string | undefined): string | null {
  const match = authorization?.match(/^bearer +(\S+)$/i);
  return match?.[1] ?? null;
}

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
    })
    .openapi(sessionCookieRoute, async (c) => {
      // A page of another site cannot send `Authorization` here (no CORS), but the rule of every write holds.
      if (!comesFromOrigin(c.req.raw.headers, new URL(c.req.url).origin)) {
        throw new ApiError('CROSS_SITE_REQUEST');
      }
      const token = bearerTokenOf(c.req.header('authorization'));
      // The bearer token alone names the session: a cookie the request also carries is not looked at.
      const resolved = token
        ? await services.sessions.lookUp(new Headers({ authorization: `Bearer ${token}` }))
        : null;
      if (!token || !resolved) throw new ApiError('UNAUTHENTICATED');
      const { name, attributes } = (await auth.$context).authCookies.sessionToken;
      const secondsLeft = Math.floor((new Date(resolved.session.expiresAt).getTime() - Date.now()) / 1000);
      // The signed token is the cookie's value (better-auth's bearer plugin reads it back the same way).
      setCookie(c, name, decodeURIComponent(token), {
        path: attributes.path ?? '/',
        httpOnly: true,
        secure: attributes.secure ?? false,
        sameSite: 'Lax',
        maxAge: Math.max(0, secondsLeft),
      });
      c.header('Cache-Control', 'no-store');
      return c.body(null, 204);
    });
}
