import type { Database } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../testing/create-test-server.ts';
import { TEST_ORIGIN } from '../testing/form-requests.ts';
import { createDevClock } from './dev-clock.ts';

const advance = (app: Hono, body: string, headers: Record<string, string> = {}) =>
  app.request('/dev/clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, ...headers },
    body,
  });

describe.each(await testDatabaseTargets())('the dev tools on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await target.open());
  });
  afterAll(() => drop());

  it('without dev tools: no /dev/clock and no /dev/mail', async () => {
    const app = await createTestServer(database);
    const refused = await advance(app, JSON.stringify({ advanceMs: 60_000 }));
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe('Not Found');
    expect(
      (await app.request('/dev/clock', { method: 'DELETE', headers: { Origin: TEST_ORIGIN } })).status,
    ).toBe(404);
    expect((await app.request('/dev/mail')).status).toBe(404);
  });

  it('with dev tools: /dev/clock moves the clock forward once each step is planned, and back; a bad step is 400', async () => {
    const clock = createDevClock({ now: () => new Date('2026-11-27T10:00:00Z') });
    const planned: Date[] = [];
    const app = await createTestServer(database, {
      devClock: {
        advance: async (ms) => {
          const now = clock.advance(ms);
          planned.push(now);
          return { now, offsetMs: clock.offsetMs() };
        },
        reset: () => ({ now: clock.reset(), offsetMs: 0 }),
      },
    });
    const moved = await advance(app, JSON.stringify({ advanceMs: 3_600_000 }));
    expect(moved.status).toBe(200);
    expect(moved.headers.get('cache-control')).toBe('no-store');
    expect(await moved.json()).toEqual({ now: '2026-11-27T11:00:00.000Z', offsetMs: 3_600_000 });
    for (const body of [
      JSON.stringify({ advanceMs: 31 * 24 * 3_600_000 }),
      JSON.stringify({ advanceMs: -3_600_000 }),
      JSON.stringify({ advanceMs: 'an hour' }),
      JSON.stringify({}),
      'advanceMs=60000',
    ]) {
      const refused = await advance(app, body);
      expect(refused.status, body).toBe(400);
      expect(await refused.json()).toEqual({
        error: 'advanceMs: a whole number of milliseconds, more than 0 and at most 30 days',
      });
    }
    // Like any post to the server's own paths, only from its own pages.
    expect(
      (await advance(app, JSON.stringify({ advanceMs: 60_000 }), { Origin: 'http://evil.example' })).status,
    ).toBe(403);
    expect(planned).toEqual([new Date('2026-11-27T11:00:00Z')]);
    expect(clock.offsetMs()).toBe(3_600_000);
    const back = await app.request('/dev/clock', { method: 'DELETE', headers: { Origin: TEST_ORIGIN } });
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ now: '2026-11-27T10:00:00.000Z', offsetMs: 0 });
  });
});
