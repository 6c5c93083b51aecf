import type { OffsetTimeline } from './build-offset-timeline.ts';
import type { LocalDay } from './list-local-days.ts';
import { resolveLocalTime } from './resolve-local-time.ts';
import type { TimeRange } from './time-range.ts';

/** A candidate start: the instant (epoch ms) and the wall clock it shows (wall ms, see `parseLocalDate`). */
export interface SlotStart {
  start: number;
  wall: number;
}

const MINUTE_MS = 60_000;

/**
 * The wall-clock grid of one date: every `stepMinutes` from the start of each window, before its end.
 * Wall times skipped by spring forward are left out; repeated ones appear once, at the earlier instant.
 * Sorted by instant.
 */
export function generateSlotStarts(
  day: LocalDay,
  windows: readonly TimeRange[],
  stepMinutes: number,
  timeline: OffsetTimeline,
): SlotStart[] {
  const starts: SlotStart[] = [];
  for (const window of windows) {
    for (let minute = window.start; minute < window.end; minute += stepMinutes) {
      const wall = day.midnight + minute * MINUTE_MS;
      const start = resolveLocalTime(timeline, wall);
      if (start !== null) starts.push({ start, wall });
    }
  }
  return starts;
}
