import { eq } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import * as schema from '../schema/index.ts';

/**
 * On the sample marketplace (`insertSampleMarketplace`): staff members of "lotus-center" (Sofia) who do its
 * 45-minute service and work on Mondays between `hours`. Returns the service, the location and the staff ids
 * in the order of `names`.
 */
export async function addBookableStaff(db: Db, names: string[], hours: { startsAt: string; endsAt: string }) {
  const [location] = await db
    .select()
    .from(schema.locations)
    .where(eq(schema.locations.slug, 'lotus-center'));
  const [service] = await db.select().from(schema.services).where(eq(schema.services.durationMinutes, 45));
  if (!location || !service)
    throw new Error('sample marketplace missing: call insertSampleMarketplace first');
  const members = await db
    .insert(schema.staff)
    .values(names.map((name) => ({ businessId: location.businessId, locationId: location.id, name })))
    .returning();
  const staffIds = members.map((member) => member.id);
  for (const staffId of staffIds) {
    await db.insert(schema.staffServices).values({ staffId, serviceId: service.id });
    await db.insert(schema.staffWorkingHours).values({ staffId, weekday: 1, ...hours });
  }
  return { location, serviceId: service.id, staffIds };
}
