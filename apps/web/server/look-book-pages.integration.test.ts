import type { Database } from '@kalendo/db';
import {
  addBookableStaff,
  addMarketplaceServices,
  insertLook,
  insertSampleMarketplace,
  testDatabaseTargets,
} from '@kalendo/db/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost, signUpAndSignIn } from './testing/form-requests.ts';

/** The Look Book's pages as the server renders them (no JavaScript): gallery, service collection, view. */
describe.each(await testDatabaseTargets())('the Look Book pages on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let privateApp: Hono;
  const ids: Record<string, string> = {};

  const page = async (path: string, server = app) => {
    const response = await server.request(path);
    return { status: response.status, html: await response.text(), response };
  };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    await addMarketplaceServices(database.db);
    const { staffIds } = await addBookableStaff(database.db, ['Ana'], { startsAt: '09:00', endsAt: '17:00' });
    // 25 haircuts (one more than a page), a colouring video and a hidden look.
    for (let day = 1; day <= 25; day++) {
      const createdAt = `2026-10-${String(day).padStart(2, '0')}T10:00:00Z`;
      ids[`cut ${day}`] = await insertLook(database.db, {
        alt: `cut ${day}`,
        serviceSlug: 'haircut',
        createdAt,
        staffId: staffIds[0],
      });
    }
    ids.video = await insertLook(database.db, {
      alt: 'ombre video',
      serviceSlug: 'colouring',
      createdAt: '2026-09-01T10:00:00Z',
      kind: 'video',
    });
    ids.hidden = await insertLook(database.db, {
      alt: 'hidden',
      serviceSlug: 'haircut',
      createdAt: '2026-11-01T10:00:00Z',
      hidden: true,
    });
    app = await createTestServer(database);
    privateApp = await createTestServer(database, { privateAppBusiness: 'lotus' });
  });
  afterAll(() => drop());

  it('renders the gallery: chips, tiles at their aspect ratio with srcset, prices and a real "Load more" link', async () => {
    const { status, html } = await page('/en/inspiration');
    expect(status).toBe(200);
    expect(html).toContain('>Look Book</h1>');
    expect(html).toContain('href="/en/inspiration?service=haircut"');
    expect(html).toContain('href="/en/inspiration?city=sofia"');
    const tiles = html.match(/<article/g) ?? [];
    expect(tiles).toHaveLength(24);
    expect(html).toContain('aspect-ratio:800 / 1000');
    expect(html).toMatch(/srcSet="\/api\/v1\/media\/[\w-]+\/image\?size=390 \d+w, /);
    expect(html).toContain('>from €30.00</p>');
    expect(html).not.toContain(ids.hidden);
    const more = html.match(/href="\/en\/inspiration\?cursor=([\w-]+)"[^>]*>Load more</);
    expect(more).not.toBeNull();
    const next = await page(`/en/inspiration?cursor=${more?.[1]}`);
    expect(next.html.match(/<article/g)).toHaveLength(2);
    expect(next.html).not.toContain('>Load more<');
  });

  it('renders a video look as a plain video with its poster and captions, the player code not in the page', async () => {
    const { html } = await page('/en/inspiration?service=colouring');
    const video = html.match(/<video[^>]*>.*?<\/video>/s)?.[0] ?? '';
    expect(video).toContain('preload="none"');
    expect(video).toContain(`poster="/api/v1/media/${ids.video}/image?size=780"`);
    expect(video).toContain(`src="/api/v1/media/${ids.video}/video" type="video/mp4"`);
    expect(video).toContain(`src="/api/v1/media/${ids.video}/captions.vtt?lang=en"`);
    expect(video).not.toContain('autoplay');
    expect(html).not.toMatch(/video-player-[\w-]+\.js/);
  });

  it('starts over on a cursor it did not make', async () => {
    const { status, response } = await page('/en/inspiration?cursor=nonsense');
    expect(status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/inspiration');
  });

  it("renders a service type's collection with its places and prices, in the page language", async () => {
    const { status, html } = await page('/bg/inspiration/haircut');
    expect(status).toBe(200);
    expect(html).toContain('>Подстригване: визии и места</h1>');
    expect(html).toContain('1 място предлага Подстригване.');
    expect(html).toContain('href="/bg/location/lotus-center"');
    expect(html).toContain('href="/bg/inspiration/haircut?city=sofia"');
  });

  it('renders a look: lightbox, place, staff member, free times leading to the booking page, its Open Graph image', async () => {
    const { status, html } = await page(`/en/inspiration/view/${ids['cut 10']}?service=haircut`);
    expect(status).toBe(200);
    expect(html).toContain('>Haircut at Лотос Център</h1>');
    expect(html).toContain('Done by Ana');
    expect(html).toContain('>Next free times</h2>');
    expect(html).toMatch(
      /href="\/en\/location\/lotus-center\/book\?service=[\w-]+&amp;staff=[\w-]+&amp;date=\d{4}-\d{2}-\d{2}&amp;start=[\w%-]+"/,
    );
    expect(html).toContain('>Book this look</a>');
    expect(html).toContain(`href="/en/inspiration/view/${ids['cut 11']}?service=haircut"`);
    expect(html).toContain(`href="/en/inspiration/view/${ids['cut 9']}?service=haircut"`);
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="[^"]*/media/${ids['cut 10']}/og.jpg"`),
    );
  });

  it('shows how far the place is when the look was opened from the gallery near the visitor', async () => {
    const near = await page(`/bg/inspiration/view/${ids['cut 10']}?near=42.70,23.335`);
    expect(near.html).toContain('на 1,7 km');
    // Previous and next keep the point: their places' distances too.
    expect(near.html).toContain(`href="/bg/inspiration/view/${ids['cut 11']}?near=42.70%2C23.335"`);
    expect((await page(`/en/inspiration/view/${ids['cut 10']}?near=42.70,23.335`)).html).toContain(
      '1.7 km away',
    );
    expect((await page(`/en/inspiration/view/${ids['cut 10']}`)).html).not.toContain('km away');
  });

  it.each([
    ['an unknown look', () => '/bg/inspiration/view/00000000-0000-4000-8000-000000000000'],
    ['a hidden look', () => `/bg/inspiration/view/${ids.hidden}`],
    ['an unknown service type', () => '/bg/inspiration/balayage'],
  ])('answers %s with the not-found page in the language of the address', async (_, path) => {
    const { status, html } = await page(path());
    expect(status).toBe(404);
    expect(html).toContain('Страницата не е намерена');
  });

  it('has no Look Book in a private app', async () => {
    expect((await page('/en/inspiration', privateApp)).status).toBe(404);
    expect((await page(`/en/inspiration/view/${ids['cut 1']}`, privateApp)).status).toBe(404);
  });

  it("saves the look's place to favourites, after sign-in for a visitor", async () => {
    const path = `/en/inspiration/view/${ids['cut 3']}`;
    const center = (await page(path)).html.match(/name="locationId" value="([\w-]+)"/)?.[1] ?? '';
    const fields = { intent: 'favourite', locationId: center, favourite: 'true' };
    const visitor = await app.request(path, formPost(fields));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe(`/en/sign-in?returnTo=${encodeURIComponent(path)}`);
    const cookie = cookiesOf(
      await signUpAndSignIn(app, {
        firstName: 'Ana',
        lastName: 'K',
        email: `look-book-${target.kind}@example.com`,
        password: 'a-long-password-2026',
      }),
    );
    await app.request(path, formPost(fields, cookie));
    const saved = await app.request(path, { headers: { Cookie: cookie } });
    expect(await saved.text()).toContain('aria-pressed="true"');
  });
});
