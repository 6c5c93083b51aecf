import type { LocalDay } from './list-local-days.ts';
import type { LocationCalendar } from './parse-location-calendar.ts';
import type { TimeRange } from './time-range.ts';

/**
 * When the location is open on `day`, in minutes since midnight: the exception for that date if there is one
 * (closed → none, special hours → those), else the weekly opening hours; null means "no limit".
 */
export function locationHoursOn(calendar: LocationCalendar, day: LocalDay): readonly TimeRange[] | null {
  const exception = calendar.exceptions.get(day.midnight);
  if (exception !== undefined) return exception;
  return calendar.weekly === null ? null : (calendar.weekly[day.weekday] ?? []);
}
