import type { OffsetTimeline } from './build-offset-timeline.ts';
import { resolveLocalTime } from './resolve-local-time.ts';

/**
 * The instant a working window that starts or ends at wall time `wallMs` starts or ends: like
 * `resolveLocalTime`, but a time skipped by spring forward resolves to the instant the clock jumps over it
 * (03:30 in a 03:00→04:00 gap is when the clock shows 04:00). So a window spanning a change has its real
 * length: 00:00–06:00 lasts 5 h on a spring-forward night and 7 h on a fall-back night.
 */
export function resolveWindowBoundary(timeline: OffsetTimeline, wallMs: number): number {
  const exact = resolveLocalTime(timeline, wallMs);
  if (exact !== null) return exact;
  const jump = timeline.find((change) => change.from + change.offsetMs > wallMs && change.from > -Infinity);
  if (jump === undefined) throw new Error(`wall time ${wallMs} is in no gap of the timeline`);
  return jump.from;
}
