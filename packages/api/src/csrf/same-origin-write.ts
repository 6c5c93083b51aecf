import { createMiddleware } from 'hono/factory';
import { SESSION_COOKIE_PREFIX } from '../auth/create-auth.ts';
import type { ApiEnv } from '../deps.ts';
import { errorResponse } from '../errors/error-response.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_COOKIE = new RegExp(`(^|;\\s*)(__Secure-)?${SESSION_COOKIE_PREFIX}\\.session_token=`);

/**
 * Did the page at `origin` itself send this write (CSRF, SECURITY.md)? Browsers name the sending page in
 * `Origin` on every POST, PUT, PATCH and DELETE; where an old one leaves it out, `Sec-Fetch-Site` must say
 * same-origin. A request with neither is not taken on a cookie's word. One rule for pages and the API.
 */
export function comesFromOrigin(headers: Headers, origin: string): boolean {
  const from = headers.get('origin');
  if (from !== null) return from === origin;
  return headers.get('sec-fetch-site') === 'same-origin';
}

/**
 * A write that a session cookie authenticates must come from the app's own origin (the origin the request
 * was addressed to: the web server passes only trusted hosts on). Bearer-authenticated calls (the native
 * app) carry no ambient credential and are not checked: a cross-site page cannot set `Authorization`.
 */
export const sameOriginWrites = createMiddleware<ApiEnv>(async (c, next) => {
  if (
    WRITES.has(c.req.method) &&
    !c.req.header('authorization') &&
    SESSION_COOKIE.test(c.req.header('cookie') ?? '') &&
    !comesFromOrigin(c.req.raw.headers, new URL(c.req.url).origin)
  ) {
    return errorResponse(c, 'CROSS_SITE_REQUEST');
  }
  await next();
});
