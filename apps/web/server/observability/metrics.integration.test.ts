import { createJobQueue, type Database } from '@kalendo/db';
import { addBookableStaff, insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../testing/create-test-server.ts';
import { cookiesOf, formPost, signUpAndSignIn, TEST_ORIGIN } from '../testing/form-requests.ts';
import { pinnedClock } from '../testing/pinned-clock.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { parsePrometheusText, sampleValue } from './testing/parse-prometheus-text.ts';

/** The server's today: a Tuesday in Sofia. */
const clock = pinnedClock('2026-03-10T09:00', 'Europe/Sofia');
/** The Monday after (the test staff work Mondays 09:00–17:00, Sofia time). */
const monday = '2026-03-16';

/** `/metrics` as Prometheus reads it. */
async function scrape(metrics: Metrics) {
  return parsePrometheusText(await metrics.registry.metrics());
}

describe.each(await testDatabaseTargets())('Prometheus metrics on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let metrics: Metrics;
  let queue: PgBoss;
  let serviceId = '';
  let maria = '';
  const slots: string[] = [];

  const api = (path: string, cookie: string, init: RequestInit = {}) =>
    app.request(`/api/v1${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie, ...init.headers },
    });
  const book = (cookie: string, start: string, key: string) =>
    api('/bookings', cookie, {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
      body: JSON.stringify({ items: [{ locationSlug: 'lotus-center', serviceId, staffId: maria, start }] }),
    });
  const signUp = async (email: string) =>
    cookiesOf(
      await signUpAndSignIn(app, {
        firstName: 'Ana',
        lastName: 'Petrova',
        email,
        password: 'a-long-password-2026',
      }),
    );

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    const added = await addBookableStaff(database.db, ['Мария Иванова'], {
      startsAt: '09:00',
      endsAt: '17:00',
    });
    serviceId = added.serviceId;
    maria = added.staffIds[0] ?? '';
    metrics = createMetrics({ database });
    app = await createTestServer(database, { metrics, clock });
    const free = (await (
      await app.request(
        `/api/v1/locations/lotus-center/availability?service=${serviceId}&staff=${maria}&from=${monday}&to=${monday}`,
      )
    ).json()) as { slots: Array<{ start: string }> };
    slots.push(...free.slots.map((slot) => slot.start));
    expect(slots.length).toBeGreaterThan(2);
    // The job queue (ADR 020): one job due in a queue no worker takes, one scheduled for later.
    queue = createJobQueue(database.queueConnection ?? { kind: 'postgres', url: '' });
    await queue.start();
    await queue.createQueue('metrics-test-idle');
    await queue.send('metrics-test-idle', { n: 1 });
    await queue.send('metrics-test-idle', { n: 2 }, { startAfter: 3600 });
  });
  afterAll(async () => {
    await queue.stop({ graceful: false, close: true });
    await drop();
  });

  it('counts checkouts by outcome (a failing web checkout as an error) and requests by route pattern', async () => {
    const ana = await signUp('ana@example.com');
    const other = await signUp('other@example.com');
    expect((await book(other, slots[0] ?? '', 'metrics-0001')).status).toBe(201);
    expect((await book(ana, slots[0] ?? '', 'metrics-0002')).status).toBe(409);

    // A web checkout whose booking fails in the database: the page's action calls the API in process.
    const page = `/en/location/lotus-center/book?service=${serviceId}`;
    const added = await app.request(
      page,
      formPost({ intent: 'add', service: serviceId, staff: maria, start: slots.at(-1) ?? '' }, ana),
    );
    expect(added.status).toBe(200);
    await database.db.execute(sql`create function metrics_test_refuse() returns trigger language plpgsql as
      $$ begin raise exception 'the appointments table refuses writes'; end $$`);
    await database.db.execute(sql`create trigger metrics_test_refuse before insert on appointments
      for each row execute function metrics_test_refuse()`);
    try {
      const checkout = await app.request(
        '/en/basket',
        formPost({ intent: 'checkout', key: 'metrics-web-0001' }, ana),
      );
      expect(checkout.status).not.toBe(303);
    } finally {
      await database.db.execute(sql`drop trigger metrics_test_refuse on appointments`);
    }
    expect((await app.request(`/api/v1/search?q=lotus`)).status).toBe(200);

    const families = await scrape(metrics);
    const checkouts = families.get('kalendo_checkouts_total');
    expect(checkouts?.type).toBe('counter');
    expect(sampleValue(checkouts, { outcome: 'ok' })).toBe(1);
    expect(sampleValue(checkouts, { outcome: 'conflict' })).toBe(1);
    expect(sampleValue(checkouts, { outcome: 'error' })).toBe(1);

    const requests = families.get('kalendo_http_request_duration_seconds');
    expect(requests?.type).toBe('histogram');
    const routes = new Set(requests?.samples.map((sample) => sample.labels.route));
    expect(routes).toContain('/api/v1/locations/:slug/availability');
    expect(routes).toContain('/api/v1/bookings');
    expect(routes).toContain('/:locale/basket');
    expect(routes).toContain('/:locale/location');
    // Route patterns, never the raw paths.
    expect([...routes].some((route) => route?.includes('lotus-center'))).toBe(false);
    const count = `${requests?.name}_count`;
    expect(sampleValue(requests, { route: '/api/v1/bookings', status: '409' }, count)).toBe(1);

    const availability = families.get('kalendo_availability_duration_seconds');
    expect(sampleValue(availability, {}, 'kalendo_availability_duration_seconds_count')).toBeGreaterThan(0);
    const search = families.get('kalendo_search_duration_seconds');
    expect(sampleValue(search, {}, 'kalendo_search_duration_seconds_count')).toBe(1);
    const depth = families.get('kalendo_job_queue_depth');
    expect(sampleValue(depth, { queue: 'metrics-test-idle', state: 'ready' })).toBe(1);
    expect(sampleValue(depth, { queue: 'metrics-test-idle', state: 'deferred' })).toBe(1);
    expect(
      sampleValue(families.get('kalendo_job_queue_lag_seconds'), { queue: 'metrics-test-idle' }),
    ).toBeGreaterThanOrEqual(0);
    expect(families.get('kalendo_delivery_failures_total')?.samples).toHaveLength(3);
    expect(families.has('kalendo_db_queries_in_flight')).toBe(true);
    // Node's own, from prom-client's defaults.
    expect(families.has('nodejs_eventloop_lag_seconds')).toBe(true);
    expect(families.has('nodejs_heap_size_used_bytes')).toBe(true);
  });
});
