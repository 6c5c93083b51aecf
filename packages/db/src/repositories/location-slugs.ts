import { asc, count } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { locations } from '../schema/index.ts';

/** Every place's slug in a stable order, a page at a time (the sitemap). */
export function createLocationSlugs(db: Db) {
  return {
    async count(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(locations);
      return row?.total ?? 0;
    },
    async page(offset: number, limit: number): Promise<string[]> {
      const rows = await db
        .select({ slug: locations.slug })
        .from(locations)
        .orderBy(asc(locations.slug))
        .offset(offset)
        .limit(limit);
      return rows.map((row) => row.slug);
    },
  };
}
