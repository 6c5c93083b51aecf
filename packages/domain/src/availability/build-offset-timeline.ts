import { Temporal } from 'temporal-polyfill';

/** From instant `from` (epoch ms) on, until the next change, the zone's UTC offset is `offsetMs`. */
export interface OffsetChange {
  from: number;
  offsetMs: number;
}

/**
 * A zone's offsets over a span of instants, sorted; the first change has `from = -Infinity`. It is exact
 * only for instants from `fromMs` to `toMs`: callers ask about nothing outside the span they built it for.
 */
export type OffsetTimeline = readonly OffsetChange[];

const NANOSECONDS_PER_MILLISECOND = 1_000_000;

/** The offsets of `timeZone` (IANA) between two instants, from the runtime's time-zone data via Temporal. */
export function buildOffsetTimeline(timeZone: string, fromMs: number, toMs: number): OffsetTimeline {
  let zoned = Temporal.Instant.fromEpochMilliseconds(fromMs).toZonedDateTimeISO(timeZone);
  const timeline: OffsetChange[] = [
    { from: Number.NEGATIVE_INFINITY, offsetMs: zoned.offsetNanoseconds / NANOSECONDS_PER_MILLISECOND },
  ];
  for (;;) {
    const next = zoned.getTimeZoneTransition('next');
    if (next === null || next.epochMilliseconds > toMs) return timeline;
    timeline.push({
      from: next.epochMilliseconds,
      offsetMs: next.offsetNanoseconds / NANOSECONDS_PER_MILLISECOND,
    });
    zoned = next;
  }
}
