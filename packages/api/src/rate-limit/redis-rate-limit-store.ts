import { Redis } from 'ioredis';
import { createMemoryRateLimitStore, type RateLimitStore } from './create-rate-limiter.ts';

/**
 * Rate-limit counters in Redis, shared by every process: one round trip per hit (INCR, PEXPIRE only when
 * the key is new, and the time left). `prefix` keeps deployments (and tests) apart. While Redis cannot be
 * reached, this process counts on its own (limits hold per process) rather than refusing everyone.
 */
export function createRedisRateLimitStore(
  url: string,
  options: { prefix?: string; onError?: (error: unknown) => void } = {},
): RateLimitStore & { close(): Promise<void> } {
  const prefix = options.prefix ?? 'kalendo:rate:';
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 });
  redis.on('error', (error) => options.onError?.(error));
  const local = createMemoryRateLimitStore();
  return {
    async consume(key, limit, windowMs) {
      const name = `${prefix}${key}`;
      try {
        const replies = await redis.multi().incr(name).pexpire(name, windowMs, 'NX').pttl(name).exec();
        const count = Number(replies?.[0]?.[1] ?? Number.NaN);
        if (Number.isNaN(count)) throw new Error('Redis answered no count');
        const ttl = Number(replies?.[2]?.[1] ?? windowMs);
        return {
          allowed: count <= limit,
          retryAfterSeconds: Math.max(1, Math.ceil((ttl > 0 ? ttl : windowMs) / 1000)),
        };
      } catch (error) {
        options.onError?.(error);
        return local.consume(key, limit, windowMs);
      }
    },
    async close() {
      await redis.quit();
    },
  };
}
