import type { Api } from '../create-api.ts';
import { CLIENT_ADDRESS_HEADER } from '../rate-limit/client-address.ts';
import { solveBotCheck } from './solve-bot-check.ts';

/** Each test account signs up from a client address of its own, as real people do (rate limits are per address). */
let clients = 0;

/** Signs up through the API as a client does: bot check solved, JSON body, same-origin `Origin`. */
export async function signUpThroughApi(
  api: Api,
  account: { name: string; email: string; password?: string },
  origin = 'http://localhost',
): Promise<Response> {
  const botCheck = await solveBotCheck((path) => api.request(`${origin}${path}`));
  return api.request(`${origin}/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      'X-Bot-Check': botCheck,
      [CLIENT_ADDRESS_HEADER]: `192.0.2.${(++clients % 250) + 1}`,
    },
    body: JSON.stringify({ password: 'a-long-password-1', ...account }),
  });
}

/** The `Cookie` header value that carries the cookies a response set. */
export function sessionCookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
