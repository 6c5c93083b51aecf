import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { parseStaffSchedule } from './parse-staff-schedule.ts';

describe('parseStaffSchedule', () => {
  it('joins time off and busy ranges into one normalized list of instants', () => {
    const staff = parseStaffSchedule({
      id: 'ana',
      weeklyHours: [{ weekday: 1, start: '09:00', end: '17:00' }],
      breaks: [{ weekday: 1, start: '12:00', end: '12:30' }],
      timeOff: [{ start: '2026-06-10T12:00:00+03:00', end: '2026-06-10T13:00:00+03:00' }],
      busy: [
        { start: '2026-06-10T10:00:00Z', end: '2026-06-10T11:00:00Z' },
        { start: '2026-06-10T06:00:00Z', end: '2026-06-10T07:00:00Z' },
      ],
    });
    expect(staff.blocked).toEqual([
      { start: Date.UTC(2026, 5, 10, 6), end: Date.UTC(2026, 5, 10, 7) },
      { start: Date.UTC(2026, 5, 10, 9), end: Date.UTC(2026, 5, 10, 11) },
    ]);
    expect(staff.hours[1]).toEqual([{ start: 540, end: 1020 }]);
    expect(staff.breaks[1]).toEqual([{ start: 720, end: 750 }]);
  });

  it('rejects a busy range without an offset', () => {
    const busy = [{ start: '2026-06-10T10:00:00', end: '2026-06-10T11:00:00Z' }];
    expect(() => parseStaffSchedule({ id: 'ana', weeklyHours: [], breaks: [], timeOff: [], busy })).toThrow(
      DomainError,
    );
  });
});
