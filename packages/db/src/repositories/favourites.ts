import type { LocationSummary } from '@kalendo/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import { favourites, locations } from '../schema/index.ts';
import {
  cheapestPriceJoin,
  firstPhotoJoin,
  type LocationSummaryRow,
  logoColumns,
  logoJoin,
  photoColumns,
  priceColumns,
  toSummary,
} from './location-summary-row.ts';

/** A user's favourite places ("My locations" of the side menu). */
export function createFavourites(db: Db) {
  // A place's page asks on every signed-in visit: prepared once (ADR 037's rule for per-request reads).
  const ids = db
    .select({ id: favourites.locationId })
    .from(favourites)
    .where(eq(favourites.userId, sql.placeholder('userId')))
    .orderBy(desc(favourites.createdAt), desc(favourites.locationId))
    .limit(sql.placeholder('limit'))
    .prepare('favourite_ids');
  return {
    /** The ids of the user's favourite places, newest first. */
    async listIds(userId: string, limit: number): Promise<string[]> {
      return (await ids.execute({ userId, limit })).map((row) => row.id);
    },
    /** Adds the place; false when no place has this id. Adding twice keeps one entry. */
    async add(userId: string, locationId: string): Promise<boolean> {
      const [place] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.id, locationId));
      if (!place) return false;
      await db.insert(favourites).values({ userId, locationId }).onConflictDoNothing();
      return true;
    },
    async remove(userId: string, locationId: string): Promise<void> {
      await db
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.locationId, locationId)));
    },
    /** Newest first, as cards (cheapest paid service and first photo, like every list of places). */
    async list(userId: string, limit = 100): Promise<LocationSummary[]> {
      const result = await db.execute(sql`
        select l.id, l.slug, l.name, b.name as business_name, l.city, l.city_slug, l.address_line, l.time_zone,
               l.rating_average, l.rating_count, ${priceColumns}, ${photoColumns}, ${logoColumns}
        from favourites f
        join locations l on l.id = f.location_id
        join businesses b on b.id = l.business_id
        ${cheapestPriceJoin(sql`l.id`)}
        ${firstPhotoJoin(sql`l.id`)}
        ${logoJoin(sql`b.logo_media_id`)}
        where f.user_id = ${userId}
        order by f.created_at desc, l.slug
        limit ${limit}`);
      return resultRows<LocationSummaryRow>(result).map(toSummary);
    },
  };
}
