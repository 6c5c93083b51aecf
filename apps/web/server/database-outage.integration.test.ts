import { createDb, type Database } from '@kalendo/db';
import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { startTcpProxy } from './testing/tcp-proxy.ts';

const postgres = (await testDatabaseTargets()).find((target) => target.kind === 'postgres');

/** What a request got and how long it took; a request still waiting after `giveUpMs` counts as hung. */
async function timed(app: { request: (path: string) => Response | Promise<Response> }, path: string) {
  const started = performance.now();
  const giveUpMs = 10_000;
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), giveUpMs);
  });
  const response = await Promise.race([app.request(path), hung]);
  clearTimeout(timer);
  const ms = performance.now() - started;
  if (!response) return { path, status: 'hung' as const, ms, retryAfter: null, body: undefined };
  const body = response.headers.get('content-type')?.includes('json') ? await response.json() : undefined;
  await response.body?.cancel().catch(() => {});
  return { path, status: response.status, ms, retryAfter: response.headers.get('retry-after'), body };
}

/** Milliseconds until `path` answers 200 again (polled every 100 ms, at most 15 s). */
async function msUntilServed(app: Parameters<typeof timed>[0], path: string): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 15_000) {
    if ((await timed(app, path)).status === 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Number.POSITIVE_INFINITY;
}

describe.runIf(postgres)('when PostgreSQL goes away while the server runs', () => {
  let drop: () => Promise<void>;
  let proxied: Database;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let app: Awaited<ReturnType<typeof createTestServer>>;
  /** Straight to PostgreSQL, not through the proxy. */
  let direct: Database;

  beforeAll(async () => {
    const opened = await (postgres as NonNullable<typeof postgres>).open();
    drop = opened.drop;
    await insertSampleMarketplace(opened.database.db);
    const url = new URL(opened.url ?? '');
    direct = opened.database;
    proxy = await startTcpProxy(Number(url.port || 5432), url.hostname);
    url.port = String(proxy.port);
    proxied = await createDb({ databaseUrl: url.toString(), poolSize: 2 });
    // Measures requests that need the database: answers kept in memory (ADR 010) need none.
    app = await createTestServer(proxied, { keepPublicAnswers: false });
  });
  afterAll(async () => {
    await proxy.cut();
    await proxied.close();
    await drop();
  });

  /** The server's side of the app's connections ends too, as when PostgreSQL restarts. */
  async function terminateAppBackends() {
    await direct.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`);
  }

  async function expectServing() {
    for (const path of ['/api/v1/health', '/api/v1/categories', '/en/home']) {
      expect(await timed(app, path), path).toMatchObject({ status: 200 });
    }
  }

  it('answers 503 with Retry-After within 3 s, request after request, while the connections are cut and the backends terminated, and serves again within 5 s of the database coming back, outage after outage', async () => {
    // Several outages in a row: a connection that died in the middle of a write must not come back broken.
    for (let outage = 0; outage < 3; outage++) {
      await expectServing();

      await proxy.cut();
      await terminateAppBackends();
      // Every request fails fast, not only the first: reconnection attempts must not pile up waits.
      for (let round = 0; round < 4; round++) {
        for (const path of ['/api/v1/categories', '/api/v1/locations/featured?limit=4', '/en/home']) {
          const answer = await timed(app, path);
          expect(answer, path).toMatchObject({ status: 503 });
          expect(answer.ms, path).toBeLessThan(3000);
          if (path.startsWith('/api/')) {
            expect(Number(answer.retryAfter), path).toBeGreaterThan(0);
            expect(answer.body).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
          }
        }
      }
      const health = await timed(app, '/api/v1/health');
      expect(health).toMatchObject({
        status: 503,
        body: { status: 'degraded', database: { kind: 'postgres', status: 'down', latencyMs: null } },
      });
      expect(health.ms).toBeLessThan(3000);

      await proxy.restore();
      expect(await msUntilServed(app, '/api/v1/categories'), `outage ${outage + 1}`).toBeLessThan(5000);
    }
    await expectServing();
  });

  it('answers 503 within about 3 s when the connections go silent (a network partition), and serves again within 5 s of the network coming back', async () => {
    await expectServing();

    proxy.partition();
    // Requests already on their way wait on connections that will never answer: they are answered anyway.
    const waiting = await Promise.all(
      ['/api/v1/categories', '/api/v1/locations/featured?limit=4', '/en/home'].map((path) =>
        timed(app, path),
      ),
    );
    for (const answer of waiting) {
      expect(answer, answer.path).toMatchObject({ status: 503 });
      expect(answer.ms, answer.path).toBeLessThan(3500);
    }
    // Once the outage is known, requests are answered at once.
    for (const path of ['/api/v1/categories', '/en/home']) {
      const answer = await timed(app, path);
      expect(answer, path).toMatchObject({ status: 503 });
      expect(answer.ms, path).toBeLessThan(1000);
    }
    expect(await timed(app, '/api/v1/health')).toMatchObject({ status: 503, body: { status: 'degraded' } });

    await proxy.restore();
    expect(await msUntilServed(app, '/api/v1/categories')).toBeLessThan(5000);
    await expectServing();
  });
});
