import { createMiddleware } from 'hono/factory';
import type { Services } from '../create-services.ts';
import type { SessionEnv } from '../deps.ts';
import { ApiError } from '../errors/api-error.ts';
import type { Auth } from './create-auth.ts';

export type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['user'];
export type UserSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['session'];

/**
 * Routes behind it need a session (cookie or bearer token); the user is in `c.var.user`, the session in
 * `c.var.session`. Where two routers' guards cover one path the session is looked up once, and the calls of
 * one page request share one look-up through the memo their host hands them (ADR 012).
 */
export function requireSession(sessions: Services['sessions']) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    if (c.get('user')) return next();
    const resolved = await sessions.resolve(c.req.raw.headers, c.env?.sessionMemo);
    if (!resolved) throw new ApiError('UNAUTHENTICATED');
    c.set('user', resolved.user);
    c.set('session', resolved.session);
    await next();
  });
}
