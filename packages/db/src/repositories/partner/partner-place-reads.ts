import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../client/database.ts';
import { locationExceptions, locations } from '../../schema/index.ts';
import { openPlaceOf, type SpecialDay, wallTime, weeklyOf } from './partner-place-rows.ts';
import { notFound } from './partner-refusal.ts';

/** Most special days a list shows (a year and a half of them, every day). */
const SPECIAL_DAYS_LIMIT = 550;

/** A place of the business as the portal reads it; a closed place (ADR 058) is not found. */
export function createPlaceReads(db: Db) {
  return {
    async read(businessId: string, placeId: string) {
      const [place] = await db.select().from(locations).where(openPlaceOf(businessId, placeId));
      if (!place) throw notFound();
      return {
        id: place.id,
        slug: place.slug,
        name: place.name,
        addressLine: place.addressLine,
        city: place.city,
        citySlug: place.citySlug,
        postalCode: place.postalCode,
        countryCode: place.countryCode,
        latitude: place.latitude,
        longitude: place.longitude,
        timeZone: place.timeZone,
        currency: place.currency,
        phone: place.phone,
        email: place.email,
        description: place.description,
        policy: {
          horizonDays: place.horizonDays,
          leadTimeMinutes: place.leadTimeMinutes,
          cancellationWindowMinutes: place.cancellationWindowMinutes,
          slotStepMinutes: place.slotStepMinutes,
        },
        weekly: await weeklyOf(db, place.id),
        publishedAt: place.publishedAt?.toISOString() ?? null,
      };
    },

    /** The place's special days from today in its zone on, by date. */
    async listSpecialDays(businessId: string, placeId: string, now: Date): Promise<SpecialDay[]> {
      const [place] = await db
        .select({ timeZone: locations.timeZone })
        .from(locations)
        .where(openPlaceOf(businessId, placeId));
      if (!place) throw notFound();
      const rows = await db
        .select()
        .from(locationExceptions)
        .where(
          and(
            eq(locationExceptions.locationId, placeId),
            sql`${locationExceptions.date} >= (${now.toISOString()}::timestamptz at time zone ${place.timeZone})::date`,
          ),
        )
        .orderBy(asc(locationExceptions.date))
        .limit(SPECIAL_DAYS_LIMIT);
      return rows.map((row) => ({
        date: row.date,
        closed: row.closed,
        opens: row.opensAt === null ? null : wallTime(row.opensAt),
        closes: row.closesAt === null ? null : wallTime(row.closesAt),
        note: row.note,
      }));
    },
  };
}
