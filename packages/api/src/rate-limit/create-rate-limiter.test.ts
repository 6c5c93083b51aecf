import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './create-rate-limiter.ts';

describe('createRateLimiter', () => {
  it('allows the limit per window and key, then refuses with the time left', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => time });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    time = 15_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('b').allowed).toBe(true);
  });

  it('opens a new window when the old one has passed', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => time });
    limiter.hit('a');
    expect(limiter.hit('a').allowed).toBe(false);
    time = 1000;
    expect(limiter.hit('a').allowed).toBe(true);
  });
});
