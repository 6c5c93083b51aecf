import { describe, expect, it } from 'vitest';
import type { IsoWeekday, WeeklyRange } from './availability-query.ts';
import { expandWorkingWindows } from './expand-working-windows.ts';
import { parseStaffSchedule } from './parse-staff-schedule.ts';

function calendar(weeklyHours: WeeklyRange[], breaks: WeeklyRange[] = []) {
  return parseStaffSchedule({ id: 'ana', weeklyHours, breaks, timeOff: [], busy: [] });
}
const h = (hours: number) => hours * 60;

describe('expandWorkingWindows', () => {
  const nineToSix = [{ weekday: 3, start: '09:00', end: '18:00' }] as WeeklyRange[];
  const lunch = [{ weekday: 3, start: '13:00', end: '14:00' }] as WeeklyRange[];

  it.each<{
    name: string;
    staff: ReturnType<typeof calendar>;
    weekday?: IsoWeekday;
    location: { start: number; end: number }[] | null;
    expected: unknown;
  }>([
    {
      name: 'a plain day',
      staff: calendar(nineToSix),
      location: null,
      expected: { windows: [{ start: h(9), end: h(18) }], free: [{ start: h(9), end: h(18) }] },
    },
    {
      name: 'a break splits the free time, not the window',
      staff: calendar(nineToSix, lunch),
      location: null,
      expected: {
        windows: [{ start: h(9), end: h(18) }],
        free: [
          { start: h(9), end: h(13) },
          { start: h(14), end: h(18) },
        ],
      },
    },
    {
      name: 'opening hours clip the window',
      staff: calendar(nineToSix, lunch),
      location: [{ start: h(10), end: h(16) }],
      expected: {
        windows: [{ start: h(10), end: h(16) }],
        free: [
          { start: h(10), end: h(13) },
          { start: h(14), end: h(16) },
        ],
      },
    },
    { name: 'closed', staff: calendar(nineToSix), location: [], expected: { windows: [], free: [] } },
    {
      name: 'another weekday',
      staff: calendar(nineToSix),
      weekday: 4,
      location: null,
      expected: { windows: [], free: [] },
    },
  ])('$name', ({ staff, weekday = 3, location, expected }) => {
    expect(expandWorkingWindows(staff, weekday, location)).toEqual(expected);
  });
});
