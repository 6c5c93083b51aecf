import { eq } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import * as schema from '../schema/index.ts';

export interface TestClass {
  classId: string;
  locationId: string;
}

/** A class at a place of the test marketplace (by the place's slug), in euros, an hour long by default. */
export async function insertClass(
  db: Db,
  placeSlug: string,
  values: { name: string; description?: string; priceMinor?: number; durationMinutes?: number },
): Promise<TestClass> {
  const [place] = await db.select().from(schema.locations).where(eq(schema.locations.slug, placeSlug));
  if (!place) throw new Error(`no test place ${placeSlug}`);
  const [row] = await db
    .insert(schema.classes)
    .values({
      businessId: place.businessId,
      locationId: place.id,
      name: values.name,
      description: values.description ?? '',
      durationMinutes: values.durationMinutes ?? 60,
      priceMinor: values.priceMinor ?? 1800,
      currency: 'EUR',
      defaultCapacity: 10,
    })
    .returning();
  if (!row) throw new Error('test class not inserted');
  return { classId: row.id, locationId: place.id };
}

/** A session of the class starting at `startsAt` (an hour long), taught by `staffId` if given; answers its id. */
export async function insertClassSession(
  db: Db,
  of: TestClass,
  session: {
    startsAt: Date;
    capacity: number;
    waitlistCapacity?: number;
    bookedCount?: number;
    staffId?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(schema.classSessions)
    .values({
      classId: of.classId,
      locationId: of.locationId,
      instructorStaffId: session.staffId ?? null,
      startsAt: session.startsAt,
      endsAt: new Date(session.startsAt.getTime() + 3_600_000),
      capacity: session.capacity,
      waitlistCapacity: session.waitlistCapacity ?? 0,
      bookedCount: session.bookedCount ?? 0,
    })
    .returning();
  if (!row) throw new Error('test session not inserted');
  return row.id;
}
