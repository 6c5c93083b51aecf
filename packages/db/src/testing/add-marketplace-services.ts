import { eq } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import * as schema from '../schema/index.ts';

/**
 * On the sample marketplace (`insertSampleMarketplace`): service types "haircut" and "colouring" (category
 * hair) and "gel-manicure" (a new category nails, offered nowhere). Both services of "lotus-center" get a
 * type; "lotus-plovdiv" gets an inactive haircut, which must not count.
 */
export async function addMarketplaceServices(db: Db) {
  const [hair] = await db.select().from(schema.categories).where(eq(schema.categories.slug, 'hair'));
  const [center] = await db.select().from(schema.locations).where(eq(schema.locations.slug, 'lotus-center'));
  const [plovdiv] = await db
    .select()
    .from(schema.locations)
    .where(eq(schema.locations.slug, 'lotus-plovdiv'));
  if (!hair || !center || !plovdiv)
    throw new Error('sample marketplace missing: call insertSampleMarketplace first');
  const [nails] = await db
    .insert(schema.categories)
    .values({ slug: 'nails', names: { en: 'Nails', bg: 'Нокти' }, position: 2 })
    .returning();
  const [haircut, colouring] = await db
    .insert(schema.marketplaceServices)
    .values([
      {
        slug: 'haircut',
        categoryId: hair.id,
        names: { en: 'Haircut', bg: 'Подстригване', de: 'Haarschnitt' },
        typicalDurationMinutes: 45,
      },
      {
        slug: 'colouring',
        categoryId: hair.id,
        names: { en: 'Colouring', bg: 'Боядисване' },
        typicalDurationMinutes: 90,
      },
      {
        slug: 'gel-manicure',
        categoryId: nails?.id ?? '',
        names: { en: 'Gel manicure' },
        typicalDurationMinutes: 60,
      },
    ])
    .returning();
  if (!haircut || !colouring) throw new Error('marketplace services not inserted');
  await db
    .update(schema.services)
    .set({ marketplaceServiceId: haircut.id })
    .where(eq(schema.services.durationMinutes, 45));
  await db
    .update(schema.services)
    .set({ marketplaceServiceId: colouring.id })
    .where(eq(schema.services.durationMinutes, 90));
  await db.insert(schema.services).values({
    businessId: plovdiv.businessId,
    locationId: plovdiv.id,
    marketplaceServiceId: haircut.id,
    name: 'Подстригване',
    durationMinutes: 30,
    priceMinor: 2000,
    currency: 'EUR',
    active: false,
  });
}
