import type { BusinessDetailDto } from '@kalendo/contracts';
import { type Database, schema } from '@kalendo/db';
import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';

describe.each(await testDatabaseTargets())('business page API on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  let photoId = '';
  let logoId = '';

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    ({ photoId } = await insertSampleMarketplace(database.db));
    const [logo] = await database.db
      .insert(schema.media)
      .values({ kind: 'logo', width: 256, height: 256, alt: 'Лотос' })
      .returning();
    logoId = logo?.id ?? '';
    await database.db
      .update(schema.businesses)
      .set({ logoMediaId: logoId })
      .where(eq(schema.businesses.slug, 'lotus'));
    const [lotus] = await database.db
      .select({ id: schema.businesses.id })
      .from(schema.businesses)
      .where(eq(schema.businesses.slug, 'lotus'));
    await database.db
      .insert(schema.businessDescriptions)
      .values({ businessId: lotus?.id ?? '', locale: 'bg', text: 'Салони за красота в София и Пловдив' });
    api = createTestApi(database);
  });
  afterAll(() => drop());

  const get = (slug: string, language = 'en') =>
    apiTestClient(api, { language }).businesses[':slug'].$get({ param: { slug } });

  it('describes the business with its logo, category and places, best rated first', async () => {
    const response = await get('lotus');
    expect(response.status).toBe(200);
    const detail = await bodyOf<BusinessDetailDto>(response);
    expect(detail).toMatchObject({
      slug: 'lotus',
      name: 'Лотос',
      description: 'Салони за красота в София и Пловдив',
      descriptionLocale: 'bg',
      logo: { id: logoId, width: 256, height: 256, alt: 'Лотос' },
      category: { slug: 'hair', name: 'Hair' },
    });
    expect(detail.locations.map((location) => location.slug)).toEqual(['lotus-center', 'lotus-plovdiv']);
    expect(detail.locations[0]).toMatchObject({
      businessName: 'Лотос',
      city: 'София',
      rating: { average: 4.9, count: 10 },
      priceFrom: { amountMinor: 3000, currency: 'EUR' },
      photo: { id: photoId, width: 1200, height: 800, alt: 'Салон' },
      // Each card carries the business's logo (ADR 051).
      businessLogo: { id: logoId, width: 256, height: 256 },
    });
    expect(detail.locations[1]).toMatchObject({ priceFrom: null, photo: null });
  });

  it('names the category in the request language', async () => {
    const detail = await bodyOf<BusinessDetailDto>(await get('lotus', 'bg'));
    expect(detail.category).toEqual({ slug: 'hair', name: 'Коса' });
  });

  it('answers 404 NOT_FOUND for an unknown slug, also one that looks like SQL', async () => {
    for (const slug of ['nobody', encodeURIComponent("lotus' or '1'='1")]) {
      const response = await get(slug);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('answers 404 for a slug too long to be one (it names nothing)', async () => {
    const response = await get('a'.repeat(201));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
