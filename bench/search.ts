import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createAvailabilitySource,
  createDb,
  createLocationSearch,
  type Database,
  refreshPlannerStatistics,
  runMigrations,
} from '@kalendo/db';
import { generateLarge, seedDemo } from '@kalendo/demo-data';
import { searchLocations, suggestSearchTerms } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { type BenchRow, report } from './lib/report.ts';
import { autocompleteQueries, explaining, searchQueries } from './lib/search-workload.ts';
import { percentile, roundMs as round } from './lib/timings.ts';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'kalendo_bench_search';
const POSTGRES_LOCATIONS = Number(process.env.BENCH_SEARCH_LOCATIONS ?? 100_000);
/** PGlite generates ~10× slower; 100,000 there takes well over three minutes. */
const PGLITE_LOCATIONS = Number(process.env.BENCH_SEARCH_PGLITE_LOCATIONS ?? 10_000);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 300);
const WARM_UP = 30;
/**
 * `KEEP_BENCH_DB=1` (for tuning): reuse the generated PostgreSQL database when it exists (only pending
 * migrations run on it) and keep it afterwards. By default it is created fresh and dropped.
 */
const KEEP_DATABASE = Boolean(process.env.KEEP_BENCH_DB);
/**
 * VACUUM (ANALYZE) after generating, as autovacuum does soon after a bulk load on a production PostgreSQL
 * server (autovacuum is on by default there; the bench server runs with it off). Without it the search
 * table keeps a dead version of every row (the services' trigger rewrites each place once more) and its
 * indexes point at both. `BENCH_SEARCH_NO_VACUUM=1` measures that state instead.
 */
const VACUUM = !process.env.BENCH_SEARCH_NO_VACUUM;
const NOW = new Date();

async function fill(database: Database, locations: number): Promise<number> {
  const started = performance.now();
  await runMigrations(database.db);
  await seedDemo(database.db, { now: NOW });
  await generateLarge(database.db, { locations, now: NOW });
  await refreshPlannerStatistics(database.db);
  if (VACUUM) await database.db.execute(sql`vacuum (analyze)`);
  return Math.round((performance.now() - started) / 1000);
}

async function time(runs: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

function rows(name: string, times: number[], budget: number | undefined): BenchRow[] {
  return [
    { name: `${name}: p95 (${times.length} runs)`, value: round(percentile(times, 95)), unit: 'ms', budget },
    { name: `${name}: p50`, value: round(percentile(times, 50)), unit: 'ms' },
    { name: `${name}: p99`, value: round(percentile(times, 99)), unit: 'ms' },
  ];
}

/** Measures search and autocomplete on a filled database and prints the plan of one search. */
async function measure(kind: string, database: Database, budgets: { search?: number; suggest?: number }) {
  const search = createLocationSearch(database.db);
  const deps = { search, availability: createAvailabilitySource(database.db), now: () => NOW };
  const queries = searchQueries(RUNS + WARM_UP);
  const prefixes = autocompleteQueries(RUNS + WARM_UP);
  let found = 0;
  const searchTimes = await time(RUNS, async (i) => {
    found += (await searchLocations(deps, queries[i % queries.length] ?? { limit: 20 })).items.length;
  });
  const suggestTimes = await time(RUNS, (i) =>
    suggestSearchTerms({ search }, { q: prefixes[i] ?? 'ma', locale: 'en' }),
  );
  const plans: string[][] = [];
  const explained = createLocationSearch(explaining(database.db, 'with base as materialized', plans));
  await searchLocations({ ...deps, search: explained }, queries[0] ?? { limit: 20 });
  console.info(`EXPLAIN ANALYZE (${kind}) of text + category + distance search "${queries[0]?.q}":`);
  console.info((plans[0] ?? []).join('\n'));
  return [
    ...rows(`${kind}: search text + category + distance`, searchTimes, budgets.search),
    {
      name: `${kind}: search results per query (mean)`,
      value: Math.round(found / (RUNS + WARM_UP)),
      unit: '',
    },
    ...rows(`${kind}: autocomplete`, suggestTimes, budgets.suggest),
    {
      name: `${kind}: plan uses location_search indexes`,
      value: usesIndexes(plans[0] ?? []) ? 1 : 0,
      unit: '',
      budget: undefined,
    },
  ];
}

const usesIndexes = (plan: string[]) => plan.some((line) => /Index Scan on location_search_/.test(line));

/** Whether the kept database exists and was generated to the end (its statistics refreshed). */
async function reusable(admin: postgres.Sql): Promise<boolean> {
  const found = await admin`select 1 from pg_database where datname = ${DATABASE}`;
  if (found.length === 0) return false;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  const kept = postgres(url.toString(), { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    const [row] = await kept`select count(*)::int as count from locations`;
    return (row?.count ?? 0) >= POSTGRES_LOCATIONS;
  } catch {
    return false;
  } finally {
    await kept.end({ timeout: 1 });
  }
}

async function onPostgres(): Promise<BenchRow[]> {
  const admin = postgres(ADMIN_URL, { max: 1, connect_timeout: 2, onnotice: () => {} });
  let reuse = false;
  try {
    reuse = KEEP_DATABASE && (await reusable(admin));
    if (!reuse) {
      await admin.unsafe(`drop database if exists ${DATABASE} with (force)`);
      await admin.unsafe(`create database ${DATABASE}`);
    }
  } catch {
    await admin.end({ timeout: 1 });
    console.warn('PostgreSQL does not answer: the PostgreSQL half of the search benchmark was skipped.');
    return [];
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  // Generating thousands of locations and VACUUM run longer than a request's statement timeout.
  const database = await createDb({ databaseUrl: url.toString(), statementTimeoutMs: 0 });
  try {
    if (reuse) {
      await runMigrations(database.db);
      await refreshPlannerStatistics(database.db);
      if (VACUUM) await database.db.execute(sql`vacuum (analyze)`);
      console.info(`PostgreSQL: reusing ${DATABASE} (KEEP_BENCH_DB).`);
    } else {
      const seconds = await fill(database, POSTGRES_LOCATIONS);
      console.info(`PostgreSQL: ${POSTGRES_LOCATIONS} locations generated in ${seconds} s.`);
    }
    return [
      { name: `postgres: locations`, value: POSTGRES_LOCATIONS, unit: '' },
      ...(await measure('postgres', database, { search: 30, suggest: 15 })),
    ];
  } finally {
    await database.close();
    if (!KEEP_DATABASE) await admin.unsafe(`drop database if exists ${DATABASE} with (force)`);
    await admin.end({ timeout: 5 });
  }
}

async function onPglite(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kalendo-bench-search-'));
  const database = await createDb({ dataDir });
  try {
    const seconds = await fill(database, PGLITE_LOCATIONS);
    console.info(`PGlite: ${PGLITE_LOCATIONS} locations generated in ${seconds} s.`);
    return [
      { name: `pglite: locations`, value: PGLITE_LOCATIONS, unit: '' },
      ...(await measure('pglite', database, {})),
    ];
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Issue 5: search p95 ≤ 30 ms and autocomplete p95 ≤ 15 ms on PostgreSQL at 100,000 locations. */
export async function benchSearch(): Promise<boolean> {
  const postgresRows = await onPostgres();
  const pgliteRows = process.env.BENCH_SEARCH_SKIP_PGLITE ? [] : await onPglite();
  return report('search', [...postgresRows, ...pgliteRows]);
}

if (import.meta.main) {
  if (!(await benchSearch())) process.exitCode = 1;
}
