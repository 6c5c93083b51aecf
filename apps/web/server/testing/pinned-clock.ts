import { type Clock, wallClockInstant } from '@kalendo/domain';

/**
 * A clock that stands still at a wall time in a time zone, read by ADR 005's rule (`wallClockInstant`):
 * `pinnedClock('2026-03-10T09:00', 'Europe/Sofia')` is "09:00 on 10 March 2026 in Sofia" (07:00 UTC).
 * A time that does not exist there (spring forward) is refused, so a test never runs at a time nobody asked for.
 */
export function pinnedClock(wallTime: string, timeZone: string): Clock {
  const [date = '', time = ''] = wallTime.split('T');
  const instant = wallClockInstant(date, time, timeZone);
  if (!instant) throw new Error(`${wallTime} does not exist in ${timeZone}`);
  const ms = instant.getTime();
  return { now: () => new Date(ms) };
}
