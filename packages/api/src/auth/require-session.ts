import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../deps.ts';
import { ApiError } from '../errors/api-error.ts';
import type { Auth } from './create-auth.ts';

export type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['user'];
export type UserSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['session'];

/**
 * Routes behind it need a session (cookie or bearer token); the user is in `c.var.user`, the session in
 * `c.var.session`. Where two routers'
 * guards cover one path (`/me/appointments/*` and a route of its own), the session is looked up once.
 */
export function requireSession(auth: Auth) {
  return createMiddleware<ApiEnv & { Variables: { user: SessionUser; session: UserSession } }>(
    async (c, next) => {
      if (c.get('user')) return next();
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) throw new ApiError('UNAUTHENTICATED');
      c.set('user', session.user);
      c.set('session', session.session);
      await next();
    },
  );
}
