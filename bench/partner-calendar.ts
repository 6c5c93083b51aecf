import { createDb, runMigrations, schema } from '@kalendo/db';
import { insertSampleMarketplace } from '@kalendo/db/testing';
import { eq, sql } from 'drizzle-orm';
import { addEveryDayStaff, signUpMany } from './lib/checkout-workload.ts';
import { type BenchRow, report } from './lib/report.ts';
import { createScratchPostgres } from './lib/scratch-postgres.ts';
import { type App, startApiServer } from './lib/spawn-app.ts';
import { percentile, roundMs, timeRuns } from './lib/timings.ts';

const RUNS = Number(process.env.BENCH_PARTNER_CALENDAR_RUNS ?? 300);
const WARM_UP = 30;
const STAFF = 20;
/** Appointments in the week the view shows; as many again in each of the weeks around it. */
const APPOINTMENTS = 2000;
const OTHER_WEEKS = [-2, -1, 1, 2];
const PORT = Number(process.env.BENCH_PARTNER_CALENDAR_PORT ?? 3520);
const DAY_MS = 86_400_000;
/** Issue 22: the partner calendar's week view, p95 ≤ 50 ms on PostgreSQL. */
const BUDGET_P95_MS = 50;

/**
 * A busy place: 20 staff members working 08:00–20:00 every day, 2,000 appointments of 45 minutes in the
 * week shown (100 per staff member, on the hour from 08:00 UTC) and as many in each of four weeks around it.
 */
async function fillPlace(url: string, weekStart: Date) {
  const database = await createDb({ databaseUrl: url });
  try {
    await runMigrations(database.db);
    await insertSampleMarketplace(database.db);
    const { db } = database;
    const [{ count = 0 } = {}] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.staff)
      .innerJoin(schema.locations, eq(schema.locations.id, schema.staff.locationId))
      .where(eq(schema.locations.slug, 'lotus-center'));
    const { location, serviceId, staffIds } = await addEveryDayStaff(db, STAFF - count, {
      startsAt: '08:00',
      endsAt: '20:00',
    });
    const [booking] = await db
      .insert(schema.bookings)
      .values({ idempotencyKey: 'partner-calendar-bench', requestHash: 'bench' })
      .returning({ id: schema.bookings.id });
    for (const week of [0, ...OTHER_WEEKS]) {
      const first = new Date(weekStart.getTime() + week * 7 * DAY_MS).toISOString();
      // Appointment n: staff member n mod 20, day (n div 20) mod 7, hour 8 + (n div 140).
      await db.execute(sql`
        insert into appointments (booking_id, business_id, location_id, service_id, staff_id, status,
          starts_at, ends_at, busy_starts_at, busy_ends_at, price_minor, currency, duration_minutes,
          client_name, client_phone)
        select ${booking?.id}::uuid, ${location.businessId}::uuid, ${location.id}::uuid, ${serviceId}::uuid,
          s.id, 'booked', t.starts_at, t.starts_at + interval '45 minutes', t.starts_at,
          t.starts_at + interval '45 minutes', 3000, 'EUR', 45, 'Client ' || n, '+359 888 000 000'
        from generate_series(0, ${APPOINTMENTS - 1}) as n
        join (select id, row_number() over (order by id) - 1 as k from staff
              where location_id = ${location.id}::uuid) s on s.k = n % ${STAFF}
        cross join lateral (select ${first}::timestamptz + ((n / ${STAFF}) % 7) * interval '1 day'
          + (8 + n / ${STAFF * 7}) * interval '1 hour' as starts_at) t`);
    }
    // The owner of the business, signed in.
    const [cookie = ''] = await signUpMany(database, 1, 'calendar-owner');
    const [owner] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, 'calendar-owner0@example.com'));
    await db
      .insert(schema.businessMembers)
      .values({ businessId: location.businessId, userId: owner?.id ?? '', role: 'owner' });
    await db.execute(sql`vacuum (analyze)`);
    return { businessId: location.businessId, placeId: location.id, staffId: staffIds[0] ?? '', cookie };
  } finally {
    await database.close();
  }
}

/** Milliseconds of `runs` GETs of `url` one after another (ascending), after a warm-up; checks each answer. */
async function timeGets(url: string, headers: Record<string, string>, check: (body: unknown) => void) {
  const get = async () => {
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    check(await response.json());
  };
  await timeRuns(WARM_UP, get);
  return timeRuns(RUNS, get);
}

/**
 * `npm run bench:partner-calendar`: the partner calendar's week view of a place with 20 staff and 2,000
 * appointments, over HTTP on PostgreSQL, one request at a time as an owner signed in; the health route of
 * the same process measured the same way is the machine's reference.
 */
export async function benchPartnerCalendar(): Promise<boolean> {
  const scratch = await createScratchPostgres();
  if (!scratch) {
    console.warn('PostgreSQL does not answer: the partner calendar benchmark was skipped.');
    return true;
  }
  let app: App | undefined;
  try {
    const weekStart = new Date(`${new Date(Date.now() + 7 * DAY_MS).toISOString().slice(0, 10)}T00:00:00Z`);
    const place = await fillPlace(scratch.url, weekStart);
    app = await startApiServer({ DATABASE_URL: scratch.url, PORT });
    const origin = `http://127.0.0.1:${app.port}`;
    const { cookie } = place;

    const query = new URLSearchParams({
      placeId: place.placeId,
      from: weekStart.toISOString(),
      to: new Date(weekStart.getTime() + 7 * DAY_MS).toISOString(),
    });
    let shown = 0;
    let bytes = 0;
    const cpuBefore = app.cpuMs();
    const week = await timeGets(
      `${origin}/api/v1/partner/businesses/${place.businessId}/calendar?${query}`,
      { Cookie: cookie },
      (body) => {
        shown = (body as { appointments: unknown[] }).appointments.length;
        bytes = JSON.stringify(body).length;
      },
    );
    // The API process's CPU time per week view: a cost the machine's load hardly moves (the database's is apart).
    const cpuPerView = (app.cpuMs() - cpuBefore) / (RUNS + WARM_UP);
    if (shown !== APPOINTMENTS)
      throw new Error(`the week view showed ${shown} appointments, not ${APPOINTMENTS}`);
    // One staff member's column of the same week (a staff-role member's view): how the read scales.
    const column = await timeGets(
      `${origin}/api/v1/partner/businesses/${place.businessId}/calendar?${query}&staffId=${place.staffId}`,
      { Cookie: cookie },
      () => {},
    );
    const health = await timeGets(`${origin}/api/v1/health`, {}, () => {});
    const p95 = percentile(week, 95);
    const rows: BenchRow[] = [
      {
        name: `week view, ${STAFF} staff, ${APPOINTMENTS} appointments: p50`,
        value: roundMs(percentile(week, 50)),
        unit: 'ms',
      },
      {
        name: `week view: p95 (${RUNS} runs)`,
        value: roundMs(p95),
        unit: 'ms',
        budget: BUDGET_P95_MS,
      },
      { name: 'week view: p99', value: roundMs(percentile(week, 99)), unit: 'ms' },
      { name: 'week view: API process CPU per request', value: roundMs(cpuPerView), unit: 'ms' },
      { name: 'week view: answer size', value: Math.round(bytes / 1024), unit: 'KiB' },
      {
        name: `one staff member's column (${APPOINTMENTS / STAFF} appointments): p95`,
        value: roundMs(percentile(column, 95)),
        unit: 'ms',
      },
      {
        name: 'health route, same process: p95 (reference)',
        value: roundMs(percentile(health, 95)),
        unit: 'ms',
      },
      {
        name: 'week view p95 ÷ health route p95',
        value: Math.round((p95 / percentile(health, 95)) * 10) / 10,
        unit: '×',
      },
    ];
    return report('partner-calendar', rows);
  } finally {
    await app?.kill();
    await scratch.drop();
  }
}

if (import.meta.main) await benchPartnerCalendar();
