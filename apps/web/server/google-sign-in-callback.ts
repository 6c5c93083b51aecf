import { type Api, CLIENT_ADDRESS_HEADER } from '@kalendo/api';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { remoteAddress } from './client-address.ts';
import type { Logger } from './logger.ts';

/** Where Google's sign-in button posts the ID token (GIS "redirect" mode `login_uri`), per language. */
export const GOOGLE_CALLBACK_PATH = '/:locale{[a-z]{2}}/sign-in/google';

/**
 * Google posts `credential` (the ID token) and `g_csrf_token` from its own origin, so this is the one page
 * post that skips the same-origin check: the double-submitted CSRF token (cookie = field) stands in for
 * it, and the API verifies the token's signature, audience, issuer and expiry before any session exists.
 */
export function googleSignInCallback(api: Api, logger: Logger) {
  return async (c: Context) => {
    const locale = c.req.param('locale') ?? 'en';
    const failed = (reason: string, error = 'google') => {
      logger.warn({ reqId: c.get('requestId'), reason }, 'Google sign-in failed');
      return c.redirect(`/${locale}/sign-in?error=${error}`, 303);
    };
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const credential = form.credential;
    const csrfField = form.g_csrf_token;
    if (typeof credential !== 'string' || credential.length > 8192) return failed('no credential');
    if (typeof csrfField !== 'string' || !csrfField || getCookie(c, 'g_csrf_token') !== csrfField) {
      return failed('CSRF token mismatch');
    }
    const { origin } = c.get('trustedHost');
    const response = await api.fetch(
      new Request(`${origin}/auth/sign-in/social`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: origin,
          'Accept-Language': locale,
          [CLIENT_ADDRESS_HEADER]: remoteAddress(c),
        },
        body: JSON.stringify({ provider: 'google', idToken: { token: credential } }),
      }),
    );
    // The email has an account Google may not join (its email is not verified): sign in with the password.
    if (response.status === 409) return failed('account not linked', 'googleNotLinked');
    if (!response.ok) return failed(`API answered ${response.status}: ${await response.text()}`);
    const headers = new Headers({ Location: `/${locale}/home` });
    for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
    headers.append('Set-Cookie', 'g_csrf_token=; Path=/; Max-Age=0; SameSite=Lax');
    return new Response(null, { status: 303, headers });
  };
}
