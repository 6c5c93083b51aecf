import {
  createDb,
  createInspirationGallery,
  type Database,
  refreshPlannerStatistics,
  resultRows,
  runMigrations,
} from '@kalendo/db';
import { generateLarge, seedDemo } from '@kalendo/demo-data';
import {
  encodeStartCursor,
  type GalleryInput,
  listInspirationFilters,
  listInspirationGallery,
} from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { type BenchRow, report } from './lib/report.ts';
import { explaining } from './lib/search-workload.ts';
import { percentile, roundMs } from './lib/timings.ts';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_LOOK_BOOK_DATABASE ?? 'kalendo_bench_look_book';
const LOOKS = Number(process.env.BENCH_LOOK_BOOK_LOOKS ?? 100_000);
/** Places the looks are spread over (the demo's places plus generated ones), ~10 looks each. */
const LOCATIONS = Number(process.env.BENCH_LOOK_BOOK_LOCATIONS ?? 10_000);
const RUNS = Number(process.env.BENCH_LOOK_BOOK_RUNS ?? 200);
const WARM_UP = 20;
const CHUNK = 10_000;
/** `KEEP_BENCH_DB=1` (for tuning): reuse the filled database when it exists and keep it afterwards. */
const KEEP_DATABASE = Boolean(process.env.KEEP_BENCH_DB);
/** `BENCH_LOOK_BOOK_EXPLAIN=1`: print EXPLAIN ANALYZE of the first query of each shape. */
const EXPLAIN = Boolean(process.env.BENCH_LOOK_BOOK_EXPLAIN);
/** Issue 16: the gallery API p95 ≤ 20 ms with 100k media on PostgreSQL (every query shape). */
const GALLERY_P95_MS = 20;
const NOW = new Date();
const RARE_CITY = 'rareville';

/** Centres of seeded cities (the generated places lie within a few kilometres), and points far from any. */
const NEAR_POINTS = [
  { lat: 42.6977, lng: 23.3219 },
  { lat: 41.0082, lng: 28.9784 },
  { lat: 52.52, lng: 13.405 },
  { lat: 48.8566, lng: 2.3522 },
  { lat: 40.6401, lng: 22.9444 },
];
const NOWHERE = [
  { lat: 35, lng: -40 },
  { lat: -60, lng: 100 },
  { lat: 0, lng: 0 },
];

/**
 * 100,000 looks of the places' own services (so every look's place offers its service type), kind mostly
 * photo with every twentieth a video, spread over a year in an order unrelated to place or service; a
 * hundredth hidden. Deterministic for a given database.
 */
async function insertLooks(database: Database) {
  const { db } = database;
  await db.execute(sql`create temporary table look_offers as
    select s.location_id, l.business_id, s.marketplace_service_id,
      (row_number() over (order by s.id) - 1)::int as k
    from services s join locations l on l.id = s.location_id
    where s.marketplace_service_id is not null and s.active`);
  const [offers] = resultRows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from look_offers`),
  );
  const total = offers?.n ?? 0;
  for (let first = 1; first <= LOOKS; first += CHUNK)
    await db.execute(sql`
      insert into media (kind, business_id, location_id, marketplace_service_id, storage_key, duration_seconds,
        width, height, alt, artwork, hidden, created_at)
      select (case when n % 20 = 0 then 'video' else 'photo' end)::media_kind, o.business_id, o.location_id,
        o.marketplace_service_id, case when n % 20 = 0 then 'clips/look-1.mp4' end,
        case when n % 20 = 0 then 4 end, 800, 800 + (n % 5) * 100, 'Look ' || n,
        jsonb_build_object('palette', jsonb_build_array('#00acc1', '#7e57c2'), 'motif', 'hair'),
        n % 100 = 0, ${NOW.toISOString()}::timestamptz - ((n::bigint * 104729) % 31536000) * interval '1 second'
      from generate_series(${first}::int, ${Math.min(first + CHUNK - 1, LOOKS)}::int) as n
      join look_offers o on o.k = (n::bigint * 7919) % ${total}`);
  await db.execute(sql`drop table look_offers`);
  // A city of three places: its ~30 looks are spread over the whole gallery's order.
  await db.execute(sql`update locations set city_slug = ${RARE_CITY}, city = 'Rareville'
    where id in (select distinct location_id from media where location_id is not null order by location_id limit 3)`);
}

async function fill(database: Database) {
  const started = performance.now();
  await runMigrations(database.db);
  await seedDemo(database.db, { now: NOW });
  await generateLarge(database.db, { locations: LOCATIONS, now: NOW });
  await insertLooks(database);
  await refreshPlannerStatistics(database.db);
  await database.db.execute(sql`vacuum (analyze)`);
  return Math.round((performance.now() - started) / 1000);
}

/** Whether the kept database exists and holds the looks (it was filled to the end). */
async function reusable(admin: postgres.Sql, url: string): Promise<boolean> {
  const found = await admin`select 1 from pg_database where datname = ${DATABASE}`;
  if (found.length === 0) return false;
  const kept = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    const [row] = await kept`select count(*)::int as count from media where kind in ('photo', 'video')`;
    return (row?.count ?? 0) >= LOOKS;
  } catch {
    return false;
  } finally {
    await kept.end({ timeout: 1 });
  }
}

interface Shape {
  name: string;
  inputs: GalleryInput[];
}

const LOCALE = { locale: 'en', fallbackLocale: 'en' };

/** The gallery's query shapes, each with a few inputs taken in turn (popular and rare values). */
async function shapes(database: Database): Promise<Shape[]> {
  const { db } = database;
  const services = resultRows<{ slug: string }>(
    await db.execute(sql`
      select ms.slug from marketplace_services ms
      join media m on m.marketplace_service_id = ms.id and not m.hidden
      group by ms.slug order by count(*) desc, ms.slug`),
  ).map((row) => row.slug);
  const cities = resultRows<{ slug: string }>(
    await db.execute(sql`
      select l.city_slug as slug from locations l join media m on m.location_id = l.id and not m.hidden
      group by l.city_slug order by count(*) desc, l.city_slug`),
  ).map((row) => row.slug);
  // Cities no place with looks is in: a filter the chips never offer, yet a link may carry.
  const emptyCities = resultRows<{ slug: string }>(
    await db.execute(sql`
      select c.slug from cities c
      where not exists (select 1 from locations l join media m on m.location_id = l.id where l.city_slug = c.slug)
      order by c.slug limit 2`),
  ).map((row) => row.slug);
  emptyCities.push('atlantis');
  const spread = <T>(values: T[]) => [values[0], values[Math.floor(values.length / 2)], values.at(-1)];
  const someServices = spread(services) as string[];
  const someCities = spread(cities) as string[];
  // Cursors from deep in the gallery: the look at each of these positions, newest first.
  const cursors = resultRows<{ created_at: string | Date; id: string }>(
    await db.execute(sql`
      select created_at, id from (
        select m.created_at, m.id, row_number() over (order by m.created_at desc, m.id desc) as n from media m
        where m.kind in ('photo', 'video') and not m.hidden and m.marketplace_service_id is not null
          and m.location_id is not null) ranked
      where n in (25, 1000, 20000, 60000, 95000)`),
  ).map((row) => encodeStartCursor({ startsAt: new Date(row.created_at), id: row.id }));
  return [
    { name: 'first page', inputs: [{ ...LOCALE }] },
    { name: 'by cursor', inputs: cursors.map((cursor) => ({ ...LOCALE, cursor })) },
    { name: 'service', inputs: someServices.map((serviceSlug) => ({ ...LOCALE, serviceSlug })) },
    { name: 'city', inputs: someCities.map((citySlug) => ({ ...LOCALE, citySlug })) },
    { name: 'near', inputs: NEAR_POINTS.map((near) => ({ ...LOCALE, near })) },
    {
      name: 'service + city',
      inputs: someServices.flatMap((serviceSlug) =>
        someCities.map((citySlug) => ({ ...LOCALE, serviceSlug, citySlug })),
      ),
    },
    {
      name: 'service + city + cursor',
      inputs: someServices.flatMap((serviceSlug, i) =>
        someCities.map((citySlug, j) => ({ ...LOCALE, serviceSlug, citySlug, cursor: cursors[(i + j) % 3] })),
      ),
    },
    { name: 'city of 3 places', inputs: [{ ...LOCALE, citySlug: RARE_CITY }] },
    {
      name: 'service + city of 3 places',
      inputs: someServices.map((serviceSlug) => ({ ...LOCALE, serviceSlug, citySlug: RARE_CITY })),
    },
    { name: 'city without looks', inputs: emptyCities.map((citySlug) => ({ ...LOCALE, citySlug })) },
    { name: 'near nowhere', inputs: NOWHERE.map((near) => ({ ...LOCALE, near })) },
    {
      name: 'service + near nowhere',
      inputs: someServices.map((serviceSlug, i) => ({
        ...LOCALE,
        serviceSlug,
        near: NOWHERE[i % NOWHERE.length],
      })),
    },
  ];
}

async function timed(runs: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** Prints the plan of each shape's first query (the gallery's statement is the one reading `media m`). */
async function explain(database: Database, all: Shape[]) {
  for (const shape of all) {
    const plans: string[][] = [];
    const gallery = createInspirationGallery(explaining(database.db, 'from media m', plans));
    await listInspirationGallery({ gallery }, shape.inputs[0] ?? LOCALE);
    console.info(`EXPLAIN ANALYZE (${shape.name}):\n${(plans.at(-1) ?? []).join('\n')}\n`);
  }
}

function rowsOf(name: string, times: number[], reference: number, budget?: number): BenchRow[] {
  const p95 = percentile(times, 95);
  return [
    { name: `${name}: p95`, value: roundMs(p95), unit: 'ms', ...(budget === undefined ? {} : { budget }) },
    { name: `${name}: p50`, value: roundMs(percentile(times, 50)), unit: 'ms' },
    { name: `${name}: p95 ÷ reference p95`, value: Math.round((p95 / reference) * 10) / 10, unit: '×' },
  ];
}

async function measure(database: Database): Promise<BenchRow[]> {
  const gallery = createInspirationGallery(database.db);
  const all = await shapes(database);
  if (EXPLAIN) await explain(database, all);
  // The reference: one look by its id (the same joins over one row), on the same connection, this run.
  const ids = resultRows<{ id: string }>(
    await database.db.execute(
      sql`select id from media where not hidden and kind = 'photo' order by id limit 50`,
    ),
  ).map((row) => row.id);
  const reference = await timed(RUNS, (i) => gallery.find(ids[i % ids.length] ?? ''));
  const referenceP95 = percentile(reference, 95);
  const rows: BenchRow[] = [
    { name: `one look by id (reference): p95 (${RUNS} runs)`, value: roundMs(referenceP95), unit: 'ms' },
    { name: 'one look by id (reference): p50', value: roundMs(percentile(reference, 50)), unit: 'ms' },
  ];
  for (const shape of all) {
    let found = 0;
    const times = await timed(RUNS, async (i) => {
      const input = shape.inputs[i % shape.inputs.length] ?? LOCALE;
      found += (await listInspirationGallery({ gallery }, input)).items.length;
    });
    rows.push(
      ...rowsOf(`${shape.name} (${shape.inputs.length} inputs)`, times, referenceP95, GALLERY_P95_MS),
    );
    rows.push({
      name: `${shape.name}: looks per page (mean)`,
      value: Math.round(found / (RUNS + WARM_UP)),
      unit: '',
    });
  }
  const filters = await timed(RUNS, () => listInspirationFilters({ gallery }, LOCALE));
  rows.push(...rowsOf('filter chips', filters, referenceP95, GALLERY_P95_MS));
  return rows;
}

/**
 * `npm run bench:look-book`: the Look Book's gallery over 100,000 looks on PostgreSQL, each query shape
 * (first page, cursor, service, city, near, their mixes, filters that match nothing, the filter chips)
 * p50/p95 against the budget, beside one look by id measured in the same run.
 */
export async function benchLookBook(): Promise<boolean> {
  const admin = postgres(ADMIN_URL, { max: 1, connect_timeout: 2, onnotice: () => {} });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  let reuse = false;
  try {
    reuse = KEEP_DATABASE && (await reusable(admin, url.toString()));
    if (!reuse) {
      await admin.unsafe(`drop database if exists ${DATABASE} with (force)`);
      await admin.unsafe(`create database ${DATABASE}`);
    }
  } catch {
    await admin.end({ timeout: 1 });
    console.warn('PostgreSQL does not answer: the Look Book benchmark was skipped.');
    return true;
  }
  // Filling and VACUUM run longer than a request's statement timeout.
  const database = await createDb({ databaseUrl: url.toString(), statementTimeoutMs: 0 });
  try {
    if (reuse) {
      await runMigrations(database.db);
      await database.db.execute(sql`vacuum (analyze)`);
      console.info(`PostgreSQL: reusing ${DATABASE} (KEEP_BENCH_DB).`);
    } else {
      const seconds = await fill(database);
      console.info(`PostgreSQL: ${LOOKS} looks over ${LOCATIONS} generated places in ${seconds} s.`);
    }
    return report('look-book', [{ name: 'looks', value: LOOKS, unit: '' }, ...(await measure(database))]);
  } finally {
    await database.close();
    if (!KEEP_DATABASE) await admin.unsafe(`drop database if exists ${DATABASE} with (force)`);
    await admin.end({ timeout: 5 });
  }
}

if (import.meta.main) {
  if (!(await benchLookBook())) process.exitCode = 1;
}
