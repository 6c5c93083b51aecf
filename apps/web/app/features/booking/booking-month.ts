const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** `YYYY-MM` plus `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, index - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}

/** The last date of a month `YYYY-MM`. */
export function lastDayOf(month: string): string {
  const next = shiftMonth(month, 1);
  return new Date(Date.parse(`${next}-01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** A valid `YYYY-MM-DD` (a real calendar date), else null. */
export function validDate(value: string | null): string | null {
  if (!value || !DATE.test(value)) return null;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value ? value : null;
}

/**
 * The month the calendar shows: the `month` parameter, else the month of `date`, else today's month; never
 * before today's month nor after the month of `lastDay` (the place's booking horizon). Dates are the place's.
 */
export function visibleMonth(search: URLSearchParams, today: string, lastDay: string): string {
  const first = today.slice(0, 7);
  const last = lastDay.slice(0, 7);
  const month = search.get('month');
  const wanted = month && MONTH.test(month) ? month : (validDate(search.get('date'))?.slice(0, 7) ?? first);
  if (wanted < first) return first;
  return wanted > last ? last : wanted;
}

/** The days to ask availability for: the visible month from today on (at most 31 days, the API's limit). */
export function monthRange(month: string, today: string): { from: string; to: string } {
  const start = `${month}-01`;
  return { from: start < today ? today : start, to: lastDayOf(month) };
}

/** The chosen day: `date` when it is in the visible month and has free times, else the month's first free day. */
export function chosenDay(date: string | null, month: string, freeDays: readonly string[]): string | null {
  const valid = validDate(date);
  if (valid?.startsWith(month) && freeDays.includes(valid)) return valid;
  return freeDays.find((day) => day.startsWith(month)) ?? null;
}
