/**
 * A place may book or move a visit to a start this far in the past: the walk-in already in the chair, the
 * appointment moved to "now" a minute after the client came (ADR 042).
 */
export const PLACE_START_GRACE_MINUTES = 60;

/** Whether the place may give a visit this start (its own hours are its own to decide; the past is not). */
export function placeMayStartAt(start: Date, now: Date): boolean {
  return start.getTime() >= now.getTime() - PLACE_START_GRACE_MINUTES * 60_000;
}
