import { type Database, schema } from '@kalendo/db';
import { addBookableStaff, insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { businessExists } from './start-database.ts';
import { createTestServer } from './testing/create-test-server.ts';

/** Another business, "north", with one place copied from lotus-center. */
async function insertOtherBusiness({ db }: Database) {
  const [north] = await db
    .insert(schema.businesses)
    .values({ slug: 'north', name: 'North', locale: 'en' })
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
    app = await createTestServer(database, { privateAppBusiness: 'lotus' });
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

  it('opens on its own places: home goes to them, and only its places are listed', async () => {
    const home = await app.request('/en/home');
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/en/locations');
    const html = await (await app.request('/en/locations')).text();
    expect(html).toContain('Лотос Център');
    expect(html).toContain('Лотос Пловдив');
    expect(html).not.toContain('North Place');
  });

  it.each([
    '/en/search',
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
