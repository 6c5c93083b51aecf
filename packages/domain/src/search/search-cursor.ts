import { invalidSearchInput } from './invalid-search-input.ts';
import type { SearchPosition } from './location-search.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_CURSOR_LENGTH = 400;

/** FNV-1a (32 bit) of a string as 8 hex digits: ties a cursor to the search it came from. */
export function fingerprint(value: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error('not base64url');
  return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
}

/** An opaque page cursor: the last row's sort keys and id, and the fingerprint of its search. */
export function encodeSearchCursor(position: SearchPosition, searchFingerprint: string): string {
  return toBase64Url(JSON.stringify({ f: searchFingerprint, k: position.keys, i: position.id }));
}

function parse(cursor: string): unknown {
  try {
    return JSON.parse(fromBase64Url(cursor));
  } catch {
    return null;
  }
}

/**
 * Reads a cursor of `encodeSearchCursor`. A cursor that is malformed, was made for another search (other
 * filters or sort) or has the wrong number of keys is rejected with a 400: it never reaches SQL unchecked.
 */
export function decodeSearchCursor(
  cursor: string,
  searchFingerprint: string,
  keyCount: number,
): SearchPosition {
  const data = cursor.length <= MAX_CURSOR_LENGTH ? parse(cursor) : null;
  if (typeof data !== 'object' || data === null) {
    throw invalidSearchInput('cursor', 'not a cursor of this API');
  }
  const { f, k, i } = data as { f?: unknown; k?: unknown; i?: unknown };
  const keysValid = Array.isArray(k) && k.length === keyCount && k.every((key) => Number.isSafeInteger(key));
  if (typeof i !== 'string' || !UUID.test(i) || !keysValid) {
    throw invalidSearchInput('cursor', 'not a cursor of this API');
  }
  if (f !== searchFingerprint) {
    throw invalidSearchInput('cursor', 'the cursor belongs to another search; start again without it');
  }
  return { keys: k as number[], id: i };
}
