import { Temporal } from 'temporal-polyfill';
import type { LocalDate } from '../availability/availability-query.ts';
import { wallClockBoundary } from '../availability/wall-clock-instant.ts';
import { addLocalDays, localNow } from '../locations/local-now.ts';

/** What the partner calendar shows: one day (every staff member a column) or the week around a day. */
export type CalendarView = 'day' | 'week';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that is a real date, else null (a date typed into an address). */
export function calendarDateOf(text: string | null | undefined): LocalDate | null {
  if (!text || !LOCAL_DATE.test(text)) return null;
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' }).toString();
  } catch {
    return null;
  }
}

/** The days a view shows: the day itself, or Monday to Sunday of its week. */
export function calendarDays(date: LocalDate, view: CalendarView): LocalDate[] {
  if (view === 'day') return [date];
  const monday = addLocalDays(date, 1 - Temporal.PlainDate.from(date).dayOfWeek);
  return Array.from({ length: 7 }, (_, index) => addLocalDays(monday, index));
}

/** The day the previous (-1) or next (+1) view starts from: a day or a week away. */
export function shiftCalendarDate(date: LocalDate, view: CalendarView, direction: -1 | 1): LocalDate {
  return addLocalDays(date, direction * (view === 'day' ? 1 : 7));
}

/**
 * The instants the days cover on the place's clock: from the first day's midnight to the midnight after
 * the last (a day of a clock change is 23 or 25 hours long), as the calendar's read asks for them.
 */
export function calendarSpan(days: readonly LocalDate[], timeZone: string): { from: Date; to: Date } {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) throw new Error('a calendar span of no days');
  return {
    from: wallClockBoundary(first, '00:00', timeZone),
    to: wallClockBoundary(addLocalDays(last, 1), '00:00', timeZone),
  };
}

/** Where an instant falls on the place's clock: its local date and minutes since that date's midnight. */
export function placeClockOf(instant: string | Date, timeZone: string): { date: LocalDate; minutes: number } {
  const { date, minutes } = localNow(new Date(instant), timeZone);
  return { date, minutes };
}
