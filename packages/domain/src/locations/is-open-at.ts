import type { LocationException } from '../availability/availability-query.ts';
import { listLocalDays } from '../availability/list-local-days.ts';
import { locationHoursOn } from '../availability/location-hours-on.ts';
import { parseLocalDate } from '../availability/parse-local-date.ts';
import { parseLocationCalendar } from '../availability/parse-location-calendar.ts';
import type { LocalNow } from './local-now.ts';
import type { OpeningException, OpeningHoursRange } from './location-detail.ts';

function asLocationException(exception: OpeningException): LocationException {
  if (exception.closed || exception.opens === null || exception.closes === null) {
    return { date: exception.date, closed: true };
  }
  return { date: exception.date, closed: false, opens: exception.opens, closes: exception.closes };
}

/**
 * Whether the location is open at a local moment: special hours or a holiday of that date win over the
 * weekly hours; ranges are half-open, so a place closing at 19:00 is closed at 19:00.
 */
export function isOpenAt(
  hours: { weekly: readonly OpeningHoursRange[]; exceptions: readonly OpeningException[] },
  at: LocalNow,
): boolean {
  const calendar = parseLocationCalendar(
    hours.exceptions.map(asLocationException),
    hours.weekly.map((range) => ({ weekday: range.weekday, start: range.opens, end: range.closes })),
  );
  const midnight = parseLocalDate(at.date);
  const [day] = listLocalDays(midnight, midnight);
  if (!day) return false;
  const ranges = locationHoursOn(calendar, day) ?? [];
  return ranges.some((range) => range.start <= at.minutes && at.minutes < range.end);
}
