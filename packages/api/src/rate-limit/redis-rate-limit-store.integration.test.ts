import { randomUUID } from 'node:crypto';
import type { Database } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { solveBotCheck } from '../testing/solve-bot-check.ts';
import { CLIENT_ADDRESS_HEADER } from './client-address.ts';
import { createRedisRateLimitStore } from './redis-rate-limit-store.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ORIGIN = 'http://localhost';

describe.each(await testDatabaseTargets())('rate limits shared through Redis on $kind', (target) => {
  const prefix = `kalendo-test:${randomUUID()}:`;
  let database: Database;
  let drop: () => Promise<void>;
  let store: ReturnType<typeof createRedisRateLimitStore>;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    store = createRedisRateLimitStore(REDIS_URL, { prefix });
  });
  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await store.close();
    await drop();
  });

  it('counts the sign-ups of one client across two processes sharing Redis', async () => {
    const processes = [
      createTestApi(database, { rateLimitStore: store }),
      createTestApi(database, { rateLimitStore: store }),
    ];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const api = processes[attempt % 2] ?? processes[0];
      if (!api) throw new Error('no API');
      const botCheck = await solveBotCheck((path) => api.request(`${ORIGIN}${path}`));
      const response = await api.request(`${ORIGIN}/auth/sign-up/email`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: ORIGIN,
          'X-Bot-Check': botCheck,
          [CLIENT_ADDRESS_HEADER]: '203.0.113.7',
        },
        body: JSON.stringify({
          name: 'Same Client',
          email: `client-${attempt}@example.com`,
          password: 'a-long-password-1',
        }),
      });
      statuses.push(response.status);
    }
    // Our rule for sign-up: 5 a minute per address, whichever process answers (each alone would allow 5).
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('goes on counting in process when Redis cannot be reached', async () => {
    const unreachable = createRedisRateLimitStore('redis://127.0.0.1:1', { prefix, onError: () => {} });
    const decisions = [];
    for (let hit = 0; hit < 3; hit++) decisions.push((await unreachable.consume('k', 2, 60_000)).allowed);
    expect(decisions).toEqual([true, true, false]);
    await unreachable.close().catch(() => {});
  });
});
