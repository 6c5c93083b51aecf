import { localNow, wallClockInstant } from '@kalendo/domain';

/**
 * The instant (ISO) at which the place's wall clock reads `date` `time` (the domain's reading, as the
 * server's). Null when the date or time is not one, or the clock skips that time that day.
 */
export function zonedInstant(date: string, time: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  if (Number.isNaN(Date.parse(`${date}T${time}:00Z`))) return null;
  return wallClockInstant(date, time, timeZone)?.toISOString() ?? null;
}

/** An instant as the date the place's wall clock shows then (`YYYY-MM-DD`). */
export function zonedDate(iso: string, timeZone: string): string {
  return localNow(new Date(iso), timeZone).date;
}

/** An instant as the place's wall clock shows it: its date (`YYYY-MM-DD`) and time (`HH:MM`). */
export function zonedWallTime(iso: string, timeZone: string): { date: string; time: string } {
  const { date, minutes } = localNow(new Date(iso), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { date, time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
}
