export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets (for `Retry-After`). */
  retryAfterSeconds: number;
}

/**
 * Where rate-limit counters live: in process by default, in Redis when `REDIS_URL` is set (shared by every
 * process behind the load balancer, DESIGN.md §7). Fixed windows: each call names its limit and window.
 */
export interface RateLimitStore {
  consume(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
}

/** Counters in this process; `now` is injectable for tests. */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetsAt: number }>();
  return {
    async consume(key, limit, windowMs) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetsAt <= time) {
        window = { count: 0, resetsAt: time + windowMs };
        windows.set(key, window);
        if (windows.size > 10_000) {
          for (const [k, w] of windows) if (w.resetsAt <= time) windows.delete(k);
        }
      }
      const allowed = window.count < limit;
      if (allowed) window.count += 1;
      return { allowed, retryAfterSeconds: Math.max(1, Math.ceil((window.resetsAt - time) / 1000)) };
    },
  };
}

/** One limit for every key (the contact form, mails per address), in a store shared with the others. */
export function createRateLimiter(options: {
  store: RateLimitStore;
  name: string;
  limit: number;
  windowMs: number;
}) {
  return {
    hit: (key: string) => options.store.consume(`${options.name}:${key}`, options.limit, options.windowMs),
  };
}
