export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets (for `Retry-After`). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters per key, in process (DESIGN.md §7: Redis when REDIS_URL is set, for several
 * processes). Each call names its own limit and window; `now` is injectable for tests.
 */
export function createWindowCounter(now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetsAt: number }>();
  return (key: string, limit: number, windowMs: number): RateLimitDecision => {
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
  };
}

/** One limit for every key (the contact form). */
export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }) {
  const count = createWindowCounter(options.now);
  return { hit: (key: string) => count(key, options.limit, options.windowMs) };
}
