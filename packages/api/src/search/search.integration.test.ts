import { type Database, resultRows } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { seedDemo } from '@kalendo/demo-data';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTestClient } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';
import { allPages, failure, searchPage, suggestions } from './search-test-helpers.ts';

const NOW = new Date('2026-03-27T10:00:00Z');
const SOFIA = { lat: 42.6977, lng: 23.3219 };

describe.each(await testDatabaseTargets())('search API on the demo marketplace ($kind)', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;

  /** Marketplace service slugs each location offers, and its business category. */
  async function offers(locationIds: string[]) {
    const rows = resultRows<{ id: string; slugs: string[] | string; category: string }>(
      await database.db.execute(sql`
        select l.id, c.slug as category,
          array(select ms.slug from services s join marketplace_services ms on ms.id = s.marketplace_service_id
                where s.location_id = l.id and s.active) as slugs
        from locations l join businesses b on b.id = l.business_id join categories c on c.id = b.category_id
        where l.id in (${sql.join(
          locationIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`),
    );
    return new Map(rows.map((row) => [row.id, { category: row.category, slugs: String(row.slugs) }]));
  }

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await seedDemo(database.db, { now: NOW });
    api = createTestApi(database, { now: () => NOW });
  });
  afterAll(() => drop());

  it.each([
    ['misspelled Latin', 'manikur', /manicure/],
    ['Cyrillic', 'маникюр', /manicure/],
    ['unaccented Greek', 'μασαζ', /massage/],
    ['English for a place that names it in its language', 'pedicure', /pedicure/],
  ])('finds places by %s text (%s)', async (_label, q, offered) => {
    const page = await searchPage(api, { q, limit: 10 });
    expect(page.items.length).toBeGreaterThan(0);
    const byId = await offers(page.items.map((item) => item.id));
    for (const item of page.items) expect(byId.get(item.id)?.slugs).toMatch(offered);
  });

  it('lets shared caches keep catalog answers for a minute, but never free times', async () => {
    const catalog = await apiTestClient(api).search.$get({ query: { q: 'manikur' } });
    expect(catalog.headers.get('cache-control')).toBe('public, max-age=60');
    const freeTimes = await apiTestClient(api).search.$get({
      query: { category: 'nails', date: '2026-03-28' },
    });
    expect(freeTimes.status).toBe(200);
    expect(freeTimes.headers.get('cache-control')).toBe('no-store');
  });

  it('filters by category and counts the facets with every other filter', async () => {
    const everything = await searchPage(api, { q: 'manikur' });
    const nails = everything.facets.categories.find((facet) => facet.slug === 'nails');
    expect(nails?.count).toBeGreaterThan(0);
    for (const facet of everything.facets.categories) {
      const page = await searchPage(api, { q: 'manikur', category: facet.slug, limit: 50 });
      expect(page.total).toBe(facet.count);
      expect(page.facets.categories).toEqual(everything.facets.categories);
      const byId = await offers(page.items.map((item) => item.id));
      for (const item of page.items) expect(byId.get(item.id)?.category).toBe(facet.slug);
    }
    expect(everything.total).toBe(everything.facets.categories.reduce((sum, facet) => sum + facet.count, 0));
  });

  it('filters by service (slug or id), city, price and rating', async () => {
    const [service] = resultRows<{ id: string }>(
      await database.db.execute(sql`select id from marketplace_services where slug = 'gel-manicure'`),
    );
    const bySlug = await searchPage(api, { service: 'gel-manicure', limit: 50 });
    const byId = await searchPage(api, { service: service?.id ?? '', limit: 50 });
    expect(bySlug.total).toBeGreaterThan(0);
    expect(byId.items).toEqual(bySlug.items);
    const offered = await offers(bySlug.items.map((item) => item.id));
    for (const item of bySlug.items) expect(offered.get(item.id)?.slugs).toMatch(/gel-manicure/);
    const filtered = await searchPage(api, {
      city: 'sofia',
      priceMin: 1000,
      priceMax: 5000,
      minRating: 4,
      limit: 50,
    });
    expect(filtered.total).toBeGreaterThan(0);
    for (const item of filtered.items) {
      expect(item.citySlug).toBe('sofia');
      expect(item.priceFrom?.amountMinor).toBeGreaterThanOrEqual(1000);
      expect(item.priceFrom?.amountMinor).toBeLessThanOrEqual(5000);
      expect(item.rating.average).toBeGreaterThanOrEqual(4);
    }
  });

  it('keeps places within the radius, nearest first, with their distance', async () => {
    const page = await searchPage(api, { ...SOFIA, radius: 5, limit: 50 });
    expect(page.total).toBeGreaterThan(0);
    const distances = page.items.map((item) => item.distanceKm ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(5);
    expect(page.items.every((item) => item.citySlug === 'sofia')).toBe(true);
    // Every place carries its position (a map's marker): within 5 km is within 0.05° of latitude.
    for (const item of page.items) expect(Math.abs(item.latitude - SOFIA.lat)).toBeLessThan(0.05);
  });

  it.each([
    [
      'rating',
      (a: { rating: { average: number } }, b: { rating: { average: number } }) =>
        b.rating.average - a.rating.average,
    ],
  ] as const)('sorts by %s', async (sort, compare) => {
    const page = await searchPage(api, { sort, limit: 50 });
    expect(page.items).toEqual([...page.items].sort(compare));
  });

  it('sorts by price, places without a price last', async () => {
    const { items } = await searchPage(api, { sort: 'price', city: 'berlin', limit: 50 });
    const prices = items.map((item) => item.priceFrom?.amountMinor ?? Number.MAX_SAFE_INTEGER);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it.each([
    { q: 'masaj', limit: 4 },
    { city: 'sofia', limit: 7 },
    { ...SOFIA, radius: 20, sort: 'distance', limit: 6 },
    { category: 'hair', sort: 'price', limit: 5 },
  ])('pages through %o without duplicates or gaps', async (params) => {
    const pages = await allPages(api, params);
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(pages[0]?.total);
    const single = await searchPage(api, { ...params, limit: 50 });
    expect(ids.slice(0, 50)).toEqual(single.items.map((item) => item.id));
  });

  it('keeps only places open at the moment (in their own zone)', async () => {
    const evening = createTestApi(database, { now: () => new Date('2026-03-27T17:45:00Z') });
    const all = await searchPage(evening, { limit: 50 });
    const open = await searchPage(evening, { openNow: 'true', limit: 50 });
    expect(open.total).toBeGreaterThan(0);
    expect(open.total).toBeLessThan(all.total);
    const night = createTestApi(database, { now: () => new Date('2026-03-27T01:30:00Z') });
    expect((await searchPage(night, { city: 'sofia', openNow: 'true' })).total).toBe(0);
  });

  it('suggests service types, categories, cities and places in any script', async () => {
    expect((await suggestions(api, 'mani')).some((item) => item.kind === 'service')).toBe(true);
    expect(await suggestions(api, 'соф')).toContainEqual(
      expect.objectContaining({ kind: 'city', slug: 'sofia' }),
    );
    const greek = await suggestions(api, 'μασα', 'el');
    expect(greek).toContainEqual({ kind: 'category', slug: 'massage', label: 'Μασάζ', detail: null });
    expect(
      greek.every(
        (item) => item.kind !== 'service' || item.label.startsWith('Μασάζ') || /μασάζ/i.test(item.label),
      ),
    ).toBe(true);
    expect((await suggestions(api, 'x')).length).toBeLessThanOrEqual(8);
    expect((await suggestions(api, "'; drop table locations; --")).length).toBeLessThanOrEqual(8);
  });

  it('answers bad input with a 400 that names the parameter, or a sane empty result', async () => {
    const cases: Array<[string, string]> = [
      [`/search?q=${'a'.repeat(101)}`, 'q'],
      ['/search?lat=91&lng=0', 'lat'],
      ['/search?lat=42', 'lng'],
      ['/search?lat=42&lng=23&radius=-5', 'radius'],
      ['/search?lat=42&lng=23&radius=500', 'radius'],
      ['/search?radius=5', 'radius'],
      ['/search?sort=distance', 'sort'],
      ['/search?sort=cheapest', 'sort'],
      ['/search?limit=0', 'limit'],
      ['/search?priceMin=50&priceMax=10', 'priceMax'],
      ['/search?minRating=6', 'minRating'],
      ['/search?openNow=maybe', 'openNow'],
      ['/search?date=2026-02-30&category=hair', 'date'],
      ['/search?date=2026-04-01', 'date'],
      ['/search?date=2026-04-01&category=hair&from=12:00&to=09:00', 'to'],
      ['/search?category=Hair%20Salons', 'category'],
      ['/search?cursor=not-a-cursor', 'cursor'],
      [`/search?cursor=${'A'.repeat(500)}`, 'cursor'],
      [`/search/suggestions?q=${'a'.repeat(101)}`, 'q'],
      ['/search/suggestions?q=%20', 'q'],
    ];
    for (const [path, field] of cases) {
      expect({ path, ...(await failure(api, path)) }).toEqual({
        path,
        status: 400,
        code: 'VALIDATION_FAILED',
        field,
      });
    }
    const other = await searchPage(api, { city: 'sofia', limit: 2 });
    expect(await failure(api, `/search?city=berlin&limit=2&cursor=${other.nextCursor}`)).toMatchObject({
      status: 400,
      field: 'cursor',
    });
    for (const params of [
      { q: "'; drop table locations; --" },
      { q: '%_\\' },
      { category: 'no-such-category' },
    ]) {
      expect((await searchPage(api, params)).items).toBeDefined();
    }
    expect((await searchPage(api, { category: 'no-such-category' })).total).toBe(0);
    expect((await searchPage(api, { service: 'no-such-service' })).total).toBe(0);
  });
});
