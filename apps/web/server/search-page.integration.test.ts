import type { SearchPage } from '@kalendo/contracts';
import type { Database } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { seedDemo } from '@kalendo/demo-data';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { pinnedClock } from './testing/pinned-clock.ts';

/** The server's today, and the demo's: a Tuesday in Sofia. */
const clock = pinnedClock('2026-03-10T09:00', 'Europe/Sofia');

describe.each(await testDatabaseTargets())('the search page on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;

  async function apiSearch(query: string): Promise<SearchPage> {
    const response = await app.request(`/api/v1/search?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as SearchPage;
  }

  async function page(path: string) {
    const response = await app.request(path);
    return {
      status: response.status,
      html: await response.text(),
      location: response.headers.get('location'),
    };
  }

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await seedDemo(database.db, { now: clock.now() });
    app = await createTestServer(database, { clock });
  });
  afterAll(() => drop());

  it('renders the results of a misspelled query on the server, with count, facets and cards', async () => {
    const expected = await apiSearch('q=manikur');
    expect(expected.total).toBeGreaterThan(0);
    const { status, html } = await page('/en/search?q=manikur');
    expect(status).toBe(200);
    expect(html).toContain(`>${expected.total} places<`);
    expect(html).toContain('value="manikur"');
    expect(html).toMatch(/<title>Search results for “manikur” · Kalendo<\/title>/);
    for (const item of expected.items.slice(0, 3)) expect(html).toContain(`href="/en/location/${item.slug}"`);
    const nails = expected.facets.categories.find((facet) => facet.slug === 'nails');
    expect(nails).toBeDefined();
    expect(html).toContain('href="/en/search?q=manikur&amp;category=nails"');
  });

  it('finds places in Cyrillic and unaccented Greek, counted in the page language', async () => {
    const cyrillic = await page(`/bg/search?q=${encodeURIComponent('маникюр')}`);
    expect(cyrillic.status).toBe(200);
    expect(cyrillic.html).toMatch(/>\d+ места</);
    const greek = await page(`/el/search?q=${encodeURIComponent('μασαζ')}`);
    expect(greek.status).toBe(200);
    expect(greek.html).toMatch(/>\d+ χώρ(ος|οι)</);
  });

  it('filters by a category chip and pages on with a plain link', async () => {
    const expected = await apiSearch('q=manikur&category=nails');
    const { status, html } = await page('/en/search?q=manikur&category=nails');
    expect(status).toBe(200);
    expect(html).toContain(`>${expected.total} place${expected.total === 1 ? '' : 's'}<`);
    expect(html).toMatch(/aria-current="page"[^>]*>Nails/);
    const everything = await apiSearch('limit=20');
    const first = await page('/en/search');
    expect(first.html).toContain(`>${everything.total} places<`);
    if (everything.nextCursor) {
      expect(first.html).toContain(`href="/en/search?cursor=${encodeURIComponent(everything.nextCursor)}"`);
      const second = await page(`/en/search?cursor=${encodeURIComponent(everything.nextCursor)}`);
      expect(second.status).toBe(200);
      expect(second.html).toContain('Back to the first results');
    }
  });

  it('tidies the blank fields a plain form sends into the shareable URL', async () => {
    const { status, location } = await page(
      '/en/search?q=manikur&priceMin=&priceMax=&minRating=&date=&from=&to=',
    );
    expect(status).toBe(302);
    expect(location).toBe('/en/search?q=manikur');
  });

  it('shows an empty state with ways to broaden the search', async () => {
    const { status, html } = await page('/en/search?q=qqqzzzxxxwww&category=nails');
    expect(status).toBe(200);
    expect(html).toContain('No places match your search');
    expect(html).toContain('href="/en/search?q=qqqzzzxxxwww"');
    expect(html).toContain('href="/en/search"');
  });

  it.each([
    ['/en/search?lat=91&lng=0', 'location'],
    ['/en/search?priceMin=50&priceMax=10', 'maximum price'],
    ['/en/search?cursor=not-a-cursor', 'page link'],
    [`/en/search?q=${'a'.repeat(101)}`, 'search text'],
    ['/en/search?date=2026-04-01', 'date'],
    ['/en/search?sort=cheapest', 'sort order'],
  ])('answers a search the API refuses (%s) with a message, never a 500', async (path, field) => {
    const { status, html } = await page(path);
    expect(status).toBe(400);
    expect(html).toContain('This search could not be run');
    expect(html).toContain(`Please check: ${field}.`);
    expect(html).toContain('Start a new search');
  });

  it('puts a search box on the home page that submits to the search page', async () => {
    const { html } = await page('/en/home');
    expect(html).toMatch(/<form[^>]*action="\/en\/search" method="get"/);
    expect(html).toContain('role="combobox"');
  });
});
