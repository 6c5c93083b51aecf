import { describe, expect, it } from 'vitest';
import { ClockAdvanceSchema, createDevClock, MAX_CLOCK_ADVANCE_MS } from './dev-clock.ts';

describe('dev clock', () => {
  it('runs ahead of its base by the sum of its steps', () => {
    let base = new Date('2026-11-27T10:00:00Z');
    const clock = createDevClock({ now: () => base });
    expect(clock.now()).toEqual(base);
    expect(clock.advance(60_000)).toEqual(new Date('2026-11-27T10:01:00Z'));
    expect(clock.advance(3_600_000)).toEqual(new Date('2026-11-27T11:01:00Z'));
    expect(clock.offsetMs()).toBe(3_660_000);
    // The base goes on; the clock keeps its lead.
    base = new Date('2026-11-27T10:30:00Z');
    expect(clock.now()).toEqual(new Date('2026-11-27T11:31:00Z'));
    expect(clock.reset()).toEqual(base);
    expect(clock.offsetMs()).toBe(0);
  });

  it('takes one step forward of at most 30 days, in whole milliseconds', () => {
    expect(ClockAdvanceSchema.safeParse({ advanceMs: 1 }).success).toBe(true);
    expect(ClockAdvanceSchema.safeParse({ advanceMs: MAX_CLOCK_ADVANCE_MS }).success).toBe(true);
    for (const body of [
      { advanceMs: MAX_CLOCK_ADVANCE_MS + 1 },
      { advanceMs: 0 },
      { advanceMs: -60_000 },
      { advanceMs: 1.5 },
      { advanceMs: '60000' },
      { advanceMs: 60_000, to: 'past' },
      {},
      null,
    ])
      expect(ClockAdvanceSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});
