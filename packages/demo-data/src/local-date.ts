/**
 * Calendar arithmetic on local dates written as `YYYY-MM-DD` (no time zone involved).
 * Days are counted on the proleptic Gregorian calendar through UTC midnights.
 */
const DAY_MS = 86_400_000;

function toUtcMs(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

export function addDays(date: string, days: number): string {
  return new Date(toUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(toUtcMs(date)).getUTCDay();
  return day === 0 ? 7 : day;
}
