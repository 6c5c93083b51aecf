import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ResolvedSession } from '../services/session-memo.ts';
import type { Auth } from './create-auth.ts';

/** better-call's signature of a cookie value: standard base64 of an HMAC-SHA256, 44 characters with padding. */
const SIGNATURE_LENGTH = 44;

/**
 * The session value a signed cookie value names, or null when its signature is not ours: what better-call's
 * `getSignedCookie` answers, with Node's HMAC (better-call imports a WebCrypto key on every request).
 */
export function verifiedSessionToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The value of cookie `name` in a `Cookie` header as better-call reads it: the first pair of that name,
 * trimmed, unquoted and URI-decoded when it decodes.
 */
export function cookieValue(header: string, name: string): string | undefined {
  let index = 0;
  while (index < header.length) {
    const equals = header.indexOf('=', index);
    if (equals === -1) return undefined;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < equals) {
      index = header.lastIndexOf(';', equals - 1) + 1;
      continue;
    }
    if (header.slice(index, equals).trim() === name) {
      let value = header.slice(equals + 1, end).trim();
      if (value.startsWith('"')) value = value.slice(1, -1);
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
    index = end + 1;
  }
  return undefined;
}

/** better-auth's description of a model's fields (`context.tables.user.fields`, `…session.fields`). */
type AuthFields = Record<string, { fieldName?: string; returned?: boolean }>;

/**
 * A row as better-auth's adapter answers it: its id and the fields better-auth knows of the model (by their
 * column's property), without those it never returns.
 */
function asAuthOutput(row: Record<string, unknown>, fields: AuthFields): Record<string, unknown> {
  const output: Record<string, unknown> = { id: row.id };
  for (const [key, field] of Object.entries(fields))
    if (field.returned !== false) output[key] = row[field.fieldName ?? key];
  return output;
}

/** The session a token names and its user, as stored (`createAuthSessions` in `@kalendo/db`). */
export interface AuthSessionReader {
  findWithUser(
    token: string,
  ): Promise<{ session: Record<string, unknown>; user: Record<string, unknown> } | null>;
}

/**
 * One look-up of the session a request's credentials name, answering exactly what better-auth's
 * `getSession` answers (ADR 037). The common case, a session cookie of a live session that needs no
 * refresh, is one prepared query of the session and its user, shaped by better-auth's own description of
 * both, without its endpoint machinery (a context per call, hooks, tracing, a WebCrypto key per request,
 * two queries). Everything else goes to `getSession` itself: bearer tokens (the bearer plugin's rules), an
 * expired session (which it deletes) and one due for its daily refresh (which it extends).
 */
export function createSessionLookUp(auth: Auth, stored: AuthSessionReader) {
  const context = auth.$context;
  return async (headers: Headers): Promise<ResolvedSession> => {
    if (headers.has('authorization')) return auth.api.getSession({ headers });
    const { authCookies, secret, sessionConfig, tables } = await context;
    const cookie = headers.get('cookie');
    const name = authCookies.sessionToken.name;
    const signed = cookie?.includes(name) ? cookieValue(cookie, name) : undefined;
    if (!signed) return null;
    const token = verifiedSessionToken(signed, secret);
    if (!token) return null;
    const found = await stored.findWithUser(token);
    if (!found) return null;
    const expiresAt = (found.session.expiresAt as Date).getTime();
    const dueForRefresh =
      expiresAt - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= Date.now();
    if (expiresAt < Date.now() || dueForRefresh) return auth.api.getSession({ headers });
    return {
      session: asAuthOutput(found.session, tables.session?.fields ?? {}),
      user: asAuthOutput(found.user, tables.user?.fields ?? {}),
    } as NonNullable<ResolvedSession>;
  };
}
