import { type Database, schema } from '@kalendo/db';
import { addMarketplaceServices, insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';

const CUSTOM_DOMAIN = 'http://booking.lotus.example';

/** A second business, so that a custom domain visibly shows only its own places. */
async function insertOtherBusiness(db: Database['db']) {
  const [business] = await db
    .insert(schema.businesses)
    .values({ slug: 'iris', name: 'Ирис', locale: 'bg', publishedAt: new Date() })
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
    ratingAverage: 5,
    ratingCount: 50,
  });
}

describe.each(await testDatabaseTargets())('services and business pages on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;

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
    await insertSampleMarketplace(database.db);
    await addMarketplaceServices(database.db);
    await insertOtherBusiness(database.db);
    app = await createTestServer(database);
  });
  afterAll(() => drop());

  it('renders the services catalogue by category with counts and links into search', async () => {
    const { status, html } = await page('/en/services');
    expect(status).toBe(200);
    expect(html).toMatch(/<title>Services · Kalendo<\/title>/);
    expect(html).toContain('href="/en/search?category=hair"');
    expect(html).toContain('href="/en/search?service=haircut"');
    expect(html).toContain('href="/en/search?service=gel-manicure"');
    expect(html).toMatch(/Haircut<\/span><span[^>]*>1 place</);
    expect(html).toMatch(/Gel manicure<\/span><span[^>]*>No places yet</);
  });

  it('names the catalogue in the page language', async () => {
    const { html } = await page('/bg/services');
    expect(html).toMatch(/>Коса</);
    expect(html).toMatch(/Подстригване<\/span><span[^>]*>1 място</);
  });

  it("renders a business's page with its places, meta and schema.org Organization", async () => {
    const { status, html } = await page('/en/business/lotus');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Лотос<\/h1>/);
    expect(html).toMatch(/<title>Лотос · Kalendo<\/title>/);
    expect(html).toContain('<link rel="canonical" href="http://localhost/en/business/lotus"/>');
    expect(html).toContain('href="/en/location/lotus-center"');
    expect(html).toContain('href="/en/location/lotus-plovdiv"');
    expect(html).not.toContain('href="/en/location/iris-varna"');
    expect(html).toContain('href="/en/search?category=hair"');
    const jsonLd = html.match(/<script type="application\/ld\+json" nonce="[^"]+">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'Organization',
      name: 'Лотос',
      department: [
        { '@type': 'LocalBusiness', url: 'http://localhost/en/location/lotus-center' },
        { '@type': 'LocalBusiness', url: 'http://localhost/en/location/lotus-plovdiv' },
      ],
    });
  });

  it('answers an unknown business with the not-found page', async () => {
    expect((await page('/en/business/nobody')).status).toBe(404);
  });

  it('sends the marketplace from the slug-less business page to the places', async () => {
    const { status, location } = await page('/en/business');
    expect(status).toBe(302);
    expect(location).toBe('/en/locations');
  });

  it("shows on a custom domain only that business's places, and its page at /business", async () => {
    const market = await page('/en/locations');
    expect(market.html).toContain('href="/en/location/iris-varna"');
    const own = await page(`${CUSTOM_DOMAIN}/en/locations`);
    expect(own.status).toBe(200);
    expect(own.html).toMatch(/<h1[^>]*>Лотос<\/h1>/);
    expect(own.html).toContain('href="/en/location/lotus-center"');
    expect(own.html).toContain('href="/en/location/lotus-plovdiv"');
    expect(own.html).not.toContain('iris-varna');
    const business = await page(`${CUSTOM_DOMAIN}/en/business`);
    expect(business.status).toBe(200);
    expect(business.html).toContain('href="/en/location/lotus-plovdiv"');
    expect(business.html).not.toContain('href="/en/search?category=hair"');
  });
});
