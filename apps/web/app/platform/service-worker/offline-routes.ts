/**
 * Which requests the service worker keeps for offline use (issue 20, ADR 022). Pure, so it is unit-tested.
 */

/** The signed-in user's pages kept for offline reading by the service worker; emptied on logout. */
export const PERSONAL_CACHE = 'kalendo-personal';

/** `/{locale}/appointments` and its client-side data (`.data`): the last-seen My appointments. */
const PERSONAL_PAGE = /^\/[a-z]{2}\/appointments(?:\.data)?$/;

/** Logout: the user's pages kept offline go with the login (where the browser has a Cache API). */
export async function forgetOfflinePages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(PERSONAL_CACHE).catch(() => false);
}

export function isPersonalPage(url: URL, origin: string): boolean {
  return url.origin === origin && PERSONAL_PAGE.test(url.pathname);
}

/** The offline page in the language of the page that could not be opened. */
export function offlinePageFor(url: URL, languages: readonly string[], fallback: string): string {
  const first = url.pathname.split('/')[1] ?? '';
  return `/offline?lang=${languages.includes(first) ? first : fallback}`;
}
