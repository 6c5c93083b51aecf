import { describe, expect, it } from 'vitest';
import { listLocalDays } from './list-local-days.ts';
import { locationHoursOn } from './location-hours-on.ts';
import { parseLocationCalendar } from './parse-location-calendar.ts';

const [monday, tuesday, wednesday] = listLocalDays(Date.UTC(2026, 5, 8), Date.UTC(2026, 5, 10));

describe('locationHoursOn', () => {
  const exceptions = [
    { date: '2026-06-08', closed: true as const },
    { date: '2026-06-09', closed: false as const, opens: '12:00', closes: '14:00' },
  ];

  it.each([
    { name: 'a holiday', day: monday, expected: [] },
    { name: 'special hours', day: tuesday, expected: [{ start: 720, end: 840 }] },
    { name: 'an ordinary day without opening hours: no limit', day: wednesday, expected: null },
  ])('$name', ({ day, expected }) => {
    expect(day && locationHoursOn(parseLocationCalendar(exceptions, undefined), day)).toEqual(expected);
  });

  it.each([
    { name: 'an ordinary day with opening hours', day: wednesday, expected: [{ start: 600, end: 1080 }] },
    { name: 'special hours win over opening hours', day: tuesday, expected: [{ start: 720, end: 840 }] },
    { name: 'a weekday without opening hours is closed', day: monday, expected: [] },
  ])('$name', ({ day, expected }) => {
    const calendar = parseLocationCalendar(exceptions.slice(1), [
      { weekday: 3, start: '10:00', end: '18:00' },
    ]);
    expect(day && locationHoursOn(calendar, day)).toEqual(expected);
  });
});
