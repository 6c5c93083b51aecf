import { localDate } from '@kalendo/i18n/intl-formats';

const DAY_MS = 86_400_000;

/** The day `instant` falls on at the place (YYYY-MM-DD). */
export const placeDateOf = (instant: Date, timeZone: string) => localDate(instant, timeZone);

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The week shown (Monday to Sunday, the place's days): the `week` asked for (any day of it) or the current
 * one, its seven days, the weeks before and after, and the range to read (the days widened by 12 hours each
 * way for the place's zone: eight days, the API's limit).
 */
export function timetableWeek(asked: string | null, now: Date, timeZone: string) {
  const day =
    asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(asked))
      ? asked
      : placeDateOf(now, timeZone);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = plusDays(day, -weekday);
  const start = Date.parse(`${monday}T00:00:00Z`);
  return {
    monday,
    days: Array.from({ length: 7 }, (_, index) => plusDays(monday, index)),
    previous: plusDays(monday, -7),
    next: plusDays(monday, 7),
    from: new Date(start - DAY_MS / 2).toISOString(),
    to: new Date(start + 7 * DAY_MS + DAY_MS / 2).toISOString(),
  };
}
