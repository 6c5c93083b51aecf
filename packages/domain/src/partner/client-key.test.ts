import { describe, expect, it } from 'vitest';
import { clientSearchTerms, decodeClientCursor, encodeClientCursor, parseClientKey } from './client-key.ts';

describe('client keys', () => {
  it('tells an account from a walk-in and refuses anything else', () => {
    expect(parseClientKey('a-Xy_9-z')).toEqual({ kind: 'account', userId: 'Xy_9-z' });
    expect(parseClientKey(`w-${'0a'.repeat(16)}`)).toEqual({ kind: 'walk-in', hash: '0a'.repeat(16) });
    for (const bad of ['', 'a-', 'a-x y', `w-${'0A'.repeat(16)}`, 'w-123', 'b-abc', `a-${'x'.repeat(65)}`])
      expect(parseClientKey(bad), bad).toBeNull();
  });

  it('round-trips a cursor and refuses what it did not make', () => {
    const position = { name: 'ana ivanova', key: 'a-user1' };
    expect(decodeClientCursor(encodeClientCursor(position))).toEqual(position);
    for (const bad of ['nonsense', Buffer.from('["x","zz"]').toString('base64url'), ''])
      expect(() => decodeClientCursor(bad), bad).toThrow(/cursor/);
  });

  it('searches by text, and by the digits of a phone only when there are three or more', () => {
    expect(clientSearchTerms(undefined)).toBeNull();
    expect(clientSearchTerms('   ')).toBeNull();
    expect(clientSearchTerms(' Ana ')).toEqual({ text: 'Ana', digits: null });
    expect(clientSearchTerms('+359 888-12')).toEqual({ text: '+359 888-12', digits: '35988812' });
    expect(clientSearchTerms('a1b2')).toEqual({ text: 'a1b2', digits: null });
  });
});
