import { testDatabaseTargets } from '@kalendo/db/testing';
import { seedDemo } from '@kalendo/demo-data';
import { createTestServer } from '../apps/web/server/testing/create-test-server.ts';
import { cookiesOf, signUpAndSignIn } from '../apps/web/server/testing/form-requests.ts';
import { type BenchRow, report } from './lib/report.ts';

/**
 * ADR 013 (issue 23): how much of a page's server time its in-process API calls take, on the real server
 * (production build, demo data), one request at a time so the clock measures one page. Per page: the
 * page's time, the time inside its API calls (the union of their intervals: calls made together count
 * once), the share, and how many calls it made. Calling the services directly could save at most that
 * share, and less, since the data work inside those calls would remain. BENCH_SEAM_ROUNDS pages each.
 */
const ROUNDS = Number(process.env.BENCH_SEAM_ROUNDS ?? 300);
const WARM_UP = 30;

/** Total length of the union of [start, end] intervals. */
function covered(intervals: Array<[number, number]>): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [from, to] = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const [start, end] of sorted) {
    if (start > to) {
      if (to > from) total += to - from;
      [from, to] = [start, end];
    } else to = Math.max(to, end);
  }
  if (to > from) total += to - from;
  return total;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export async function benchSeamShare(): Promise<boolean> {
  const rows: BenchRow[] = [];
  for (const target of await testDatabaseTargets()) {
    const { database, drop } = await target.open();
    try {
      await seedDemo(database.db, { now: new Date() });
      let calls: Array<[number, number]> = [];
      const app = await createTestServer(database, {
        // Rendered every time: this measures what a page costs to make, not ADR 015's kept copies.
        keepPages: false,
        onApiAnswer: (_path, started, ended) => calls.push([started, ended]),
      });
      const featured = (await (await app.request('/api/v1/locations/featured?limit=1')).json()) as {
        items: Array<{ slug: string }>;
      };
      const signIn = await signUpAndSignIn(app, {
        firstName: 'Bench',
        lastName: 'Seam',
        email: `seam-${Date.now()}@example.com`,
        password: 'a long bench password',
      });
      const cookie = cookiesOf(signIn);
      const pages: Array<{ name: string; path: string; cookie?: string }> = [
        { name: '/en/home', path: '/en/home' },
        { name: '/en/location/{slug}', path: `/en/location/${featured.items[0]?.slug}` },
        { name: '/en/search?q=massage', path: '/en/search?q=massage' },
        { name: '/en/appointments (signed in)', path: '/en/appointments', cookie },
        { name: '/en/404', path: '/en/no-such-page' },
      ];
      for (const page of pages) {
        const init = page.cookie ? { headers: { Cookie: page.cookie } } : {};
        let pageMs = 0;
        let apiMs = 0;
        let callCount = 0;
        for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
          calls = [];
          const started = performance.now();
          const response = await app.request(page.path, init);
          await response.arrayBuffer();
          const elapsed = performance.now() - started;
          if (response.status >= 500) throw new Error(`${page.path} answered ${response.status}`);
          if (round < WARM_UP) continue;
          pageMs += elapsed;
          apiMs += covered(calls);
          callCount += calls.length;
        }
        const label = `${target.kind} ${page.name}`;
        rows.push(
          { name: `${label}: page`, value: round1(pageMs / ROUNDS), unit: 'ms' },
          {
            name: `${label}: API calls (${round1(callCount / ROUNDS)} a page)`,
            value: round1(apiMs / ROUNDS),
            unit: 'ms',
          },
          { name: `${label}: share in API calls`, value: Math.round((100 * apiMs) / pageMs), unit: '%' },
        );
      }
    } finally {
      await drop();
    }
  }
  return report('seam share (in-process API calls in a page, one request at a time)', rows);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSeamShare();
