import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore, createRateLimiter } from './create-rate-limiter.ts';

describe('createRateLimiter', () => {
  it('allows the limit per window and key, then refuses with the time left', async () => {
    let time = 0;
    const store = createMemoryRateLimitStore(() => time);
    const limiter = createRateLimiter({ store, name: 'test', limit: 2, windowMs: 60_000 });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    time = 15_000;
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit('b')).allowed).toBe(true);
  });

  it('opens a new window when the old one has passed', async () => {
    let time = 0;
    const limiter = createRateLimiter({
      store: createMemoryRateLimitStore(() => time),
      name: 't',
      limit: 1,
      windowMs: 1000,
    });
    await limiter.hit('a');
    expect((await limiter.hit('a')).allowed).toBe(false);
    time = 1000;
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('keeps the counts of limiters with different names apart in one store', async () => {
    const store = createMemoryRateLimitStore(() => 0);
    const one = createRateLimiter({ store, name: 'one', limit: 1, windowMs: 1000 });
    const two = createRateLimiter({ store, name: 'two', limit: 1, windowMs: 1000 });
    expect((await one.hit('a')).allowed).toBe(true);
    expect((await two.hit('a')).allowed).toBe(true);
  });
});
