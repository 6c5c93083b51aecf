import type { Db } from '../client/database.ts';
import * as schema from '../schema/index.ts';

/**
 * A tiny marketplace for tests: one business with two places (Sofia, best rated, with two services and a
 * photo; Plovdiv, with neither) and one category.
 */
export async function insertSampleMarketplace(db: Db) {
  const [category] = await db
    .insert(schema.categories)
    .values({ slug: 'hair', names: { en: 'Hair', bg: 'Коса' }, position: 1 })
    .returning();
  const [business] = await db
    .insert(schema.businesses)
    .values({
      slug: 'lotus',
      name: 'Лотос',
      locale: 'bg',
      categoryId: category?.id,
      themeColor: '#8e24aa',
      publishedAt: new Date(),
    })
    .returning();
  if (!business) throw new Error('fixture business missing');
  const base = {
    businessId: business.id,
    locale: 'bg',
    addressLine: 'ул. Витоша 1',
    countryCode: 'BG',
    timeZone: 'Europe/Sofia',
    currency: 'EUR',
  };
  const [top, other] = await db
    .insert(schema.locations)
    .values([
      {
        ...base,
        slug: 'lotus-center',
        customDomain: 'booking.lotus.example',
        customDomainVerifiedAt: new Date('2026-01-01T00:00:00Z'),
        name: 'Лотос Център',
        city: 'София',
        citySlug: 'sofia',
        latitude: 42.69,
        longitude: 23.32,
        ratingAverage: 4.9,
        ratingCount: 10,
      },
      {
        ...base,
        slug: 'lotus-plovdiv',
        name: 'Лотос Пловдив',
        city: 'Пловдив',
        citySlug: 'plovdiv',
        latitude: 42.14,
        longitude: 24.75,
        ratingAverage: 4.1,
        ratingCount: 3,
      },
    ])
    .returning();
  if (!top || !other) throw new Error('fixture locations missing');
  await db.insert(schema.services).values([
    {
      businessId: business.id,
      locationId: top.id,
      name: 'Подстригване',
      durationMinutes: 45,
      priceMinor: 3000,
      currency: 'EUR',
    },
    {
      businessId: business.id,
      locationId: top.id,
      name: 'Боядисване',
      durationMinutes: 90,
      priceMinor: 6000,
      currency: 'EUR',
    },
  ]);
  const [photo] = await db
    .insert(schema.media)
    .values({
      kind: 'photo',
      locationId: top.id,
      width: 1200,
      height: 800,
      alt: 'Салон',
      artwork: { palette: ['#00acc1', '#7e57c2'], motif: 'hair' },
    })
    .returning();
  return { photoId: photo?.id ?? '' };
}
