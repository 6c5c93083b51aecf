import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, spawnServer, stopSpawnedServers } from '../testing/spawn-server.ts';
import { parsePrometheusText, sampleValue } from './testing/parse-prometheus-text.ts';
import { startSentryStandIn } from './testing/sentry-stand-in.ts';

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const postgres = (await testDatabaseTargets()).find((target) => target.kind === 'postgres');

const SECRETS = {
  email: 'ana.petrova@example.com',
  token: 'tok3n-in-the-query-string',
  cookie: 'c00kie-of-the-session',
  bearer: 'b3arer-of-the-app',
};

/** Error reporting (issue 21, ADR 021): the server process against a local Sentry stand-in. */
describe.runIf(postgres)('error reporting of the server process', () => {
  let sentry: Awaited<ReturnType<typeof startSentryStandIn>>;
  let server: RunningServer;
  let base = '';
  let metricsPort = 0;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    sentry = await startSentryStandIn();
    const opened = await (postgres as NonNullable<typeof postgres>).open();
    drop = opened.drop;
    // Search breaks in the database, with the words searched for in the error's message.
    await opened.database.db.execute(sql`create or replace function search_normalize(value text) returns text
      language plpgsql immutable as $$ begin raise exception 'search is broken for %', value; end $$`);
    await opened.database.close();
    metricsPort = await freePort();
    server = spawnServer({
      METRICS_PORT: String(metricsPort),
      DATABASE_URL: opened.url ?? '',
      SEED_DEMO_DATA: 'false',
      SENTRY_DSN: sentry.dsn,
      SENTRY_ENVIRONMENT: 'staging',
      APP_VERSION: '9.8.7',
      BUILD_ID: 'b42',
    });
    base = `http://127.0.0.1:${await server.ready}`;
  });
  afterAll(async () => {
    await stopSpawnedServers();
    await sentry.close();
    await drop();
  });

  it('reports an error thrown in an API route with the release, the request id and no personal data', async () => {
    const response = await fetch(
      `${base}/api/v1/search?q=${encodeURIComponent(SECRETS.email)}&token=${SECRETS.token}`,
      {
        headers: {
          Cookie: `better-auth.session_token=${SECRETS.cookie}`,
          Authorization: `Bearer ${SECRETS.bearer}`,
        },
      },
    );
    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    // The API's internal route name is never sent.
    expect(response.headers.get('x-kalendo-route')).toBeNull();

    await sentry.waitFor((items) => items.some((item) => item.type === 'event'));
    const [event] = sentry.ofType('event');
    expect(event?.payload).toMatchObject({
      release: 'kalendo@9.8.7+b42',
      environment: 'staging',
      tags: { request_id: requestId, route: 'GET /search' },
    });
    expect(event?.raw).toContain('search is broken for');
    for (const secret of Object.values(SECRETS)) expect(event?.raw).not.toContain(secret);
    expect(event?.raw).not.toContain('ana.petrova');
  });

  it('reports a page whose API call fails once: the API’s report, not React Router’s handleError again', async () => {
    const page = await fetch(`${base}/en/search?q=nails`);
    expect(page.status).toBe(500);
    const requestId = page.headers.get('x-request-id');
    const ofThePage = () =>
      sentry
        .ofType('event')
        .filter((event) => (event.payload.tags as { request_id?: string })?.request_id === requestId);
    await sentry.waitFor(() => ofThePage().length > 0);
    // Both reports would leave within the request; a moment more for a second one to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ofThePage()).toHaveLength(1);
    expect(ofThePage()[0]?.payload).toMatchObject({ tags: { route: 'GET /search' } });
  });

  it('hands the browser its DSN and release in the page, and allows the DSN’s origin in the page’s CSP', async () => {
    const page = await fetch(`${base}/en/home`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(
      new RegExp(`connect-src [^;]*${sentry.origin}`),
    );
    const html = await page.text();
    expect(html).toContain(sentry.dsn);
    expect(html).toContain('kalendo@9.8.7+b42');
    // The SDK itself is not among the page's scripts: it is fetched after hydration.
    expect(html).not.toMatch(/<script[^>]+src="[^"]*sentry/i);
  });

  it('serves /metrics on its own port only, with the failed request under its route pattern', async () => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const requests = parsePrometheusText(text).get('kalendo_http_request_duration_seconds');
    const count = 'kalendo_http_request_duration_seconds_count';
    expect(sampleValue(requests, { method: 'GET', route: '/api/v1/search', status: '500' }, count)).toBe(1);
    const onThePublicPort = await fetch(`${base}/metrics`);
    expect(onThePublicPort.status).toBe(404);
    expect(await onThePublicPort.text()).not.toContain('kalendo_http_request_duration_seconds');
  });

  it('samples about one trace in ten (SPEC §9), each with its request id and no token', async () => {
    const before = sentry.ofType('transaction').length;
    const requests = 1000;
    for (let i = 0; i < requests; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          const answer = await fetch(`${base}/api/v1/categories?token=${SECRETS.token}`);
          await answer.arrayBuffer();
        }),
      );
    }
    // Transactions leave when their request ends; give the last ones a moment.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // Requests' transactions only: a statement of the job queue, outside any request, is a root of its own.
    const transactions = sentry
      .ofType('transaction')
      .slice(before)
      .filter((transaction) => /^[A-Z]+ \//.test(String(transaction.payload.transaction)));
    const ratio = transactions.length / requests;
    console.info(`sampled ${transactions.length} of ${requests} requests (${(ratio * 100).toFixed(1)} %)`);
    expect(ratio).toBeGreaterThanOrEqual(0.05);
    expect(ratio).toBeLessThanOrEqual(0.15);
    for (const transaction of transactions) {
      expect(transaction.payload).toMatchObject({
        release: 'kalendo@9.8.7+b42',
        transaction: 'GET /api/v1/categories',
        tags: { request_id: expect.any(String) },
      });
      expect(transaction.raw).not.toContain(SECRETS.token);
    }
  });
});
