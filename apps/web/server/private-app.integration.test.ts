import { type Database, schema } from '@kalendo/db';
import {
  addBookableStaff,
  insertClass,
  insertClassSession,
  insertPlan,
  insertSampleMarketplace,
  testDatabaseTargets,
} from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { businessExists } from './start-database.ts';
import { createTestServer } from './testing/create-test-server.ts';
import { pinnedClock } from './testing/pinned-clock.ts';

/** Another business, "north", with one place copied from lotus-center. */
async function insertOtherBusiness({ db }: Database) {
  const [north] = await db
    .insert(schema.businesses)
    .values({ slug: 'north', name: 'North', locale: 'en', publishedAt: new Date() })
    .returning();
  const [center] = await db.select().from(schema.locations).where(eq(schema.locations.slug, 'lotus-center'));
  if (!north || !center) throw new Error('fixture missing');
  await db.insert(schema.locations).values({
    ...center,
    id: crypto.randomUUID(),
    businessId: north.id,
    slug: 'north-place',
    name: 'North Place',
    customDomain: null,
  });
}

/** The server's today: a Tuesday in Sofia. */
const clock = pinnedClock('2026-03-10T09:00', 'Europe/Sofia');

describe.each(await testDatabaseTargets())('a private app of one business on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let serviceId = '';

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    await insertOtherBusiness(database);
    ({ serviceId } = await addBookableStaff(database.db, ['Мария Иванова'], {
      startsAt: '09:00',
      endsAt: '17:00',
    }));
    // A class and a plan of each business: the private app shows lotus's only.
    const inThreeDays = new Date(clock.now().getTime() + 3 * 24 * 3_600_000);
    const yin = await insertClass(database.db, 'lotus-center', { name: 'Lotus yin yoga' });
    await insertClassSession(database.db, yin, { startsAt: inThreeDays, capacity: 8 });
    await insertPlan(database.db, yin, { name: 'Lotus yin 5', credits: 5 });
    const spin = await insertClass(database.db, 'north-place', { name: 'North spinning' });
    await insertClassSession(database.db, spin, { startsAt: inThreeDays, capacity: 8 });
    await insertPlan(database.db, spin, { name: 'North spin 10', credits: 10 });
    app = await createTestServer(database, { privateAppBusiness: 'lotus', clock });
  });
  afterAll(() => drop());

  it('is configured with an existing business only', async () => {
    expect(() => parseEnv({ APP_MODE: 'private-app' })).toThrow(
      /PRIVATE_APP_BUSINESS: required with APP_MODE=private-app/,
    );
    expect(parseEnv({ APP_MODE: 'private-app', PRIVATE_APP_BUSINESS: 'lotus' }).PRIVATE_APP_BUSINESS).toBe(
      'lotus',
    );
    expect(await businessExists(database, 'lotus')).toBe(true);
    expect(await businessExists(database, 'nobody')).toBe(false);
  });

  it("opens on its business's home: its places, services, classes and memberships, no one else's", async () => {
    const home = await app.request('/en/home');
    expect(home.status).toBe(200);
    const page = await home.text();
    expect(page).toMatch(/<h1[^>]*>Лотос<\/h1>/);
    expect(page).toContain('href="/en/location/lotus-center"');
    expect(page).toContain('href="/en/location/lotus-plovdiv"');
    expect(page).toMatch(/<h2[^>]*id="services-heading"/);
    expect(page).toContain(`service=${serviceId}`);
    expect(page).toContain('Lotus yin yoga');
    expect(page).toContain('Lotus yin 5');
    expect(page).not.toContain('North');
    const html = await (await app.request('/en/locations')).text();
    expect(html).toContain('Лотос Център');
    expect(html).toContain('Лотос Пловдив');
    expect(html).not.toContain('North Place');
  });

  it('lists only its own classes and memberships on the timetable and plans pages', async () => {
    const classes = await (await app.request('/en/classes')).text();
    expect(classes).toContain('Lotus yin yoga');
    expect(classes).not.toContain('North spinning');
    const plans = await (await app.request('/en/memberships')).text();
    expect(plans).toContain('Lotus yin 5');
    expect(plans).not.toContain('North spin 10');
  });

  it("wears its business's name, logo and colour: top bar, theme and manifest", async () => {
    const page = await (await app.request('/en/locations')).text();
    expect(page).toMatch(/<header[^>]*data-brand="Лотос"/);
    expect(page).toMatch(/<header[^>]*style="border-top-color:#8e24aa"/);
    expect(page).toContain('<meta name="theme-color" content="#8e24aa"/>');
    const manifest = JSON.parse(await (await app.request('/manifest.webmanifest?lang=en')).text());
    expect(manifest).toMatchObject({
      short_name: 'Лотос',
      theme_color: '#8e24aa',
      background_color: '#8e24aa',
    });
    const sitemap = await (await app.request('/sitemaps/en-0.xml')).text();
    expect(sitemap).toContain('/en/location/lotus-center</loc>');
    expect(sitemap).not.toContain('north-place');
  });

  it.each([
    '/en/search',
    '/en/location/north-place/classes',
    '/en/services',
    '/en/inspiration',
    '/en/location/north-place',
    `/en/location/north-place/book?service=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
    '/en/business/north',
    '/en/embed/location-services/north-place',
    '/en/embed/business/north',
  ])('%s is not found: no other business, no discovery', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('shows its own places, booking and business page', async () => {
    for (const path of [
      '/en/location/lotus-center',
      `/en/location/lotus-center/book?service=${serviceId}`,
      '/en/business/lotus',
      '/en/embed/location-services/lotus-center',
    ])
      expect((await app.request(path)).status, path).toBe(200);
  });
});
