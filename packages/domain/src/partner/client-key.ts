import { DomainError } from '../errors/domain-error.ts';

/**
 * Who a client of a business is (ADR 043): an account (`a-` and the user's id) or a walk-in the place named
 * (`w-` and the md5 of their phone's digits, or of their name when no phone was given). The database makes
 * the keys (`clientKeySql` of the partner clients repository); this tells them apart and refuses others.
 */
export type ClientKey = { kind: 'account'; userId: string } | { kind: 'walk-in'; hash: string };

const ACCOUNT = /^a-([A-Za-z0-9_-]{1,64})$/;
const WALK_IN = /^w-([0-9a-f]{32})$/;

/** The client a key names; anything else is bad input (a 404 for a path, never a 500). */
export function parseClientKey(key: string): ClientKey | null {
  const account = ACCOUNT.exec(key);
  if (account?.[1]) return { kind: 'account', userId: account[1] };
  const walkIn = WALK_IN.exec(key);
  if (walkIn?.[1]) return { kind: 'walk-in', hash: walkIn[1] };
  return null;
}

/** Where the next page of clients in name order begins: after this name (lower case), then this key. */
export interface ClientPosition {
  name: string;
  key: string;
}

export function encodeClientCursor(position: ClientPosition): string {
  return Buffer.from(JSON.stringify([position.name, position.key])).toString('base64url');
}

/** The position of a cursor we made; anything else is bad input (a 400). */
export function decodeClientCursor(cursor: string): ClientPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 2 &&
    typeof parsed[0] === 'string' &&
    typeof parsed[1] === 'string' &&
    parseClientKey(parsed[1])
  )
    return { name: parsed[0], key: parsed[1] };
  throw new DomainError('INVALID_INPUT', 'cursor is not valid', { field: 'cursor' });
}

/**
 * A search as the clients list matches it: trimmed text (found in the name or e-mail, any case) and its
 * digits when it has at least three (found in the phone whatever its spaces and dashes).
 */
export function clientSearchTerms(q: string | undefined): { text: string; digits: string | null } | null {
  const text = (q ?? '').trim();
  if (text === '') return null;
  const digits = text.replace(/\D/g, '');
  return { text, digits: digits.length >= 3 ? digits : null };
}
