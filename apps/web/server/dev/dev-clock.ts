import { type Clock, systemClock } from '@kalendo/domain';
import { z } from 'zod';

/** The furthest one request may move the dev clock forward: 30 days. */
export const MAX_CLOCK_ADVANCE_MS = 30 * 24 * 60 * 60 * 1000;

/** `POST /dev/clock`'s body: how far forward, in milliseconds (never back: what was sent stays sent). */
export const ClockAdvanceSchema = z
  .object({ advanceMs: z.number().int().positive().max(MAX_CLOCK_ADVANCE_MS) })
  .strict();

/** A clock ahead of another by an offset that only grows (ADR 032: a server with its dev tools on). */
export interface DevClock extends Clock {
  /** Moves the clock `ms` forward; answers the new time. */
  advance(ms: number): Date;
  /** Back to `base` (a test's time travel ends): the reminders planned meanwhile stay planned. */
  reset(): Date;
  /** How far ahead of `base` it runs, in milliseconds. */
  offsetMs(): number;
}

export function createDevClock(base: Clock = systemClock): DevClock {
  let offset = 0;
  const now = () => new Date(base.now().getTime() + offset);
  return {
    now,
    advance(ms) {
      offset += ms;
      return now();
    },
    reset() {
      offset = 0;
      return now();
    },
    offsetMs: () => offset,
  };
}
