import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { decodeSearchCursor, encodeSearchCursor, fingerprint } from './search-cursor.ts';

const id = '0b7c4f2e-2d4e-4a53-9a1e-5f7a2b9c1d3e';

describe('search cursor', () => {
  it('round-trips the position of the search it was made for', () => {
    const cursor = encodeSearchCursor({ keys: [-95, -480, 1234], id }, 'abcd0123');
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSearchCursor(cursor, 'abcd0123', 3)).toEqual({ keys: [-95, -480, 1234], id });
  });

  it.each([
    ['garbage', 'not a cursor!', 'abcd0123', 1],
    ['base64 of no JSON', btoa('hello'), 'abcd0123', 1],
    ['another search', encodeSearchCursor({ keys: [1], id }, 'ffff0000'), 'abcd0123', 1],
    ['another sort', encodeSearchCursor({ keys: [1], id }, 'abcd0123'), 'abcd0123', 2],
    ['a non-integer key', btoa(JSON.stringify({ f: 'abcd0123', k: [1.5], i: id })), 'abcd0123', 1],
    ['SQL in the id', btoa(JSON.stringify({ f: 'abcd0123', k: [1], i: "1'; drop table x" })), 'abcd0123', 1],
    ['a huge cursor', 'A'.repeat(1000), 'abcd0123', 1],
  ])('rejects %s with a 400 naming the cursor', (_label, cursor, search, keyCount) => {
    const error = (() => {
      try {
        decodeSearchCursor(cursor, search, keyCount);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('INVALID_INPUT');
    expect((error as DomainError).details).toMatchObject({ fields: [{ path: 'cursor' }] });
  });

  it('fingerprints differ for different searches and are stable', () => {
    expect(fingerprint('a')).toBe(fingerprint('a'));
    expect(fingerprint('a')).not.toBe(fingerprint('b'));
    expect(fingerprint('')).toMatch(/^[0-9a-f]{8}$/);
  });
});
