import type { Api } from '../create-api.ts';
import { CLIENT_ADDRESS_HEADER } from '../rate-limit/client-address.ts';
import { solveBotCheck } from './solve-bot-check.ts';

/** Each test account is made from a client address of its own, as real people do (rate limits are per address). */
let clients = 0;

/**
 * Signs up through the API as a client does (bot check solved, JSON body, same-origin `Origin`), then
 * signs in with the new password from the same device: a sign-up alone starts no session. Answers the
 * sign-in (its cookies and `set-auth-token`), or the sign-up when that failed.
 */
export async function signUpThroughApi(
  api: Api,
  account: { name: string; email: string; password?: string },
  origin = 'http://localhost',
): Promise<Response> {
  const botCheck = await solveBotCheck((path) => api.request(`${origin}${path}`));
  const fields = { password: 'a-long-password-1', ...account };
  const headers = {
    'Content-Type': 'application/json',
    Origin: origin,
    [CLIENT_ADDRESS_HEADER]: `192.0.2.${(++clients % 250) + 1}`,
  };
  const signUp = await api.request(`${origin}/auth/sign-up/email`, {
    method: 'POST',
    headers: { ...headers, 'X-Bot-Check': botCheck },
    body: JSON.stringify(fields),
  });
  if (signUp.status !== 200) return signUp;
  return api.request(`${origin}/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: fields.email, password: fields.password }),
  });
}

/** The `Cookie` header value that carries the cookies a response set. */
export function sessionCookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
