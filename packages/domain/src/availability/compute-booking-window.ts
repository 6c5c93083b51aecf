import { Temporal } from 'temporal-polyfill';
import type { BookingPolicy } from './availability-query.ts';

/** Which starts the policy allows: instants as epoch ms, dates as wall ms of midnight (see `parseLocalDate`). */
export interface BookingWindow {
  /** now + lead time: no slot starts earlier. */
  earliest: number;
  /** now + horizon days in the location's zone (same wall-clock time N dates later): none starts later. */
  latest: number;
  /** The local date of `earliest`. */
  firstDay: number;
  /** The local date of `latest`. */
  lastDay: number;
}

const MINUTE_MS = 60_000;

/** Applies the lead time (exact minutes) and the horizon (calendar days in `timeZone`) to `nowMs`. */
export function computeBookingWindow(nowMs: number, policy: BookingPolicy, timeZone: string): BookingWindow {
  const earliest = nowMs + policy.leadTimeMinutes * MINUTE_MS;
  const now = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(timeZone);
  const latest = now.add({ days: policy.horizonDays }).epochMilliseconds;
  return {
    earliest,
    latest,
    firstDay: localDateOf(earliest, timeZone),
    lastDay: localDateOf(latest, timeZone),
  };
}

function localDateOf(epochMs: number, timeZone: string): number {
  const { year, month, day } = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
  return Date.UTC(year, month - 1, day);
}
