import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUtcDateTime } from './format-utc-date-time.ts';

describe('formatUtcDateTime', () => {
  it.each([
    { ms: 0, expected: '1970-01-01T00:00:00' },
    { ms: Date.UTC(2026, 2, 29, 1, 30, 5), expected: '2026-03-29T01:30:05' },
    { ms: Date.UTC(2028, 1, 29, 23, 59, 59), expected: '2028-02-29T23:59:59' },
    { ms: Date.UTC(1969, 11, 31, 23, 0), expected: '1969-12-31T23:00:00' },
    { ms: Date.UTC(2000, 11, 31, 12), expected: '2000-12-31T12:00:00' },
  ])('$expected', ({ ms, expected }) => {
    expect(formatUtcDateTime(ms)).toBe(expected);
  });

  it('writes what Date#toISOString writes, to the second', () => {
    const epoch = fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59) });
    fc.assert(
      fc.property(epoch, (ms) => formatUtcDateTime(ms) === new Date(ms).toISOString().slice(0, 19)),
      { numRuns: 1000 },
    );
  });
});
