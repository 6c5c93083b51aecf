import { createDb, type Database } from '@kalendo/db';
import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { startTcpProxy } from './testing/tcp-proxy.ts';

const postgres = (await testDatabaseTargets()).find((target) => target.kind === 'postgres');

describe.runIf(postgres)('when PostgreSQL goes away while the server runs', () => {
  let drop: () => Promise<void>;
  let proxied: Database;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let app: Awaited<ReturnType<typeof createTestServer>>;

  beforeAll(async () => {
    const opened = await (postgres as NonNullable<typeof postgres>).open();
    drop = opened.drop;
    await insertSampleMarketplace(opened.database.db);
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

  it('reports it in health, answers 503 and recovers when it is back', async () => {
    expect((await app.request('/api/v1/health')).status).toBe(200);

    await proxy.cut();
    const health = await app.request('/api/v1/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    const api = await app.request('/api/v1/categories');
    expect(api.status).toBe(503);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
    expect((await app.request('/en/home')).status).toBe(503);

    await proxy.restore();
    expect((await app.request('/api/v1/health')).status).toBe(200);
    expect((await app.request('/en/home')).status).toBe(200);
  });
});
