import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import type { WeeklyRange } from './availability-query.ts';
import { parseWeeklyRanges } from './parse-weekly-ranges.ts';

describe('parseWeeklyRanges', () => {
  it('groups by ISO weekday and joins overlapping and touching ranges', () => {
    const weekly = parseWeeklyRanges(
      [
        { weekday: 1, start: '13:00', end: '18:00' },
        { weekday: 1, start: '09:00', end: '13:00' },
        { weekday: 7, start: '10:00', end: '24:00' },
        { weekday: 3, start: '09:00', end: '11:00' },
        { weekday: 3, start: '10:00', end: '12:00:00' },
      ],
      'weeklyHours',
    );
    expect(weekly).toEqual([
      [],
      [{ start: 540, end: 1080 }],
      [],
      [{ start: 540, end: 720 }],
      [],
      [],
      [],
      [{ start: 600, end: 1440 }],
    ]);
  });

  it.each([
    { weekday: 0, start: '09:00', end: '10:00' },
    { weekday: 8, start: '09:00', end: '10:00' },
    { weekday: 1, start: '10:00', end: '10:00' },
    { weekday: 1, start: '18:00', end: '09:00' },
  ])('rejects %j', (range) => {
    expect(() => parseWeeklyRanges([range as WeeklyRange], 'weeklyHours')).toThrow(DomainError);
  });
});
