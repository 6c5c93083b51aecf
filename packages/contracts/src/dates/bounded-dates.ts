import { z } from '@hono/zod-openapi';

/** Every date the API takes lies in these years (SECURITY.md, limits): far enough for any booking. */
export const DATE_YEARS = { first: 2000, last: 2100 } as const;

/** Marks a zod issue as a date outside `DATE_YEARS`: the API answers it with 422 `DATE_OUT_OF_RANGE`. */
export const DATE_OUT_OF_RANGE_ISSUE = 'DATE_OUT_OF_RANGE';

const outOfRange = {
  message: `a real date between ${DATE_YEARS.first} and ${DATE_YEARS.last}`,
  params: { code: DATE_OUT_OF_RANGE_ISSUE },
};

const inYears = (year: number) => year >= DATE_YEARS.first && year <= DATE_YEARS.last;

/** `YYYY-MM-DD` that names a day of the calendar (no 30 February). */
function isCalendarDate(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A real day of the calendar within `DATE_YEARS`. */
export function isBoundedLocalDate(value: string): boolean {
  return isCalendarDate(value) && inYears(Number(value.slice(0, 4)));
}

/**
 * A wall-clock date, as availability and calendars take it: not `YYYY-MM-DD` or not a day of the calendar
 * is a validation failure; a real day outside `DATE_YEARS` is out of range.
 */
export const boundedLocalDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'a date YYYY-MM-DD', abort: true })
  .refine(isCalendarDate, { message: 'a day of the calendar', abort: true })
  .refine((value) => inYears(Number(value.slice(0, 4))), outOfRange);

/** An ISO 8601 instant with its offset, as bookings take it. */
export const boundedInstant = z.iso
  .datetime({ offset: true, abort: true })
  .refine((value) => inYears(new Date(value).getUTCFullYear()), outOfRange);
