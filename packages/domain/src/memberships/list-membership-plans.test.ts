import { describe, expect, it } from 'vitest';
import { decodePlanCursor, encodePlanCursor } from './list-membership-plans.ts';

describe('plan cursors', () => {
  it('round-trips a position, names with any characters included', () => {
    const position = { businessName: 'Студио „Лотос“ | 2', priceMinor: 4500, id: crypto.randomUUID() };
    expect(decodePlanCursor(encodePlanCursor(position))).toEqual(position);
  });

  it('refuses a cursor it did not make as bad input', () => {
    for (const cursor of ['', 'abc', Buffer.from('[1,2,3]').toString('base64url')])
      expect(() => decodePlanCursor(cursor)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});
