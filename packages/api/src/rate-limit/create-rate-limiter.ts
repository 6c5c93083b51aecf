export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets (for `Retry-After`). */
  retryAfterSeconds: number;
}

/**
 * A fixed-window limiter per key, in process (DESIGN.md §7: Redis when REDIS_URL is set, for several
 * processes). `now` is injectable for tests.
 */
export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetsAt: number }>();
  return {
    hit(key: string): RateLimitDecision {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetsAt <= time) {
        window = { count: 0, resetsAt: time + options.windowMs };
        windows.set(key, window);
        if (windows.size > 10_000) {
          for (const [k, w] of windows) if (w.resetsAt <= time) windows.delete(k);
        }
      }
      window.count += 1;
      return {
        allowed: window.count <= options.limit,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetsAt - time) / 1000)),
      };
    },
  };
}
