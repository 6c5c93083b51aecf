import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { businesses, locations } from '../schema/index.ts';
import { isPublicPlace } from './published-business.ts';

/** Public places of one business (a custom domain's sitemap), or every published place. */
const ofBusiness = (businessSlug: string | undefined): SQL | undefined =>
  businessSlug === undefined ? isPublicPlace : and(eq(businesses.slug, businessSlug), isPublicPlace);

/** Every place's slug (or one business's) in a stable order, a page at a time (the sitemap). */
export function createLocationSlugs(db: Db) {
  return {
    async count(businessSlug?: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(locations)
        .innerJoin(businesses, eq(businesses.id, locations.businessId))
        .where(ofBusiness(businessSlug));
      return row?.total ?? 0;
    },
    async page(offset: number, limit: number, businessSlug?: string): Promise<string[]> {
      const rows = await db
        .select({ slug: locations.slug })
        .from(locations)
        .innerJoin(businesses, eq(businesses.id, locations.businessId))
        .where(ofBusiness(businessSlug))
        .orderBy(asc(locations.slug))
        .offset(offset)
        .limit(limit);
      return rows.map((row) => row.slug);
    },
  };
}
