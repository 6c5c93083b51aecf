import { type Database, schema } from '@kalendo/db';
import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';

describe.each(await testDatabaseTargets())('widget frame ancestors API on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
  });
  afterAll(() => drop());

  const setSites = (slug: string, sites: { customDomain: string | null; widgetOrigins: string[] }) =>
    database.db.update(schema.locations).set(sites).where(eq(schema.locations.slug, slug));
  // A new API each time: one API keeps public answers until a write through it (ADR 010).
  const ancestorsOf = async (business: string) => {
    const response = await createTestApi(database).request(`/businesses/${business}/widget-frame-ancestors`);
    return {
      status: response.status,
      body: await response.json(),
      cache: response.headers.get('cache-control'),
    };
  };

  it("lists every place's custom domain and listed origins of the business, once each", async () => {
    await setSites('lotus-center', {
      customDomain: 'book.lotus.example',
      widgetOrigins: ['https://www.lotus.example'],
    });
    await setSites('lotus-plovdiv', {
      customDomain: null,
      widgetOrigins: ['https://www.lotus.example', 'http://localhost:3982'],
    });
    expect(await ancestorsOf('lotus')).toEqual({
      status: 200,
      body: {
        frameAncestors: ['http://localhost:3982', 'https://book.lotus.example', 'https://www.lotus.example'],
      },
      cache: 'public, max-age=60',
    });
  });

  it('is any site only when a place of the business lists *', async () => {
    await setSites('lotus-plovdiv', { customDomain: null, widgetOrigins: ['*'] });
    expect((await ancestorsOf('lotus')).body).toEqual({ frameAncestors: ['*'] });
  });

  it('is an empty list for a business that named no site', async () => {
    await setSites('lotus-center', { customDomain: null, widgetOrigins: [] });
    await setSites('lotus-plovdiv', { customDomain: null, widgetOrigins: [] });
    expect((await ancestorsOf('lotus')).body).toEqual({ frameAncestors: [] });
  });

  it('lends no site from a place not published yet (ADR 056), and does not serve its custom domain', async () => {
    await setSites('lotus-center', {
      customDomain: 'book.lotus.example',
      widgetOrigins: ['https://center.lotus.example'],
    });
    await setSites('lotus-plovdiv', { customDomain: null, widgetOrigins: ['https://plovdiv.lotus.example'] });
    const center = eq(schema.locations.slug, 'lotus-center');
    const [before] = await database.db.select().from(schema.locations).where(center);
    const domain = () => createTestApi(database).request('/custom-domains/book.lotus.example');
    expect((await domain()).status).toBe(200);
    await database.db.update(schema.locations).set({ publishedAt: null }).where(center);
    try {
      expect((await ancestorsOf('lotus')).body).toEqual({
        frameAncestors: ['https://plovdiv.lotus.example'],
      });
      const refused = await domain();
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    } finally {
      await database.db
        .update(schema.locations)
        .set({ publishedAt: before?.publishedAt ?? new Date() })
        .where(center);
    }
  });

  it('answers 404 NOT_FOUND for an unknown business', async () => {
    const { status, body } = await ancestorsOf('nobody');
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
