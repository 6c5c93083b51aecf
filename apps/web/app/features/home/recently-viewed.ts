/** Cookie of the places a visitor viewed last (read by the home page, written by the place's page). */
export const RECENTLY_VIEWED_COOKIE = 'kalendo_recent';
export const MAX_RECENTLY_VIEWED = 8;
/** The `intent` of the home page's "Clear" form. */
export const CLEAR_RECENT_INTENT = 'clear-recently-viewed';

const SLUG = /^[a-z0-9-]{1,120}$/;
const NINETY_DAYS_SECONDS = 60 * 60 * 24 * 90;
// Slugs never hold a dot, and a dot needs no escaping in a cookie value.
const SEPARATOR = '.';

/** The slugs in a `Cookie` header's `kalendo_recent`, most recent first: only well-formed, each once, at most 8. */
export function readRecentlyViewed(cookieHeader: string | null): string[] {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${RECENTLY_VIEWED_COOKIE}=`))
    ?.slice(RECENTLY_VIEWED_COOKIE.length + 1);
  if (!value) return [];
  const slugs = value.split(SEPARATOR).filter((slug) => SLUG.test(slug));
  return [...new Set(slugs)].slice(0, MAX_RECENTLY_VIEWED);
}

/** The list after viewing `slug`: it moves to the front, the oldest falls off past 8; a bad slug changes nothing. */
export function withViewed(slugs: string[], slug: string): string[] {
  if (!SLUG.test(slug)) return slugs;
  return [slug, ...slugs.filter((other) => other !== slug)].slice(0, MAX_RECENTLY_VIEWED);
}

/** `Set-Cookie` value keeping a list for 90 days (an empty list deletes the cookie). */
export function recentlyViewedCookie(slugs: string[]): string {
  const attributes = 'Path=/; HttpOnly; SameSite=Lax';
  if (slugs.length === 0) return `${RECENTLY_VIEWED_COOKIE}=; ${attributes}; Max-Age=0`;
  return `${RECENTLY_VIEWED_COOKIE}=${slugs.join(SEPARATOR)}; ${attributes}; Max-Age=${NINETY_DAYS_SECONDS}`;
}

/** The header that records a view of `slug` on top of the request's list. */
export function recordViewHeaders(request: Request, slug: string): HeadersInit {
  const slugs = readRecentlyViewed(request.headers.get('cookie'));
  return { 'Set-Cookie': recentlyViewedCookie(withViewed(slugs, slug)) };
}
