import { createMiddleware } from 'hono/factory';
import type { SessionEnv } from '../deps.ts';
import { ApiError } from '../errors/api-error.ts';
import type { SessionResolver } from '../services/session-memo.ts';

export type { SessionUser, UserSession } from './session-types.ts';

/**
 * Routes behind it need a session (cookie or bearer token); the user is in `c.var.user`, the session in
 * `c.var.session`. Where two routers' guards cover one path the session is looked up once, and the calls of
 * one page request share one look-up through the memo their host hands them (ADR 012).
 */
export function requireSession(sessions: SessionResolver) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    if (c.get('user')) return next();
    const resolved = await sessions.resolve(c.req.raw.headers, c.env?.sessionMemo);
    if (!resolved) throw new ApiError('UNAUTHENTICATED');
    c.set('user', resolved.user);
    c.set('session', resolved.session);
    await next();
  });
}
