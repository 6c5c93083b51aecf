import type { SearchPage } from '@kalendo/contracts';
import type { Database } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { seedDemo } from '@kalendo/demo-data';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost } from './testing/form-requests.ts';
import { pinnedClock } from './testing/pinned-clock.ts';

/** The server's today, and the demo's: a Tuesday in Sofia. */
const clock = pinnedClock('2026-03-10T09:00', 'Europe/Sofia');

describe.each(await testDatabaseTargets())('home discovery and the map view on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;

  async function apiSearch(query: string): Promise<SearchPage> {
    const response = await app.request(`/api/v1/search?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as SearchPage;
  }

  async function page(path: string, cookie = '') {
    const response = await app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
    return { response, status: response.status, html: await response.text() };
  }

  /** The HTML of a section of the home page, by its heading id. */
  const section = (html: string, id: string) =>
    html.match(new RegExp(`<section aria-labelledby="${id}-heading"[\\s\\S]*?</section>`))?.[0] ?? '';

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await seedDemo(database.db, { now: clock.now() });
    app = await createTestServer(database, { clock });
  });
  afterAll(() => drop());

  it('shows places in the default city, inspiration photos and no "Recently viewed" on a first visit', async () => {
    const { status, html } = await page('/en/home');
    expect(status).toBe(200);
    const near = section(html, 'near-you');
    const sofia = await apiSearch('city=sofia&sort=rating&limit=4');
    expect(sofia.items).toHaveLength(4);
    expect(near).toContain(`Popular in ${sofia.items[0]?.city}`);
    for (const item of sofia.items) expect(near).toContain(`href="/en/location/${item.slug}"`);
    expect(near).toContain('href="/en/search?city=sofia&amp;sort=rating"');
    const inspiration = section(html, 'inspiration');
    const images = [...inspiration.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    // Each look: its blur-up preview (a tiny inline picture drawn under the photo), then the photo.
    const previews = images.filter((img) => img.includes('data-look-preview'));
    const photos = images.filter((img) => !img.includes('data-look-preview'));
    expect(previews).toHaveLength(6);
    for (const img of previews)
      expect(img).toMatch(/src="data:image\/webp;base64,[^"]+" alt="" aria-hidden="true"/);
    expect(photos).toHaveLength(6);
    for (const img of photos) {
      expect(img).toMatch(/srcSet="\/api\/v1\/media\/[\w-]+\/image\?size=\d+ \d+w, /i);
      expect(img).toContain('loading="lazy"');
      expect(img).toContain('sizes="');
    }
    expect(inspiration.match(/href="\/en\/location\/[\w-]+"/g)).toHaveLength(6);
    expect(inspiration.match(/href="\/en\/inspiration\/view\/[\w-]+"/g)).toHaveLength(6);
    expect(inspiration).toContain('href="/en/inspiration"');
    expect(html).not.toContain('recently-viewed-heading');
  });

  it('remembers the places viewed, most recent first, and clears them', async () => {
    const [first, second] = (await apiSearch('city=plovdiv&limit=2')).items;
    expect(first && second).toBeTruthy();
    const one = await page(`/en/location/${first?.slug}`);
    expect(one.status).toBe(200);
    const two = await page(`/en/location/${second?.slug}`, cookiesOf(one.response));
    const cookie = cookiesOf(two.response);
    expect(cookie).toBe(`kalendo_recent=${second?.slug}.${first?.slug}`);
    const { html } = await page('/en/home', cookie);
    const recent = section(html, 'recently-viewed');
    const order = [...recent.matchAll(/href="\/en\/location\/([\w-]+)"/g)].map((match) => match[1]);
    expect(order).toEqual([second?.slug, first?.slug]);
    // "Near you" follows the city of the place viewed last.
    expect(section(html, 'near-you')).toContain(`Popular in ${second?.city}`);

    const cleared = await app.request('/en/home', formPost({ intent: 'clear-recently-viewed' }, cookie));
    expect(cleared.headers.getSetCookie().join()).toMatch(/kalendo_recent=;[^,]*Max-Age=0/);
    const after = await page('/en/home', cookiesOf(cleared));
    expect(after.html).not.toContain('recently-viewed-heading');
  });

  it('ignores a tampered cookie and lists places by distance around a shared position', async () => {
    const tampered = await page('/en/home', 'kalendo_recent=..%2Fadmin.NOPE');
    expect(tampered.status).toBe(200);
    expect(tampered.html).not.toContain('recently-viewed-heading');
    const nearest = await apiSearch('lat=42.698&lng=23.322&radius=25&sort=distance&limit=4');
    const { html } = await page('/en/home?lat=42.69771&lng=23.3219');
    const near = section(html, 'near-you');
    expect(near).toContain('Closest to your location');
    const order = [...near.matchAll(/href="\/en\/location\/([\w-]+)"/g)].map((match) => match[1]);
    expect(order).toEqual(nearest.items.map((item) => item.slug));
    expect(near).toMatch(/km away/);
  });

  it('renders the map view on the server: a fixed-size map box and the same places as a numbered list', async () => {
    const expected = await apiSearch('q=manikur');
    const { status, html } = await page('/en/search?q=manikur&view=map');
    expect(status).toBe(200);
    expect(html).toMatch(/<a aria-current="true"[^>]*href="\/en\/search\?q=manikur&amp;view=map"/);
    expect(html).toContain('href="/en/search?q=manikur"');
    const list = html.match(/<ol class="divide-y[\s\S]*?<\/ol>/)?.[0] ?? '';
    const slugs = [...list.matchAll(/href="\/en\/location\/([\w-]+)"/g)].map((match) => match[1]);
    expect(slugs).toEqual(expected.items.map((item) => item.slug));
    expect(html).toMatch(/<div class="relative h-72 [^"]*sm:h-96/);
    // The map's code is not part of the page's first load.
    expect(html).not.toMatch(/maplibre|places-map/i);
    // The list view keeps the cards; paging keeps the map view.
    expect((await page('/en/search?q=manikur')).html).not.toContain('<ol class="divide-y');
    if (expected.nextCursor)
      expect(html).toContain(`cursor=${encodeURIComponent(expected.nextCursor)}&amp;view=map`);
  });

  it('gives the address card of a place a map box that loads only when scrolled to', async () => {
    const [place] = (await apiSearch('city=sofia&limit=1')).items;
    const { html } = await page(`/en/location/${place?.slug}`);
    expect(html).toContain('role="img" aria-label="Map showing where ');
    expect(place).toBeDefined();
    expect(html).not.toMatch(/maplibre|place-map/i);
  });
});
