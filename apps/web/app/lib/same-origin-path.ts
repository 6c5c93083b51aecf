const BASE = 'https://same-origin.invalid';
/** Control characters and backslashes: browsers drop or rewrite them, so `/\t/evil` can become `//evil`. */
const isUnsafe = (value: string) =>
  value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * The one check of every redirect target that comes from a request (`returnTo`, the page's own path): a
 * path on this site, or `fallback`. The value is parsed against an origin and the origins are compared;
 * a path that normalises to `//host` (`/.//evil.example`) would be read by browsers as another site.
 */
export function sameOriginPath(value: FormDataEntryValue | string | null, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || isUnsafe(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? fallback : path;
}
