import type { SearchPage } from '@kalendo/contracts';
import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { seedDemo } from '@kalendo/demo-data';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { pinnedClock } from './testing/pinned-clock.ts';

const [pglite] = await testDatabaseTargets();
const CYRILLIC = /[\u0400-\u04ff]/;

/** The HTML of a section of the home page, by its heading id. */
const section = (html: string, id: string) =>
  html.match(new RegExp(`<section aria-labelledby="${id}-heading"[\\s\\S]*?</section>`))?.[0] ?? '';

const altsOf = (html: string) =>
  [...html.matchAll(/<img [^>]*?alt="([^"]*)"/g)].map((match) => match[1] ?? '');

/** The server's today, and the demo's: a Tuesday in Sofia. */
const clock = pinnedClock('2026-03-10T09:00', 'Europe/Sofia');

/** SPEC §5: data on a localized page in the page's language (cities, categories, generated alt texts). */
describe('data in the page language', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;

  const html = async (path: string) => (await app.request(path)).text();
  async function search(query: string, language: string): Promise<SearchPage> {
    const response = await app.request(`/api/v1/search?${query}`, {
      headers: { 'Accept-Language': language },
    });
    return (await response.json()) as SearchPage;
  }

  beforeAll(async () => {
    ({ database, drop } = await (pglite as NonNullable<typeof pglite>).open());
    await seedDemo(database.db, { now: clock.now() });
    app = await createTestServer(database, { clock });
  });
  afterAll(() => drop());

  it.each([
    ['en', 'Popular in Sofia'],
    ['de', 'Beliebt in Sofia'],
    ['es', 'Populares en Sofía'],
    ['el', 'Δημοφιλή σε Σόφια'],
    ['mk', 'Популарни во Софија'],
    ['bg', 'Популярни в София'],
  ])('the %s home page names the city in its language: %s', async (locale, popular) => {
    const near = section(await html(`/${locale}/home`), 'near-you');
    expect(near).toContain(popular);
  });

  it('the API names cities in the request language and keeps the place’s own for a missing one', async () => {
    const english = await search('city=sofia&limit=2', 'en');
    expect(english.items.map((item) => item.city)).toEqual(['Sofia', 'Sofia']);
    expect((await search('city=athens&limit=1', 'de')).items[0]?.city).toBe('Athen');
    expect((await search('city=athens&limit=1', 'el')).items[0]?.city).toBe('Αθήνα');
    const slug = english.items[0]?.slug ?? '';
    const detail = await app.request(`/api/v1/locations/${slug}`, { headers: { 'Accept-Language': 'tr' } });
    expect(((await detail.json()) as { address: { city: string } }).address.city).toBe('Sofya');
    const featured = await app.request('/api/v1/locations/featured?city=istanbul&limit=1', {
      headers: { 'Accept-Language': 'ru' },
    });
    expect(featured.headers.get('vary')).toContain('Accept-Language');
    expect(((await featured.json()) as { items: { city: string }[] }).items[0]?.city).toBe('Стамбул');
  });

  it.each([
    ['sof', 'en', 'sofia', 'Sofia'],
    ['Рим', 'ru', 'rome', 'Рим'],
    ['rom', 'de', 'rome', 'Rom'],
    ['Σόφ', 'el', 'sofia', 'Σόφια'],
    ['Солун', 'bg', 'thessaloniki', 'Солун'],
  ])(
    'suggests the city for “%s” in %s by its name in any language, labelled in the request’s',
    async (q, language, slug, label) => {
      const response = await app.request(`/api/v1/search/suggestions?q=${encodeURIComponent(q)}`, {
        headers: { 'Accept-Language': language },
      });
      expect(response.headers.get('vary')).toContain('Accept-Language');
      const { items } = (await response.json()) as { items: { kind: string; slug: string; label: string }[] };
      expect(items.find((item) => item.kind === 'city' && item.slug === slug)?.label).toBe(label);
    },
  );

  it('suggests places with their city in the request language', async () => {
    const [place] = await database.db
      .select({ name: schema.locations.name })
      .from(schema.locations)
      .where(eq(schema.locations.citySlug, 'sofia'))
      .limit(1);
    const response = await app.request(
      `/api/v1/search/suggestions?q=${encodeURIComponent(place?.name.slice(0, 6) ?? '')}`,
      { headers: { 'Accept-Language': 'en' } },
    );
    const { items } = (await response.json()) as { items: { kind: string; detail: string | null }[] };
    const places = items.filter((item) => item.kind === 'location' || item.kind === 'business');
    expect(places.length).toBeGreaterThan(0);
    for (const item of places) expect(item.detail ?? '').not.toMatch(CYRILLIC);
  });

  it('an English page has no Bulgarian generated text in its alt texts, only the places’ own names', async () => {
    const home = await html('/en/home');
    // Proper names as the businesses wrote them, longest first (a place's name may contain its business's).
    const places = await database.db.select({ name: schema.locations.name }).from(schema.locations);
    const businesses = await database.db.select({ name: schema.businesses.name }).from(schema.businesses);
    const names = [...places, ...businesses].map((row) => row.name).sort((a, b) => b.length - a.length);
    const place = (await search('city=sofia&limit=1', 'en')).items[0];
    const page = await html(`/en/location/${place?.slug}`);
    expect(page).toContain(`<title>${place?.name}, Sofia · Kalendo</title>`);
    for (const alt of [...altsOf(home), ...altsOf(page)]) {
      const generated = names.reduce((text, name) => text.replaceAll(name, ''), alt);
      expect(generated, alt).not.toMatch(CYRILLIC);
    }
    expect(altsOf(home)).toContain(`Photo of ${place?.name}`);
    expect(page).toMatch(/<meta property="og:image:alt" content="Photo of [^"]+"/);
  });

  it('names categories in the page language', async () => {
    const german = await html('/de/services');
    expect(german).toContain('Friseur');
    expect(german).toContain('Nagelstudio');
    expect(german).not.toContain('Фризьорство');
    const home = await html('/en/home');
    expect(home).toContain('Hair');
    expect(home).not.toContain('Фризьорство');
  });
});
