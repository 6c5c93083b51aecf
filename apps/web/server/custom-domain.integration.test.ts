import { type Database, schema } from '@kalendo/db';
import {
  insertClass,
  insertClassSession,
  insertPlan,
  insertSampleMarketplace,
  testDatabaseTargets,
} from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost, signUpAndSignIn, solvedBotCheck } from './testing/form-requests.ts';
import { pinnedClock } from './testing/pinned-clock.ts';

/** The sample marketplace's business "lotus" (colour #8e24aa) answers on this configured domain. */
const SHOP = 'http://booking.lotus.example';
const PASSWORD = 'a-long-password-1';

/** Another business, whose places a custom domain of lotus never shows. */
async function insertOtherBusiness(db: Database['db']) {
  const [business] = await db
    .insert(schema.businesses)
    .values({ slug: 'iris', name: 'Ирис', locale: 'bg', themeColor: '#d81b60', publishedAt: new Date() })
    .returning();
  await db.insert(schema.locations).values({
    businessId: business?.id ?? '',
    slug: 'iris-varna',
    name: 'Ирис Варна',
    locale: 'bg',
    addressLine: 'ул. Приморска 5',
    city: 'Варна',
    citySlug: 'varna',
    countryCode: 'BG',
    latitude: 43.2,
    longitude: 27.9,
    timeZone: 'Europe/Sofia',
    currency: 'EUR',
  });
}

/** A same-origin form post made on the custom domain. */
const postOnShop = (fields: Record<string, string>, cookie = '') => {
  const init = formPost(fields, cookie);
  return { ...init, headers: { ...init.headers, Origin: SHOP } };
};

/** The server's today: a Tuesday in Sofia. */
const clock = pinnedClock('2026-03-10T09:00', 'Europe/Sofia');

describe.each(await testDatabaseTargets())("a business's custom domain on $kind", (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  const text = async (url: string) => (await app.request(url)).text();

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    await insertOtherBusiness(database.db);
    // A class and a plan of each business: its domain shows lotus's only.
    const inThreeDays = new Date(clock.now().getTime() + 3 * 24 * 3_600_000);
    for (const [place, name] of [
      ['lotus-center', 'Lotus'],
      ['iris-varna', 'Iris'],
    ] as const) {
      const yoga = await insertClass(database.db, place, { name: `${name} yin yoga` });
      await insertClassSession(database.db, yoga, { startsAt: inThreeDays, capacity: 8 });
      await insertPlan(database.db, yoga, { name: `${name} yin 5`, credits: 5 });
    }
    app = await createTestServer(database, { clock });
  });
  afterAll(() => drop());

  it('shows its business only, with its name, logo and colour in the top bar and theme', async () => {
    const html = await text(`${SHOP}/en/locations`);
    expect(html).toContain('Лотос Център');
    expect(html).not.toContain('Ирис Варна');
    expect(html).toMatch(/<header[^>]*data-brand="Лотос"/);
    expect(html).toMatch(/<header[^>]*style="border-top-color:#8e24aa"/);
    expect(html).toContain('<meta name="theme-color" content="#8e24aa"/>');
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Лотос"/>');
    // The marketplace keeps Kalendo's own.
    const marketplace = await text('/en/locations');
    expect(marketplace).not.toContain('data-brand=');
    expect(marketplace).toContain('<meta name="theme-color" content="#00ACC1"/>');
  });

  it("is the not-found page, in the visitor's language, while its business is unpublished or its place not published", async () => {
    const lotus = eq(schema.businesses.slug, 'lotus');
    const center = eq(schema.locations.slug, 'lotus-center');
    const [business] = await database.db.select().from(schema.businesses).where(lotus);
    const [place] = await database.db.select().from(schema.locations).where(center);
    // A fresh server each time: nothing kept from an earlier answer.
    const visit = async (path: string) =>
      (await createTestServer(database, { clock })).request(`${SHOP}${path}`);
    for (const hide of [
      () => database.db.update(schema.businesses).set({ publishedAt: null }).where(lotus),
      () => database.db.update(schema.locations).set({ publishedAt: null }).where(center),
    ]) {
      await hide();
      try {
        for (const path of ['/bg/locations', '/bg/classes', '/bg/location/lotus-plovdiv']) {
          const response = await visit(path);
          expect(response.status, path).toBe(404);
          const html = await response.text();
          expect(html).toContain('Страницата не е намерена');
          expect(html).not.toContain('Ирис Варна');
          expect(html).not.toContain('data-brand=');
        }
      } finally {
        await database.db.update(schema.businesses).set({ publishedAt: business?.publishedAt }).where(lotus);
        await database.db.update(schema.locations).set({ publishedAt: place?.publishedAt }).where(center);
      }
    }
    expect((await visit('/bg/locations')).status).toBe(200);
  });

  it('lists its own classes and memberships only; the marketplace lists both businesses', async () => {
    const classes = await text(`${SHOP}/en/classes`);
    expect(classes).toContain('Lotus yin yoga');
    expect(classes).not.toContain('Iris yin yoga');
    const plans = await text(`${SHOP}/en/memberships`);
    expect(plans).toContain('Lotus yin 5');
    expect(plans).not.toContain('Iris yin 5');
    expect(await text('/en/classes')).toContain('Iris yin yoga');
  });

  it('names its own host in canonical, alternate and Open Graph URLs', async () => {
    const html = await text(`${SHOP}/en/location/lotus-center`);
    expect(html).toContain(`<link rel="canonical" href="${SHOP}/en/location/lotus-center"/>`);
    expect(html).toContain(`hrefLang="de" href="${SHOP}/de/location/lotus-center"`);
    expect(html).toContain(`<meta property="og:url" content="${SHOP}/en/location/lotus-center"/>`);
    expect(html).not.toContain('http://localhost/');
  });

  it("serves its business's manifest: name, colour, splash and no search shortcut", async () => {
    const manifest = JSON.parse(await text(`${SHOP}/manifest.webmanifest?lang=en`));
    expect(manifest).toMatchObject({ name: 'Лотос', short_name: 'Лотос', theme_color: '#8e24aa' });
    expect(manifest.background_color).toBe('#8e24aa');
    expect(JSON.stringify(manifest.shortcuts)).not.toContain('/search');
    expect(JSON.parse(await text('/manifest.webmanifest?lang=en')).short_name).toBe('Kalendo');
  });

  it('lists its own pages only in its sitemap and robots.txt', async () => {
    const index = await text(`${SHOP}/sitemap.xml`);
    expect(index).toContain(`<loc>${SHOP}/sitemaps/en-0.xml</loc>`);
    expect(index).not.toContain('http://localhost');
    const sitemap = await text(`${SHOP}/sitemaps/en-0.xml`);
    expect(sitemap).toContain(`<loc>${SHOP}/en/location/lotus-center</loc>`);
    expect(sitemap).toContain(`<loc>${SHOP}/en/location/lotus-plovdiv</loc>`);
    expect(sitemap).toContain(`<loc>${SHOP}/en/business</loc>`);
    expect(sitemap).not.toContain('iris-varna');
    expect(sitemap).not.toContain('/en/search');
    const robots = await text(`${SHOP}/robots.txt`);
    expect(robots).toContain('Disallow: /*/search');
    expect(robots).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
    // Kalendo's own host still lists every place and its discovery pages.
    const marketplace = await text('/sitemaps/en-0.xml');
    expect(marketplace).toContain('<loc>http://localhost/en/location/iris-varna</loc>');
    expect(marketplace).toContain('<loc>http://localhost/en/search</loc>');
    expect(await text('/robots.txt')).not.toContain('Disallow: /*/search');
  });

  it('signs in on its host with a host-only session cookie, and the reset link stays there', async () => {
    await signUpAndSignIn(app, {
      firstName: 'Ana',
      lastName: 'Petrova',
      email: 'ana@example.com',
      password: PASSWORD,
    });
    const signIn = await app.request(
      `${SHOP}/en/sign-in`,
      postOnShop({ email: 'ana@example.com', password: PASSWORD }),
    );
    expect(signIn.status).toBe(302);
    const setCookies = signIn.headers.getSetCookie();
    expect(setCookies.some((cookie) => /session_token=/.test(cookie))).toBe(true);
    expect(setCookies.filter((cookie) => /;\s*domain=/i.test(cookie))).toEqual([]);
    const withCookie = await app.request(`${SHOP}/en/settings`, { headers: { Cookie: cookiesOf(signIn) } });
    expect(withCookie.status).toBe(200);
    expect(await withCookie.text()).toContain('ana@example.com');

    const reset = await app.request(
      `${SHOP}/en/forgot-password`,
      postOnShop({ email: 'ana@example.com', ...(await solvedBotCheck(app)) }),
    );
    expect(reset.status).toBe(200);
    const emails = await database.db.select().from(schema.outboxEmails);
    const links = emails.flatMap((email) => email.text.match(/https?:\/\/[^\s)>\]]+/g) ?? []);
    expect(links.at(-1)).toMatch(/^http:\/\/booking\.lotus\.example\/api\/v1\/auth\/reset-password\//);
    expect(links.at(-1)).toContain(encodeURIComponent(`${SHOP}/en/reset-password`));
  });
});
