import { cpuPerBooking, profileCheckouts } from './lib/checkout-profile.ts';
import {
  addEveryDayStaff,
  type CheckoutItem,
  collisionFreeBaskets,
  postCheckout,
  signUpMany,
} from './lib/checkout-workload.ts';
import { type BenchRow, report } from './lib/report.ts';
import { onScratchMarketplace } from './lib/scratch-postgres.ts';
import { type App, startApiServer } from './lib/spawn-app.ts';
import { percentile, roundMs } from './lib/timings.ts';

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CHECKOUT_CONCURRENCY ?? 24);
/** PostgreSQL connections of each API process. */
const POOL_SIZE = Number(process.env.BENCH_CHECKOUT_POOL_SIZE ?? 10);
const WARM_UP = 200;
const PROFILE_RUNS = 50;
const USERS = 32;
const STAFF = 10;
const PORTS = [3630, 3631];
/** Issue: at least 300 non-conflicting bookings a second on the 2-core machine. */
const MIN_BOOKINGS_PER_SECOND = 300;

/** Sends every basket with CONCURRENCY requests in flight, alternating the servers; times each one. */
async function fire(servers: App[], cookies: string[], baskets: CheckoutItem[][], phase: string) {
  const times: number[] = [];
  const failures = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < baskets.length; i = next++) {
      const base = `http://127.0.0.1:${servers[i % servers.length]?.port}`;
      const started = performance.now();
      const response = await postCheckout(
        base,
        cookies[i % cookies.length] ?? '',
        `${phase}-${i}-key`,
        baskets[i] ?? [],
      );
      const body = await response.text();
      times.push(performance.now() - started);
      if (response.status !== 201) {
        const reason = `${response.status} ${body.slice(0, 120)}`;
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { times: times.sort((a, b) => a - b), failures };
}

const failedCount = (failures: Map<string, number>) => [...failures.values()].reduce((sum, n) => sum + n, 0);

/**
 * Non-conflicting checkout throughput on PostgreSQL through 2 API processes over HTTP, with latency
 * percentiles, CPU per booking and, one at a time in-process, SQL statements per checkout.
 */
export async function benchCheckout(): Promise<boolean> {
  return onScratchMarketplace('checkout', async ({ url, database, servers }) => {
    const { serviceId, staffIds } = await addEveryDayStaff(database.db, STAFF, {
      startsAt: '08:00',
      endsAt: '20:00',
    });
    const firstDay = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const place = { serviceId, staffIds, firstDay };
    const cookies = await signUpMany(database, USERS);
    for (const port of PORTS)
      servers.push(await startApiServer({ DATABASE_URL: url, PORT: port, DATABASE_POOL_SIZE: POOL_SIZE }));

    await fire(servers, cookies, collisionFreeBaskets(WARM_UP, place), 'warm-up');
    const baskets = collisionFreeBaskets(CHECKOUTS, place, WARM_UP);
    let result = { times: [] as number[], failures: new Map<string, number>() };
    let seconds = 0;
    const cpu = await cpuPerBooking(
      database.db,
      servers.map((server) => server.child.pid ?? 0),
      async () => {
        const started = performance.now();
        result = await fire(servers, cookies, baskets, 'measured');
        seconds = (performance.now() - started) / 1000;
      },
      () => CHECKOUTS - failedCount(result.failures),
    );
    for (const [reason, count] of result.failures) console.warn(`checkout failed ${count}×: ${reason}`);
    const failed = failedCount(result.failures);
    const { times } = result;
    const rows: BenchRow[] = [
      {
        name: `HTTP, 2 processes, ${CONCURRENCY} in flight: bookings/s (${CHECKOUTS} checkouts)`,
        value: Math.round((CHECKOUTS - failed) / seconds),
        unit: 'bookings/s',
        atLeast: MIN_BOOKINGS_PER_SECOND,
      },
      { name: 'HTTP: checkout p50', value: roundMs(percentile(times, 50)), unit: 'ms' },
      { name: 'HTTP: checkout p95', value: roundMs(percentile(times, 95)), unit: 'ms' },
      { name: 'HTTP: checkout p99', value: roundMs(percentile(times, 99)), unit: 'ms' },
      { name: 'HTTP: failed checkouts', value: failed, unit: '', budget: 0 },
      ...cpu,
    ];
    await Promise.all(servers.map((server) => server.stop()));
    const profileBaskets = collisionFreeBaskets(PROFILE_RUNS, place, WARM_UP + CHECKOUTS);
    rows.push(...(await profileCheckouts(url, cookies[0] ?? '', profileBaskets.flat())));
    return report('checkout', rows);
  });
}

if (import.meta.main) await benchCheckout();
