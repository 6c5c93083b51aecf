import { createMiddleware } from 'hono/factory';
import { SESSION_COOKIE_PREFIX } from '../auth/create-auth.ts';
import type { ApiEnv } from '../deps.ts';

export const PRIVATE_NO_STORE = 'private, no-store';

/** Only a `Cookie` header with the session cookie can belong to a signed-in browser. */
export function hasSessionCookie(cookie: string | null | undefined): boolean {
  return cookie?.includes(`${SESSION_COOKIE_PREFIX}.session_token=`) ?? false;
}

/** Does this request carry a session (cookie or bearer token)? Its answer may then be personal. */
export function carriesSession(headers: Headers): boolean {
  return headers.has('authorization') || hasSessionCookie(headers.get('cookie'));
}

/** `/me…` and `/auth/…` answer about one user, whoever asks. */
const PERSONAL_PATH = /^\/(me|auth)(\/|$)/;

/**
 * Personal answers are never stored by a browser's or a proxy's cache: `private, no-store` on `/me` and
 * `/auth` always, and on any answer to a request with a session that did not set its own caching.
 */
export const privateResponses = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  const personal = PERSONAL_PATH.test(c.req.path);
  if (!personal && (!carriesSession(c.req.raw.headers) || c.res.headers.has('cache-control'))) return;
  // better-auth's responses may have immutable headers: answer a copy.
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set('Cache-Control', PRIVATE_NO_STORE);
});
