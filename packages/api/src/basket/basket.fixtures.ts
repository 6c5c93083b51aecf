import { type Database, schema } from '@kalendo/db';

/** A second business in Skopje (UTC+1) pricing in MKD, with one staff member working Mondays 09–17. */
export async function insertSkopjeBusiness(db: Database['db']) {
  const [business] = await db
    .insert(schema.businesses)
    .values({ slug: 'vardar', name: 'Вардар', locale: 'mk', publishedAt: new Date() })
    .returning();
  const [location] = await db
    .insert(schema.locations)
    .values({
      businessId: business?.id ?? '',
      slug: 'vardar-skopje',
      name: 'Вардар Центар',
      locale: 'mk',
      addressLine: 'ул. Македонија 1',
      city: 'Скопје',
      citySlug: 'skopje',
      countryCode: 'MK',
      latitude: 42,
      longitude: 21.43,
      timeZone: 'Europe/Skopje',
      currency: 'MKD',
    })
    .returning();
  const ids = { businessId: business?.id ?? '', locationId: location?.id ?? '' };
  const [service] = await db
    .insert(schema.services)
    .values({ ...ids, name: 'Масажа', durationMinutes: 60, priceMinor: 150000, currency: 'MKD' })
    .returning();
  const [member] = await db
    .insert(schema.staff)
    .values({ ...ids, name: 'Ана' })
    .returning();
  await db.insert(schema.staffServices).values({ staffId: member?.id ?? '', serviceId: service?.id ?? '' });
  await db
    .insert(schema.staffWorkingHours)
    .values({ staffId: member?.id ?? '', weekday: 1, startsAt: '09:00', endsAt: '17:00' });
  return service?.id ?? '';
}
