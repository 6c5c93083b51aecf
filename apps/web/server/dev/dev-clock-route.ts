import type { Hono } from 'hono';
import { ClockAdvanceSchema } from './dev-clock.ts';

/** What the dev clock reads after a move, and how far ahead of the machine's clock it runs. */
export interface ClockReading {
  now: Date;
  offsetMs: number;
}

/** The dev clock as `/dev/clock` moves it (ADR 032). */
export interface MovableClock {
  /** Forward by `ms`; resolves once what came due is planned. */
  advance(ms: number): Promise<ClockReading>;
  /** Back to the machine's clock. */
  reset(): ClockReading;
}

const answer = ({ now, offsetMs }: ClockReading) => ({ now: now.toISOString(), offsetMs });
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * `POST /dev/clock` `{ advanceMs }` moves the clock of the notifications forward, `DELETE /dev/clock` puts it
 * back (ADR 032); mounted only with dev tools on. Both answer the time and the offset; a body that is not
 * one bounded step forward is 400.
 */
export function addDevClockRoute(app: Hono, clock: MovableClock) {
  app.post('/dev/clock', async (c) => {
    const input = ClockAdvanceSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!input.success)
      return c.json(
        { error: 'advanceMs: a whole number of milliseconds, more than 0 and at most 30 days' },
        400,
      );
    return c.json(answer(await clock.advance(input.data.advanceMs)), 200, NO_STORE);
  });
  app.delete('/dev/clock', (c) => c.json(answer(clock.reset()), 200, NO_STORE));
}
