import { describe, expect, it } from 'vitest';
import { decodeStartCursor, encodeStartCursor } from './start-cursor.ts';

describe('start cursor', () => {
  it('round-trips a position and refuses what it did not make', () => {
    const position = {
      startsAt: new Date('2026-12-01T08:00:00Z'),
      id: '0b9f3c52-6d2a-4a8e-9a55-1f1f6f0c2b7e',
    };
    expect(decodeStartCursor(encodeStartCursor(position))).toEqual(position);
    expect(() => decodeStartCursor('nonsense')).toThrow(/cursor/);
  });
});
