import type { BookingWindow } from './compute-booking-window.ts';
import type { SlotStart } from './generate-slot-starts.ts';
import type { TimeRange } from './time-range.ts';

/** How far a booking's busy range reaches around its start, in milliseconds. */
export interface BusyReach {
  /** Buffer before. */
  beforeMs: number;
  /** Duration plus buffer after. */
  afterMs: number;
}

/**
 * The candidates (sorted by start) allowed by the booking window whose busy range
 * `[start − before, start + after)` lies inside one range of `free` (normalized instants).
 */
export function keepFittingStarts(
  candidates: readonly SlotStart[],
  free: readonly TimeRange[],
  window: BookingWindow,
  reach: BusyReach,
): SlotStart[] {
  const kept: SlotStart[] = [];
  let index = 0;
  for (const candidate of candidates) {
    if (candidate.start < window.earliest) continue;
    if (candidate.start > window.latest) break;
    const busyEnd = candidate.start + reach.afterMs;
    while (index < free.length && (free[index]?.end ?? 0) < busyEnd) index++;
    const range = free[index];
    if (range === undefined) break;
    if (range.start <= candidate.start - reach.beforeMs) kept.push(candidate);
  }
  return kept;
}
