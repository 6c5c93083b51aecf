/**
 * Port: what time it is. Production reads the machine's clock; a server with its dev tools on runs one
 * that can be moved forward, read by its notification planner and delivery (ADR 032).
 */
export interface Clock {
  /** The current instant: an arrow, so `clock.now` is handed on as any `now: () => Date` dependency. */
  readonly now: () => Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };
