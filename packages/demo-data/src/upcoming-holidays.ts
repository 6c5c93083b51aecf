import type { Holiday } from './locale-packs/locale-pack.ts';

/** The holidays' next occurrences strictly after `today` (`YYYY-MM-DD`), soonest first. */
export function upcomingHolidays(
  holidays: readonly Holiday[],
  today: string,
): { date: string; name: string }[] {
  const year = Number(today.slice(0, 4));
  return holidays
    .map((holiday) => {
      const thisYear = `${year}-${holiday.monthDay}`;
      return { date: thisYear > today ? thisYear : `${year + 1}-${holiday.monthDay}`, name: holiday.name };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}
