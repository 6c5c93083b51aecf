import { readFileSync } from 'node:fs';
import { createTestApi } from '@kalendo/api/testing';
import { createAvailabilitySource, type Database, type Db, resultRows, schema } from '@kalendo/db';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { CheckoutItem } from './checkout-workload.ts';
import type { BenchRow } from './report.ts';
import { percentile, roundMs, timeRuns } from './timings.ts';

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, from /proc (0 when it is gone). */
function cpuSecondsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Process ids of the PostgreSQL backends serving `database` (the API processes' pooled connections). */
async function backendPids(db: Db): Promise<number[]> {
  const rows = resultRows<{ pid: number }>(
    await db.execute(
      sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    ),
  );
  return rows.map((row) => Number(row.pid));
}

/**
 * CPU spent by the API processes, their PostgreSQL backends and this load-generating process while `work`
 * runs, in milliseconds per booking. The pools open connections as the load arrives: a backend that is there
 * after `work` but was not before started during it, from zero CPU.
 * Other work on the machine is not counted, but it competes for the same cores (see the load average).
 */
export async function cpuPerBooking(
  db: Db,
  serverPids: number[],
  work: () => Promise<void>,
  bookings: () => number,
): Promise<BenchRow[]> {
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuSecondsOf(pid), 0);
  const backendsBefore = new Map((await backendPids(db)).map((pid) => [pid, cpuSecondsOf(pid)]));
  const before = { servers: sum(serverPids), client: process.cpuUsage() };
  await work();
  const client = process.cpuUsage(before.client);
  const backends = await backendPids(db);
  const postgresSeconds = backends.reduce(
    (total, pid) => total + cpuSecondsOf(pid) - (backendsBefore.get(pid) ?? 0),
    0,
  );
  const perBooking = (seconds: number) => roundMs((seconds * 1000) / Math.max(1, bookings()));
  return [
    {
      name: 'CPU per booking: 2 API processes',
      value: perBooking(sum(serverPids) - before.servers),
      unit: 'ms',
    },
    {
      name: `CPU per booking: their ${backends.length} PostgreSQL backends`,
      value: perBooking(postgresSeconds),
      unit: 'ms',
    },
    {
      name: 'CPU per booking: load generator',
      value: perBooking((client.user + client.system) / 1e6),
      unit: 'ms',
    },
  ];
}

/**
 * One checkout at a time in this process, through the API on a client that counts the statements it
 * sends: SQL statements and latency of a checkout without contention, and of the availability load alone.
 */
export async function profileCheckouts(
  url: string,
  cookie: string,
  items: CheckoutItem[],
): Promise<BenchRow[]> {
  let statements = 0;
  const client = postgres(url, { max: 4, onnotice: () => {}, debug: () => statements++ });
  const db = drizzle(client, { schema }) as unknown as Db;
  const database: Database = {
    kind: 'postgres',
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    dropConnections: () => {},
    close: () => client.end({ timeout: 5 }),
  };
  try {
    const api = createTestApi(database);
    const availability = createAvailabilitySource(db);
    const checkout = (item: CheckoutItem, i: number) =>
      api.request('http://localhost/bookings', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: 'http://localhost',
          Cookie: cookie,
          'Idempotency-Key': `profile-${i}-${item.start}`,
        },
        body: JSON.stringify({ items: [item] }),
      });
    await checkout(items[0] as CheckoutItem, 0);
    statements = 0;
    const checkouts = await timeRuns(items.length - 1, async (i) => {
      const response = await checkout(items[i + 1] as CheckoutItem, i + 1);
      if (response.status !== 201) throw new Error(`profile checkout answered ${response.status}`);
    });
    const perCheckout = statements / checkouts.length;
    statements = 0;
    const loads = await timeRuns(items.length, (i) => {
      const item = items[i] as CheckoutItem;
      const day = item.start.slice(0, 10);
      return availability.load({ ...item, from: day, to: day });
    });
    return [
      {
        name: 'in-process, one at a time: checkout p50',
        value: roundMs(percentile(checkouts, 50)),
        unit: 'ms',
      },
      { name: 'in-process: SQL statements per 1-item checkout', value: roundMs(perCheckout), unit: '' },
      { name: 'in-process: availability load p50', value: roundMs(percentile(loads, 50)), unit: 'ms' },
      {
        name: 'in-process: SQL statements per availability load',
        value: statements / loads.length,
        unit: '',
      },
    ];
  } finally {
    await database.close();
  }
}
