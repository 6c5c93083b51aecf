import type { OffsetTimeline } from './build-offset-timeline.ts';

/**
 * The instant (epoch ms) at which the zone's wall clock shows `wallMs` (see `parseLocalDate`), by ADR 005:
 * a time that occurs twice (fall back) resolves to the earlier instant; a time that does not exist (spring
 * forward) resolves to null, never shifted. Same answer as Temporal with `disambiguation: 'earlier'` plus
 * the round-trip check, without Temporal's per-call cost.
 */
export function resolveLocalTime(timeline: OffsetTimeline, wallMs: number): number | null {
  for (let i = 0; i < timeline.length; i++) {
    const change = timeline[i];
    if (change === undefined) break;
    const instant = wallMs - change.offsetMs;
    const until = timeline[i + 1]?.from ?? Number.POSITIVE_INFINITY;
    if (change.from <= instant && instant < until) return instant;
  }
  return null;
}
