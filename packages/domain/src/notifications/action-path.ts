const BASE = 'https://same-origin.invalid';

/** Control characters and backslashes: browsers drop or rewrite them, so `/\t/evil` can become `//evil`. */
const isUnsafe = (value: string) =>
  value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** At most this long: an action path is a page of ours, never a payload. */
export const MAX_ACTION_PATH_LENGTH = 500;

/**
 * The path itself when `value` is a path on our own site (`/en/appointments#…`), else null. Parsed against
 * an origin and compared: `//evil.example`, `/\evil`, `https://…`, `javascript:` and paths that normalise
 * to `//host` are refused.
 */
export function sameOriginActionPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_ACTION_PATH_LENGTH) return null;
  if (!value.startsWith('/') || isUnsafe(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? null : path;
}

/**
 * Where tapping a notification leads, for a reader of `locale`: its stored path with the language segment
 * replaced by the reader's (`/en/appointments` read in German is `/de/appointments`); anything that is not
 * a path on our site (or nothing) is `/{locale}/home`.
 */
export function readActionPath(
  stored: string | null,
  locale: string,
  isLocale: (segment: string) => boolean,
): string {
  const path = sameOriginActionPath(stored);
  if (!path) return `/${locale}/home`;
  const match = /^\/([^/?#]+)(.*)$/.exec(path);
  if (match?.[1] && isLocale(match[1])) return `/${locale}${match[2] ?? ''}`;
  return path;
}

/** The path of one appointment on My appointments (its card carries this anchor). */
export function appointmentActionPath(locale: string, appointmentId: string): string {
  return `/${locale}/appointments#appointment-${appointmentId}`;
}
