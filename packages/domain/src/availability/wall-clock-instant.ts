import type { LocalDate, WallTime } from './availability-query.ts';
import { buildOffsetTimeline, type OffsetTimeline } from './build-offset-timeline.ts';
import { parseLocalDate } from './parse-local-date.ts';
import { parseWallTime } from './parse-wall-time.ts';
import { resolveLocalTime } from './resolve-local-time.ts';
import { resolveWindowBoundary } from './resolve-window-boundary.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

function wallReading(date: LocalDate, time: WallTime, timeZone: string): [OffsetTimeline, number] {
  const wallMs = parseLocalDate(date) + parseWallTime(time, 'end') * MINUTE_MS;
  // Offsets stay within ±1 day, so the changes of the surrounding days decide every wall time of `date`.
  return [buildOffsetTimeline(timeZone, wallMs - 2 * DAY_MS, wallMs + 2 * DAY_MS), wallMs];
}

/**
 * The instant at which something that starts at `time` on `date` in `timeZone` starts, by the DST rule of
 * ADR 005 that slot generation uses (`resolveLocalTime`): a time that occurs twice (fall back) is the earlier
 * instant; a time that does not exist (spring forward) is null, never shifted to a time nobody asked for.
 */
export function wallClockInstant(date: LocalDate, time: WallTime, timeZone: string): Date | null {
  const instant = resolveLocalTime(...wallReading(date, time, timeZone));
  return instant === null ? null : new Date(instant);
}

/**
 * The instant a span (working window, time off) that starts or ends at `time` on `date` starts or ends, by
 * `resolveWindowBoundary`: like `wallClockInstant`, but a time skipped by spring forward is the instant the
 * clock jumps over it, so a span across a change keeps its real length.
 */
export function wallClockBoundary(date: LocalDate, time: WallTime, timeZone: string): Date {
  return new Date(resolveWindowBoundary(...wallReading(date, time, timeZone)));
}
