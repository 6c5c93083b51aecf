/**
 * Personal data never leaves for error reporting (issue 21): the one scrubber of the events and traces
 * the server and the browser send. It walks the whole event, so a message, a breadcrumb, a span's
 * attribute or a stack frame's variables are all covered, not only the fields an SDK is known to fill.
 */

export const REDACTED = '[redacted]';

/** Keys whose values are personal or secret wherever they appear (headers, bodies, extras, contexts). */
const SECRET_KEY =
  /^(authorization|proxy-authorization|cookie|cookies|set-cookie|x-api-key|password|new_?password|current_?password|token|access_?token|refresh_?token|id_?token|secret|client_?secret|api_?key|email|e-mail|phone|answers|form_?answers|ip_address|username)$/i;

/** The request's body (`request.data`) may be anything a visitor typed: it is dropped, not scanned. */
const BODY_KEYS = new Set(['data', 'body']);

/** Query parameters that carry credentials (sign-in links, resets, OAuth codes) or personal data. */
const SECRET_PARAM = /^(token|code|state|key|secret|signature|sig|password|email|id_token|access_token)$/i;

/** Also as a URL or form encodes it (`%40`). */
const EMAIL = /[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** The values of a failed query (Drizzle's `Failed query: … params: …`): anything a visitor typed. */
const QUERY_PARAMS = /(\bparams: )[^\n]*/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** Three base64url parts: a JSON web token. */
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/g;
/** `name=value` pairs in query strings (and cookie headers) whose name is a credential. */
const PARAM = /([?&;\s]|^)([A-Za-z_][A-Za-z0-9_-]*)=([^&#;\s"']*)/g;
/** The secret part of a private calendar feed's address (`/calendar-feeds/{token}.ics`). */
const FEED_TOKEN = /(\/calendar-feeds\/)[^/?#\s]+?(\.ics)/g;

export function scrubText(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(QUERY_PARAMS, `$1${REDACTED}`)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(FEED_TOKEN, `$1${REDACTED}$2`)
    .replace(PARAM, (whole, lead: string, name: string) =>
      SECRET_PARAM.test(name) ? `${lead}${name}=${REDACTED}` : whole,
    );
}

/** Deep copy of `value` with secrets removed; depth-limited so a cyclic or huge value cannot hang it. */
export function scrubPersonalData<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (value === null || typeof value !== 'object' || depth > 12) return value;
  if (Array.isArray(value)) return value.map((item) => scrubPersonalData(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) out[key] = REDACTED;
    else out[key] = scrubPersonalData(item, depth + 1);
  }
  return out as T;
}

interface ReportedEvent {
  request?: { data?: unknown; cookies?: unknown; headers?: Record<string, string>; [key: string]: unknown };
  user?: { id?: string | number; [key: string]: unknown };
  [key: string]: unknown;
}

/**
 * The `beforeSend`/`beforeSendTransaction` of both SDKs: drops the request's body and cookies, keeps of the
 * user only the opaque id, and scrubs everything else.
 */
export function scrubEvent<E extends object>(event: E): E {
  const copy: ReportedEvent = { ...(event as ReportedEvent) };
  if (copy.request) {
    const request = { ...copy.request };
    for (const key of BODY_KEYS) delete request[key];
    delete request.cookies;
    copy.request = request;
  }
  if (copy.user) copy.user = copy.user.id === undefined ? {} : { id: copy.user.id };
  return scrubPersonalData(copy) as E;
}
