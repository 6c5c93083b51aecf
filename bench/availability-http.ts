import { createDb, runMigrations, schema } from '@kalendo/db';
import { insertAppointment, insertSampleMarketplace } from '@kalendo/db/testing';
import { addEveryDayStaff } from './lib/checkout-workload.ts';
import { type BenchRow, report } from './lib/report.ts';
import { createScratchPostgres } from './lib/scratch-postgres.ts';
import { type App, startApiServer } from './lib/spawn-app.ts';
import { percentile, roundMs, timeRuns } from './lib/timings.ts';

const RUNS = Number(process.env.BENCH_AVAILABILITY_RUNS ?? 300);
const WARM_UP = 30;
const STAFF = 5;
const DAYS = 14;
/** Appointments a staff member already has each day (UTC hours: inside the Sofia working day all year). */
const BOOKED_HOURS = [8, 9, 13, 15];
const PORT = 3650;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** DESIGN.md §5: availability over HTTP, p95 ≤ 25 ms. */
const BUDGET_P95_MS = 25;

const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * A place as a customer sees it: 5 staff working 09:00–19:00 every day with a lunch break, four
 * appointments each per day, a 45-minute service; two weeks of free times for "any staff" and for one.
 */
async function fillPlace(url: string) {
  const database = await createDb({ databaseUrl: url });
  try {
    await runMigrations(database.db);
    await insertSampleMarketplace(database.db);
    const { db } = database;
    const { location, serviceId, staffIds } = await addEveryDayStaff(db, STAFF, {
      startsAt: '09:00',
      endsAt: '19:00',
    });
    await db
      .insert(schema.staffBreaks)
      .values(
        staffIds.flatMap((staffId) =>
          [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ staffId, weekday, startsAt: '13:00', endsAt: '14:00' })),
        ),
      );
    for (let offset = 1; offset <= DAYS; offset++) {
      const midnight = Date.parse(`${day(offset)}T00:00:00Z`);
      for (const [index, staffId] of staffIds.entries()) {
        for (const hour of BOOKED_HOURS) {
          // Every other staff member half an hour later, so "any staff" has more free starts than one.
          const start = new Date(midnight + (hour + (index % 2) / 2) * HOUR_MS);
          const end = new Date(start.getTime() + HOUR_MS);
          await insertAppointment(db, { location, serviceId, staffId, start, end });
        }
      }
    }
    return { serviceId, staffId: staffIds[0] ?? '' };
  } finally {
    await database.close();
  }
}

async function measure(app: App, name: string, query: URLSearchParams): Promise<BenchRow[]> {
  const url = `http://127.0.0.1:${app.port}/api/v1/locations/lotus-center/availability?${query}`;
  let slots = 0;
  const get = async () => {
    const response = await fetch(url);
    if (response.status !== 200) throw new Error(`availability answered ${response.status}`);
    slots = ((await response.json()) as { slots?: unknown[] }).slots?.length ?? 0;
  };
  await timeRuns(WARM_UP, get);
  const times = await timeRuns(RUNS, get);
  return [
    { name: `${name}: p50`, value: roundMs(percentile(times, 50)), unit: 'ms' },
    {
      name: `${name}: p95 (${RUNS} runs)`,
      value: roundMs(percentile(times, 95)),
      unit: 'ms',
      budget: BUDGET_P95_MS,
    },
    { name: `${name}: p99`, value: roundMs(percentile(times, 99)), unit: 'ms' },
    { name: `${name}: free starts returned`, value: slots, unit: '' },
  ];
}

/** `GET /api/v1/locations/{slug}/availability` over HTTP on PostgreSQL, one request at a time. */
export async function benchAvailabilityHttp(): Promise<boolean> {
  const scratch = await createScratchPostgres();
  if (!scratch) {
    console.warn('PostgreSQL does not answer: the availability HTTP benchmark was skipped.');
    return true;
  }
  let app: App | undefined;
  try {
    const { serviceId, staffId } = await fillPlace(scratch.url);
    app = await startApiServer({ DATABASE_URL: scratch.url, PORT });
    const range = { service: serviceId, from: day(1), to: day(DAYS) };
    const any = await measure(app, `${STAFF} staff, 'any', ${DAYS} days`, new URLSearchParams({ ...range }));
    const one = await measure(
      app,
      `one staff member, ${DAYS} days`,
      new URLSearchParams({ ...range, staff: staffId }),
    );
    return report('availability-http', [...any, ...one]);
  } finally {
    await app?.kill();
    await scratch.drop();
  }
}

if (import.meta.main) await benchAvailabilityHttp();
