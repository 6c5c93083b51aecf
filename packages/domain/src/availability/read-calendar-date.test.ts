import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCalendarDate } from './read-calendar-date.ts';

describe('readCalendarDate', () => {
  it.each([
    { text: '2026-03-29', at: 0, expected: Date.UTC(2026, 2, 29) },
    { text: 'x:2024-02-29', at: 2, expected: Date.UTC(2024, 1, 29) },
    { text: '2000-02-29', at: 0, expected: Date.UTC(2000, 1, 29) },
    { text: '1900-02-29', at: 0, expected: Number.NaN },
    { text: '2026-02-29', at: 0, expected: Number.NaN },
    { text: '2026-06-31', at: 0, expected: Number.NaN },
    { text: '2026/06/01', at: 0, expected: Number.NaN },
    { text: '2026-6-01', at: 0, expected: Number.NaN },
    { text: '0999-06-01', at: 0, expected: Number.NaN },
  ])('$text at $at', ({ text, at, expected }) => {
    expect(readCalendarDate(text, at)).toBe(expected);
  });

  it('agrees with Date on every day of four centuries', () => {
    const day = fc.integer({ min: Date.UTC(1900, 0, 1) / 864e5, max: Date.UTC(2300, 0, 1) / 864e5 });
    fc.assert(
      fc.property(day, (days) => readCalendarDate(new Date(days * 864e5).toISOString(), 0) === days * 864e5),
      { numRuns: 500 },
    );
  });
});
