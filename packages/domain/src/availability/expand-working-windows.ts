import type { IsoWeekday } from './availability-query.ts';
import { intersectRanges } from './intersect-ranges.ts';
import type { StaffCalendar } from './parse-staff-schedule.ts';
import { subtractRanges } from './subtract-ranges.ts';
import type { TimeRange } from './time-range.ts';

/** One staff member's working time on one date, in minutes since local midnight. */
export interface DayWindows {
  /** Working hours clipped to the location's hours: slot grids start at each window's start. */
  windows: readonly TimeRange[];
  /** The windows minus breaks: where a busy range may lie (before appointments and time off). */
  free: readonly TimeRange[];
}

/** Working windows of one date: weekly hours of its weekday ∩ the location's hours (null = no limit) − breaks. */
export function expandWorkingWindows(
  staff: StaffCalendar,
  weekday: IsoWeekday,
  locationHours: readonly TimeRange[] | null,
): DayWindows {
  const hours = staff.hours[weekday] ?? [];
  const windows = locationHours === null ? hours : intersectRanges(hours, locationHours);
  return { windows, free: subtractRanges(windows, staff.breaks[weekday] ?? []) };
}
