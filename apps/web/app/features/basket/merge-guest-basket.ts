import type { ApiClient } from '../../lib/api-client.ts';
import { readGuestBasket, writeGuestBasket } from '../../shared/basket/guest-basket.ts';
import { setFlash } from '../../shared/booking/flash-cookie.server.ts';

/**
 * Moves the guest's basket cookie into the account and removes the cookie: right after sign-in or sign-up
 * (`sessionCookies` = the new session's `Set-Cookie` values), or on any page of a signed-in user who still
 * has the cookie (Google's sign-in callback, another tab), with the request's own session. Returns the
 * `Set-Cookie` values to add to the response (a toast when items were left out). Should the merge itself
 * fail, the cookie stays for the next try.
 */
export async function mergeGuestBasket(
  api: ApiClient,
  request: Request,
  sessionCookies?: readonly string[],
): Promise<string[]> {
  const items = await readGuestBasket(request);
  if (items.length === 0) return [];
  const session = sessionCookies?.map((cookie) => cookie.split(';')[0]).join('; ');
  const result = await api.mergeBasket(items, session);
  if (!result.ok) return [await setFlash({ key: 'notMerged', count: items.length })];
  const notMerged = result.data.notMerged ?? 0;
  const cookies = [await writeGuestBasket([])];
  if (notMerged > 0) cookies.push(await setFlash({ key: 'notMerged', count: notMerged }));
  return cookies;
}

/** Adds `Set-Cookie` values to a (redirect) response. */
export function withCookies(response: Response, cookies: readonly string[]): Response {
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
  return response;
}
