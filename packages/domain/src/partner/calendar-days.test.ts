import { describe, expect, it } from 'vitest';
import {
  calendarDateOf,
  calendarDays,
  calendarSpan,
  placeClockOf,
  shiftCalendarDate,
} from './calendar-days.ts';

describe('partner calendar days', () => {
  it('reads only real dates from an address', () => {
    expect(calendarDateOf('2026-11-23')).toBe('2026-11-23');
    expect(calendarDateOf('2026-02-30')).toBeNull();
    expect(calendarDateOf('23.11.2026')).toBeNull();
    expect(calendarDateOf(null)).toBeNull();
  });

  it('shows a day, or Monday to Sunday of its week (across a month and a year)', () => {
    expect(calendarDays('2026-11-25', 'day')).toEqual(['2026-11-25']);
    expect(calendarDays('2026-11-25', 'week')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(calendarDays('2027-01-03', 'week')[0]).toBe('2026-12-28');
  });

  it('moves a day or a week at a time', () => {
    expect(shiftCalendarDate('2026-11-30', 'day', -1)).toBe('2026-11-29');
    expect(shiftCalendarDate('2026-11-30', 'week', 1)).toBe('2026-12-07');
  });

  it('covers the days from midnight to midnight on the place clock, a clock change included', () => {
    expect(calendarSpan(['2026-11-23'], 'Europe/Sofia')).toEqual({
      from: new Date('2026-11-22T22:00:00Z'),
      to: new Date('2026-11-23T22:00:00Z'),
    });
    // Sofia falls back on 25 October 2026: that day has 25 hours.
    const fallBack = calendarSpan(['2026-10-25'], 'Europe/Sofia');
    expect(fallBack.to.getTime() - fallBack.from.getTime()).toBe(25 * 3_600_000);
    const week = calendarSpan(calendarDays('2026-11-25', 'week'), 'Europe/Sofia');
    expect(week.to.getTime() - week.from.getTime()).toBe(7 * 86_400_000);
    expect(() => calendarSpan([], 'UTC')).toThrow();
  });

  it('places an instant on the place clock', () => {
    expect(placeClockOf('2026-11-23T22:30:00Z', 'Europe/Sofia')).toEqual({ date: '2026-11-24', minutes: 30 });
    expect(placeClockOf('2026-11-23T22:30:00Z', 'America/New_York')).toEqual({
      date: '2026-11-23',
      minutes: 17 * 60 + 30,
    });
  });
});
