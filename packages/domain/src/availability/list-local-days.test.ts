import { describe, expect, it } from 'vitest';
import { listLocalDays } from './list-local-days.ts';

describe('listLocalDays', () => {
  it('lists dates with their ISO weekday across a month end', () => {
    const days = listLocalDays(Date.UTC(2026, 2, 28), Date.UTC(2026, 3, 2));
    expect(days.map((day) => [day.date, day.weekday])).toEqual([
      ['2026-03-28', 6],
      ['2026-03-29', 7],
      ['2026-03-30', 1],
      ['2026-03-31', 2],
      ['2026-04-01', 3],
      ['2026-04-02', 4],
    ]);
    expect(days[0]?.midnight).toBe(Date.UTC(2026, 2, 28));
  });

  it.each([
    { date: Date.UTC(1970, 0, 1), weekday: 4 },
    { date: Date.UTC(1969, 11, 29), weekday: 1 },
    { date: Date.UTC(2028, 1, 29), weekday: 2 },
  ])('weekday of $date is $weekday', ({ date, weekday }) => {
    expect(listLocalDays(date, date)[0]?.weekday).toBe(weekday);
  });

  it('is empty when the last date is before the first', () => {
    expect(listLocalDays(Date.UTC(2026, 0, 2), Date.UTC(2026, 0, 1))).toEqual([]);
  });
});
