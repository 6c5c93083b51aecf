import type { Database } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy, type TrustProxy } from './client-address.ts';
import { createTestServer } from './testing/create-test-server.ts';
import { TEST_ORIGIN } from './testing/form-requests.ts';

/** Bad sign-ins from one client, as a load balancer forwards them. */
async function badSignIns(app: Hono, forwardedFor: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const response = await app.request('/api/v1/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ email: `nobody-${attempt}@example.com`, password: 'not-the-password-1' }),
    });
    statuses.push(response.status);
  }
  return statuses;
}

describe.each(await testDatabaseTargets())('client addresses behind a load balancer on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
  });
  afterAll(() => drop());

  it('locks out only the client behind the load balancer that failed ten sign-ins (TRUST_PROXY=1)', async () => {
    const app = await createTestServer(database, { trustProxy: parseTrustProxy('1') as TrustProxy });
    const attacker = await badSignIns(app, '203.0.113.66', 11);
    expect(attacker.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(attacker[10]).toBe(429);
    // Another customer behind the same load balancer still signs in (a 401 for a wrong password, not 429).
    expect(await badSignIns(app, '198.51.100.20', 1)).toEqual([401]);
    // Writing another address at the left of the chain does not get the attacker a fresh count.
    expect(await badSignIns(app, '192.0.2.1, 203.0.113.66', 1)).toEqual([429]);
  });

  it('ignores a spoofed X-Forwarded-For when no proxy is trusted', async () => {
    const app = await createTestServer(database);
    const statuses = [
      ...(await badSignIns(app, '203.0.113.1', 5)),
      ...(await badSignIns(app, '203.0.113.2', 6)),
    ];
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses[10]).toBe(429);
  });
});
