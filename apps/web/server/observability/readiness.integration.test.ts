import { createDb, type Database } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../testing/create-test-server.ts';
import { startTcpProxy } from '../testing/tcp-proxy.ts';

const postgres = (await testDatabaseTargets()).find((target) => target.kind === 'postgres');

/** `/api/v1/health/ready` until `test` holds for its answer (at most 15 s). */
async function readinessUntil(
  app: Awaited<ReturnType<typeof createTestServer>>,
  test: (status: number, body: { status: string; checks: Record<string, string> }) => boolean,
) {
  const started = performance.now();
  for (;;) {
    const response = await app.request('/api/v1/health/ready');
    const body = (await response.json()) as { status: string; checks: Record<string, string> };
    if (test(response.status, body)) return { status: response.status, body };
    if (performance.now() - started > 15_000)
      throw new Error(`still ${response.status} ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.runIf(postgres)('readiness (issue 21) when PostgreSQL goes away and comes back', () => {
  let drop: () => Promise<void>;
  let proxied: Database;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let app: Awaited<ReturnType<typeof createTestServer>>;

  beforeAll(async () => {
    const opened = await (postgres as NonNullable<typeof postgres>).open();
    drop = opened.drop;
    const url = new URL(opened.url ?? '');
    proxy = await startTcpProxy(Number(url.port || 5432), url.hostname);
    url.port = String(proxy.port);
    proxied = await createDb({ databaseUrl: url.toString(), poolSize: 2 });
    app = await createTestServer(proxied);
  });
  afterAll(async () => {
    await proxy.cut();
    await proxied.close();
    await drop();
  });

  it('is ready, not ready while the database is unreachable, and ready again after; liveness stays up', async () => {
    const ready = await app.request('/api/v1/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    // This test's server runs no job queue: nothing to wait for.
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'up', migrations: 'applied', queue: 'not-run' },
    });

    await proxy.cut();
    const down = await readinessUntil(app, (status) => status === 503);
    expect(down.body).toMatchObject({ status: 'not-ready', checks: { database: 'down' } });
    expect((await app.request('/api/v1/health/live')).status).toBe(200);

    await proxy.restore();
    const back = await readinessUntil(app, (status) => status === 200);
    expect(back.body).toMatchObject({ status: 'ready', checks: { database: 'up', migrations: 'applied' } });
  });

  it('is not ready while migrations are pending', async () => {
    const fresh = await createDb({ dataDir: 'memory://' });
    try {
      const unmigrated = await createTestServer(fresh);
      const response = await unmigrated.request('/api/v1/health/ready');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ checks: { database: 'up', migrations: 'pending' } });
    } finally {
      await fresh.close();
    }
  });
});
