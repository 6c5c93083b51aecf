import { DomainError } from '../errors/domain-error.ts';
import type { WeeklyRange } from './availability-query.ts';
import { mergeRanges } from './merge-ranges.ts';
import { parseWallTime } from './parse-wall-time.ts';
import type { TimeRange } from './time-range.ts';

/** Weekly ranges as normalized minutes of the day, indexed by ISO weekday (index 0 is unused and empty). */
export type WeeklyMinutes = readonly (readonly TimeRange[])[];

/** Groups weekly wall-clock ranges by weekday, in minutes since midnight; overlapping ranges are joined. */
export function parseWeeklyRanges(ranges: readonly WeeklyRange[], field: string): WeeklyMinutes {
  const byWeekday: TimeRange[][] = [[], [], [], [], [], [], [], []];
  for (const range of ranges) {
    const start = parseWallTime(range.start, 'start', `${field}.start`);
    const end = parseWallTime(range.end, 'end', `${field}.end`);
    const day = byWeekday[range.weekday];
    if (range.weekday < 1 || day === undefined || start >= end) {
      throw new DomainError('INVALID_INPUT', `${field} needs a weekday 1–7 and start < end`, {
        field,
        range,
      });
    }
    day.push({ start, end });
  }
  return byWeekday.map((day) => mergeRanges(day));
}
