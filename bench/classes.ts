import { createClassTimetable } from '@kalendo/db';
import { insertClass } from '@kalendo/db/testing';
import { listClassTimetable, type TimetableInput } from '@kalendo/domain';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { cpuPerBooking } from './lib/checkout-profile.ts';
import { signUpMany } from './lib/checkout-workload.ts';
import { type BenchRow, report } from './lib/report.ts';
import { onScratchMarketplace } from './lib/scratch-postgres.ts';
import { type App, startApiServer } from './lib/spawn-app.ts';
import { percentile, roundMs } from './lib/timings.ts';

const SESSIONS = Number(process.env.BENCH_CLASS_SESSIONS ?? 100_000);
const RUNS = Number(process.env.BENCH_CLASS_RUNS ?? 300);
const CHUNK = 10_000;
const WARM_UP = 30;
/** Bookings of different users in different sessions: none waits for another's lock. */
const USERS = 40;
const BOOKINGS = Number(process.env.BENCH_CLASS_BOOKINGS ?? 2000);
const CONCURRENCY = 24;
const PORTS = [3640, 3641];
/** Issue 15: the timetable query p95 with 100k sessions, and bookings a second on 2 processes. */
const TIMETABLE_P95_MS = 30;
const MIN_BOOKINGS_PER_SECOND = 300;

/** The filters a visitor uses, in turn: none, a place, a day, a time of day, free only, a level. */
function timetableQueries(): TimetableInput[] {
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  return [
    {},
    { locationSlug: 'lotus-center' },
    { date: day },
    { timeOfDay: 'evening' },
    { freeOnly: true },
    { level: 'beginner' },
    { citySlug: 'sofia', timeOfDay: 'morning' },
  ];
}

/** One autocannon instance per API process, CONCURRENCY connections in all, `total` requests between them. */
async function load(
  servers: App[],
  total: number,
  request: (
    index: number,
    base: string,
  ) => { path: string; method?: 'POST'; headers?: Record<string, string>; body?: string },
) {
  let next = 0;
  const perServer = Math.ceil(total / servers.length);
  const started = performance.now();
  const results = await Promise.all(
    servers.map((server) => {
      const base = `http://127.0.0.1:${server.port}`;
      return autocannon({
        url: base,
        connections: CONCURRENCY / servers.length,
        amount: perServer,
        requests: [{ setupRequest: (req) => ({ ...req, ...request(next++, base) }) }],
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const statuses = new Map<string, number>();
  for (const result of results)
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
      statuses.set(code, (statuses.get(code) ?? 0) + (count ?? 0));
  const errors = results.reduce((sum, result) => sum + result.errors + result.timeouts, 0);
  if (errors > 0) statuses.set('connection errors', errors);
  return { seconds, statuses };
}

/** The same load on the health route of the same processes (the API's middleware, no booking): the reference of this machine now. */
async function bareRoute(servers: App[]) {
  const { seconds, statuses } = await load(servers, BOOKINGS, () => ({ path: '/api/v1/health' }));
  return (statuses.get('200') ?? 0) / seconds;
}

/** Sends every booking with CONCURRENCY in flight, half to each API process. */
async function book(servers: App[], cookies: string[], sessionIds: string[]) {
  // Booking i is user i div sessions in session i mod sessions: every pair once, and the bookings in
  // flight together are in different sessions (non-conflicting: none waits for another's row lock).
  const { seconds, statuses } = await load(servers, BOOKINGS, (i, base) => ({
    path: '/api/v1/me/class-bookings',
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: base,
      Cookie: cookies[Math.floor(i / sessionIds.length)] ?? '',
    },
    body: JSON.stringify({ sessionId: sessionIds[i % sessionIds.length] }),
  }));
  const booked = statuses.get('201') ?? 0;
  statuses.delete('201');
  return { seconds, booked, failures: statuses };
}

/**
 * `npm run bench:classes`: the class timetable over 100,000 sessions on PostgreSQL (each filter in turn,
 * p95), and non-conflicting class bookings through two API processes (bookings a second).
 */
export async function benchClasses(): Promise<boolean> {
  return onScratchMarketplace('classes', async ({ url, database, servers }) => {
    const { db } = database;
    const classIds: string[] = [];
    for (const name of ['Vinyasa', 'Pilates', 'HIIT', 'Salsa', 'Barre'])
      classIds.push((await insertClass(db, 'lotus-center', { name })).classId);
    await db.execute(sql`update classes set level = 'beginner' where name in ('Pilates', 'Barre')`);
    // Sessions every few minutes over 90 days, a fifth of them full: as many as the timetable's budget names.
    // In chunks: each statement stays well inside the connection's statement timeout on a busy machine.
    for (let first = 1; first <= SESSIONS; first += CHUNK)
      await db.execute(sql`
        insert into class_sessions (class_id, location_id, starts_at, ends_at, capacity, booked_count)
        select c.id, c.location_id, t.starts_at, t.starts_at + interval '1 hour', 60,
               case when n % 5 = 0 then 60 else 0 end
        from generate_series(${first}::int, ${Math.min(first + CHUNK - 1, SESSIONS)}::int) as n
        cross join lateral (select now() + n * interval '90 days' / ${SESSIONS} as starts_at) t
        join (select id, location_id, row_number() over (order by id) - 1 as k from classes) c
          on c.k = n % ${classIds.length}`);
    await db.execute(sql`vacuum (analyze)`);
    const timetable = createClassTimetable(db);
    const queries = timetableQueries();
    const now = () => new Date();
    for (let i = 0; i < WARM_UP; i++)
      await listClassTimetable({ timetable, now }, queries[i % queries.length] ?? {});
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await listClassTimetable({ timetable, now }, queries[i % queries.length] ?? {});
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);

    for (const port of PORTS) servers.push(await startApiServer({ DATABASE_URL: url, PORT: port }));
    const cookies = await signUpMany(database, USERS, 'class-bench');
    const sessionRows = await db.execute<{ id: string }>(
      sql`select id from class_sessions where booked_count = 0 and starts_at > now() + interval '1 day' order by starts_at limit ${Math.ceil(BOOKINGS / USERS)}`,
    );
    const sessionIds = [...(sessionRows as unknown as Iterable<{ id: string }>)].map((row) => row.id);
    const reference = await bareRoute(servers);
    let run = { seconds: 0, booked: 0, failures: new Map<string, number>() };
    const cpu = await cpuPerBooking(
      db,
      servers.map((server) => server.child.pid ?? 0),
      async () => {
        run = await book(servers, cookies, sessionIds);
      },
      () => run.booked,
    );
    if (run.failures.size > 0) console.warn('class bookings refused:', Object.fromEntries(run.failures));
    const rows: BenchRow[] = [
      {
        name: `timetable over ${SESSIONS} sessions: p95 (${RUNS} runs, 7 filters)`,
        value: roundMs(percentile(times, 95)),
        unit: 'ms',
        budget: TIMETABLE_P95_MS,
      },
      { name: 'timetable: p50', value: roundMs(percentile(times, 50)), unit: 'ms' },
      {
        name: `class bookings, 2 processes, ${CONCURRENCY} in flight (${run.booked} booked)`,
        value: Math.round(run.booked / run.seconds),
        unit: 'bookings/s',
        atLeast: MIN_BOOKINGS_PER_SECOND,
      },
      {
        name: 'health route of the same processes, same load (reference)',
        value: Math.round(reference),
        unit: 'req/s',
      },
      {
        name: 'class bookings ÷ health route',
        value: Math.round((run.booked / run.seconds / reference) * 1000) / 1000,
        unit: '×',
      },
      ...cpu,
    ];
    return report('classes', rows);
  });
}

if (import.meta.main) await benchClasses();
