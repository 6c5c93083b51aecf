import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type BenchRow, report } from './lib/report.ts';
import { createScratchPostgres } from './lib/scratch-postgres.ts';
import { signedInSession } from './lib/signed-in-session.ts';
import { type App, startApp, startBarePage } from './lib/spawn-app.ts';

/**
 * Issue 14: every page and API read side by side with a bare React Router page (one route, a 12-item
 * list, production React, Hono host), measured in the same run so the ratio survives a shared machine.
 * BENCH_SECONDS per measurement (default 10); BENCH_SOAK_MINUTES of mixed load for the memory check
 * (default 10; 0 skips it); BENCH_DATABASES=postgres,pglite picks the databases.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
const CONNECTIONS = 10;
const BARE_PAGE_BUILD = fileURLToPath(new URL('./bare-page/build/server/index.js', import.meta.url));

type Kind = 'postgres' | 'pglite';

interface Target {
  path: string;
  /** Lower bound of req/s as a share of the bare page's, per database. */
  ratio?: Record<Kind, number>;
  /** Lower bound of req/s (API reads). */
  rps?: number;
  /** Upper bound of p99 in ms on PostgreSQL. */
  p99?: number;
  /** Status class every answer must have (a 404 page answers 404). */
  expected?: '4xx';
  /** Who asks (ADR 015); a first visit without it. */
  visitor?: Visitor;
}

/**
 * A returning guest carries the places seen and other sites' cookies: kept copies, one per list of places.
 * A visitor's own page: a guest with a basket, or a signed-in user (ADR 040: the kept page and their overlay).
 */
type Visitor = 'returning' | 'own' | 'signed-in';

function visitorHeaders(target: Target, slug: string, session: string): Record<string, string> {
  if (target.visitor === 'returning') return { Cookie: `_ga=GA1.2.3; kalendo_recent=${slug}` };
  if (target.visitor === 'own') return { Cookie: 'kalendo_basket=e30%3D' };
  if (target.visitor === 'signed-in') return { Cookie: session };
  return {};
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server's CPU time per answered request, in ms (when the server process was given). */
  cpuMsPerRequest: number;
}

/** An error is a failed request or an answer of another status class than expected (2xx, or 4xx). */
async function load(
  url: string,
  seconds = SECONDS,
  expected: '2xx' | '4xx' = '2xx',
  headers: Record<string, string> = {},
  server?: App,
): Promise<Load> {
  const cpuBefore = server?.cpuMs() ?? 0;
  const result = await autocannon({ url, duration: seconds, connections: CONNECTIONS, headers });
  const cpu = (server?.cpuMs() ?? 0) - cpuBefore;
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + answered - result[expected],
    cpuMsPerRequest: Math.round((cpu / Math.max(answered, 1)) * 100) / 100,
  };
}

/** A place of the demo data and one of its services, found the way a client finds them. */
async function demoPlace(origin: string) {
  const featured = (await (await fetch(`${origin}/api/v1/locations/featured?limit=1`)).json()) as {
    items: { slug: string }[];
  };
  const slug = featured.items[0]?.slug;
  if (!slug) throw new Error('the demo data has no featured place');
  const detail = (await (await fetch(`${origin}/api/v1/locations/${slug}`)).json()) as {
    serviceGroups: { services: { id: string }[] }[];
  };
  const serviceId = detail.serviceGroups[0]?.services[0]?.id;
  if (!serviceId) throw new Error(`the demo place ${slug} has no service`);
  return { slug, serviceId };
}

function targets(slug: string, serviceId: string): Target[] {
  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const page = { ratio: { postgres: 0.33, pglite: 0.2 }, p99: 60 };
  // First visits and returning guests (kept copies, ADR 015), and a visitor's own page (rendered every time).
  const pages = ['/en/home', `/en/location/${slug}`, '/en/search?q=massage'].flatMap((path) => [
    { path, ...page },
    { path, ...page, visitor: 'returning' as const },
    { path, ...page, visitor: 'own' as const },
    { path, ...page, visitor: 'signed-in' as const },
  ]);
  return [
    ...pages,
    { path: '/en/404', ratio: { postgres: 0.6, pglite: 0.6 }, expected: '4xx' },
    { path: '/api/v1/health/live', rps: 10_000 },
    { path: '/api/v1/health' },
    { path: `/api/v1/locations/${slug}`, rps: 1_000 },
    { path: '/api/v1/search?q=massage', rps: 600 },
    { path: `/api/v1/locations/${slug}/availability?service=${serviceId}&from=${from}&to=${to}` },
  ];
}

const label = (target: Target, slug: string) =>
  `${target.path}${
    target.visitor === 'returning'
      ? ' (returning guest: places seen)'
      : target.visitor === 'own'
        ? ' (guest basket: the visitor’s own page)'
        : target.visitor === 'signed-in'
          ? ' (signed in: the visitor’s own page)'
          : ''
  }`
    .replace(slug, '{slug}')
    .replace(/[?&](service|from|to)=[^&]*/g, '')
    .replace(/\?$/, '');

/**
 * Mixed load for the memory check, at the 10 connections: each connection asks every target in turn
 * (pages as each kind of visitor, API reads, the 404). RSS at the half and at the end; it must not grow in between.
 */
async function soak(
  app: App,
  origin: string,
  list: Target[],
  kind: Kind,
  slug: string,
  session: string,
): Promise<BenchRow[]> {
  const halfSeconds = Math.round((SOAK_MINUTES * 60) / 2);
  const requests = list.map((target) => ({
    method: 'GET' as const,
    path: target.path,
    headers: visitorHeaders(target, slug, session),
  }));
  const run = () =>
    autocannon({ url: origin, duration: halfSeconds, connections: CONNECTIONS, requests }).catch(
      () => undefined,
    );
  await run();
  const atHalf = app.rssMb();
  await run();
  const atEnd = app.rssMb();
  return [
    {
      name: `${kind}: RSS after ${SOAK_MINUTES} min of mixed load`,
      value: atEnd,
      unit: 'MB',
      budget: kind === 'postgres' ? 250 : 600,
    },
    {
      name: `${kind}: RSS growth, minute ${SOAK_MINUTES / 2} → ${SOAK_MINUTES}`,
      value: atEnd - atHalf,
      unit: 'MB',
      budget: 16,
    },
  ];
}

async function measure(kind: Kind, env: Record<string, string>, bare: App): Promise<BenchRow[]> {
  const app = await startApp(env);
  const origin = `http://127.0.0.1:${app.port}`;
  try {
    const { slug, serviceId } = await demoPlace(origin);
    const list = targets(slug, serviceId);
    const session = await signedInSession(origin);
    // Warm both servers (JIT, caches, pools) before anything is timed.
    await load(`http://127.0.0.1:${bare.port}/`, 2);
    for (const target of list)
      await load(`${origin}${target.path}`, 1, target.expected, visitorHeaders(target, slug, session));
    const reference = await load(`http://127.0.0.1:${bare.port}/`, SECONDS, '2xx', {}, bare);
    const rows: BenchRow[] = [
      { name: `${kind}: start (migrate + seed) to first response`, value: app.startupMs, unit: 'ms' },
      { name: `${kind}: bare React Router page`, value: reference.rps, unit: 'req/s' },
      { name: `${kind}: bare React Router page p99`, value: reference.p99, unit: 'ms' },
      { name: `${kind}: bare React Router page CPU`, value: reference.cpuMsPerRequest, unit: 'ms/req' },
    ];
    for (const target of list) {
      const result = await load(
        `${origin}${target.path}`,
        SECONDS,
        target.expected,
        visitorHeaders(target, slug, session),
        app,
      );
      const name = `${kind}: ${label(target, slug)}`;
      const ratio = Math.round((result.rps / reference.rps) * 100) / 100;
      rows.push({ name, value: result.rps, unit: 'req/s', atLeast: target.rps });
      rows.push({ name: `${name} ÷ bare page`, value: ratio, unit: '×', atLeast: target.ratio?.[kind] });
      rows.push({
        name: `${name} p50 / p99`,
        value: result.p99,
        unit: `ms (p50 ${result.p50} ms)`,
        budget: kind === 'postgres' ? target.p99 : undefined,
      });
      // The server's own cost, which other work on a shared machine hardly changes (req/s and latency do).
      rows.push({
        name: `${name} CPU ÷ bare page CPU`,
        value: Math.round((result.cpuMsPerRequest / reference.cpuMsPerRequest) * 10) / 10,
        unit: `× (${result.cpuMsPerRequest} ms/req)`,
      });
      rows.push({ name: `${name} errors`, value: result.errors, unit: '', budget: 0 });
    }
    if (SOAK_MINUTES > 0) rows.push(...(await soak(app, origin, list, kind, slug, session)));
    return rows;
  } finally {
    await app.stop();
  }
}

export async function benchThroughput(): Promise<boolean> {
  if (!existsSync(BARE_PAGE_BUILD))
    throw new Error('Build the bare reference page first: npm run build --prefix bench/bare-page');
  const bare = await startBarePage();
  const rows: BenchRow[] = [];
  try {
    if (DATABASES.includes('postgres')) {
      const scratch = await createScratchPostgres();
      if (scratch) {
        try {
          rows.push(...(await measure('postgres', { DATABASE_URL: scratch.url }, bare)));
        } finally {
          await scratch.drop();
        }
      } else
        console.warn('PostgreSQL does not answer: the PostgreSQL half of the throughput bench was skipped.');
    }
    if (DATABASES.includes('pglite')) {
      const dataDir = mkdtempSync(join(tmpdir(), 'kalendo-bench-'));
      try {
        rows.push(...(await measure('pglite', { DATA_DIR: dataDir }, bare)));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await bare.stop();
  }
  return report('throughput', rows);
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = (await benchThroughput()) ? 0 : 1;
