import type { OffsetTimeline } from './build-offset-timeline.ts';
import type { DayWindows } from './expand-working-windows.ts';
import type { LocalDay } from './list-local-days.ts';
import { mergeRanges } from './merge-ranges.ts';
import { resolveWindowBoundary } from './resolve-window-boundary.ts';
import type { TimeRange } from './time-range.ts';

const MINUTE_MS = 60_000;

/**
 * Turns the free minutes of consecutive days into normalized instant ranges; a shift ending at 24:00 joins
 * one starting at 00:00 the next day.
 */
export function resolveWorkingTime(
  days: readonly LocalDay[],
  windows: readonly DayWindows[],
  timeline: OffsetTimeline,
): TimeRange[] {
  const instants: TimeRange[] = [];
  days.forEach((day, i) => {
    for (const range of windows[i]?.free ?? []) {
      instants.push({
        start: resolveWindowBoundary(timeline, day.midnight + range.start * MINUTE_MS),
        end: resolveWindowBoundary(timeline, day.midnight + range.end * MINUTE_MS),
      });
    }
  });
  return mergeRanges(instants);
}
