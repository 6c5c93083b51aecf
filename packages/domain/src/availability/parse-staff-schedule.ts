import type { StaffSchedule } from './availability-query.ts';
import { mergeRanges } from './merge-ranges.ts';
import { parseInstant } from './parse-instant.ts';
import { parseWeeklyRanges, type WeeklyMinutes } from './parse-weekly-ranges.ts';
import type { TimeRange } from './time-range.ts';

/** A staff schedule in numbers: weekly minutes and blocked instants. */
export interface StaffCalendar {
  id: string;
  hours: WeeklyMinutes;
  breaks: WeeklyMinutes;
  /** Time off and busy ranges together, normalized epoch-millisecond ranges. */
  blocked: readonly TimeRange[];
}

/** Parses and validates one staff member's schedule. */
export function parseStaffSchedule(staff: StaffSchedule): StaffCalendar {
  const blocked = [...staff.timeOff, ...staff.busy].map((range) => ({
    start: parseInstant(range.start, 'staff.busy.start'),
    end: parseInstant(range.end, 'staff.busy.end'),
  }));
  return {
    id: staff.id,
    hours: parseWeeklyRanges(staff.weeklyHours, 'staff.weeklyHours'),
    breaks: parseWeeklyRanges(staff.breaks, 'staff.breaks'),
    blocked: mergeRanges(blocked),
  };
}
