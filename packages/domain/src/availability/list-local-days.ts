import type { IsoWeekday } from './availability-query.ts';

/** One calendar date in the location's zone. */
export interface LocalDay {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Wall milliseconds of its 00:00 (see `parseLocalDate`). */
  midnight: number;
  weekday: IsoWeekday;
}

export const DAY_MS = 86_400_000;

/** Every date from `firstMidnight` to `lastMidnight` (wall milliseconds), both included. */
export function listLocalDays(firstMidnight: number, lastMidnight: number): LocalDay[] {
  const days: LocalDay[] = [];
  for (let midnight = firstMidnight; midnight <= lastMidnight; midnight += DAY_MS) {
    const daysSinceEpoch = Math.round(midnight / DAY_MS);
    // 1970-01-01 was a Thursday (ISO weekday 4).
    const weekday = ((((daysSinceEpoch + 3) % 7) + 7) % 7) + 1;
    days.push({
      date: new Date(midnight).toISOString().slice(0, 10),
      midnight,
      weekday: weekday as IsoWeekday,
    });
  }
  return days;
}
