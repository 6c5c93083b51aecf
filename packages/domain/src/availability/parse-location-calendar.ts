import { DomainError } from '../errors/domain-error.ts';
import type { LocationException, WeeklyRange } from './availability-query.ts';
import { parseLocalDate } from './parse-local-date.ts';
import { parseWallTime } from './parse-wall-time.ts';
import { parseWeeklyRanges, type WeeklyMinutes } from './parse-weekly-ranges.ts';
import type { TimeRange } from './time-range.ts';

/** When the location is open, in minutes since local midnight. */
export interface LocationCalendar {
  /** Per date (wall ms of its midnight, see `parseLocalDate`): no ranges when closed, else the special hours. */
  exceptions: ReadonlyMap<number, readonly TimeRange[]>;
  /** Weekly opening hours, or null when the location has none and only staff hours count. */
  weekly: WeeklyMinutes | null;
}

/** Parses the location's exceptions and weekly opening hours once per query. */
export function parseLocationCalendar(
  exceptions: readonly LocationException[],
  openingHours: readonly WeeklyRange[] | undefined,
): LocationCalendar {
  const byDate = new Map<number, readonly TimeRange[]>();
  for (const exception of exceptions) {
    const date = parseLocalDate(exception.date, 'exceptions.date');
    if (exception.closed) {
      byDate.set(date, []);
      continue;
    }
    const start = parseWallTime(exception.opens, 'start', 'exceptions.opens');
    const end = parseWallTime(exception.closes, 'end', 'exceptions.closes');
    if (start >= end) {
      throw new DomainError('INVALID_INPUT', 'exceptions need opens < closes', {
        field: 'exceptions',
        exception,
      });
    }
    byDate.set(date, [{ start, end }]);
  }
  return {
    exceptions: byDate,
    weekly: openingHours === undefined ? null : parseWeeklyRanges(openingHours, 'openingHours'),
  };
}
