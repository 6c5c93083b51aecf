import type { BusinessDirectory } from '@kalendo/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import { businesses, categories } from '../schema/index.ts';
import { loadMediaRefs } from './location-offers.ts';
import {
  cheapestPriceJoin,
  firstPhotoJoin,
  type LocationSummaryRow,
  photoColumns,
  priceColumns,
  toSummary,
} from './location-summary-row.ts';

/** Most places a business page lists (a chain with more shows its best rated). */
export const BUSINESS_LOCATIONS_LIMIT = 100;

/** The business page: the business, its logo and category, and its places as cards, best rated first. */
export function createBusinessDirectory(db: Db): BusinessDirectory {
  async function listLocations(businessId: string) {
    const result = await db.execute(sql`
      with own as (
        select l.id, l.slug, l.name, l.city, l.city_slug, l.address_line, l.time_zone,
               l.rating_average, l.rating_count, b.name as business_name
        from locations l
        join businesses b on b.id = l.business_id
        where l.business_id = ${businessId}
        order by l.rating_average desc, l.rating_count desc, l.slug
        limit ${BUSINESS_LOCATIONS_LIMIT}
      )
      select own.*, ${priceColumns}, ${photoColumns}
      from own
      ${cheapestPriceJoin(sql`own.id`)}
      ${firstPhotoJoin(sql`own.id`)}
      order by own.rating_average desc, own.rating_count desc, own.slug`);
    return resultRows<LocationSummaryRow>(result).map(toSummary);
  }

  return {
    async findBySlug(slug) {
      const [business] = await db
        .select({
          id: businesses.id,
          slug: businesses.slug,
          name: businesses.name,
          description: businesses.description,
          logoId: businesses.logoMediaId,
          categorySlug: categories.slug,
          categoryNames: categories.names,
        })
        .from(businesses)
        .leftJoin(categories, eq(categories.id, businesses.categoryId))
        .where(eq(businesses.slug, slug));
      if (!business) return null;
      const [logos, locations] = await Promise.all([
        loadMediaRefs(db, business.logoId ? [business.logoId] : []),
        listLocations(business.id),
      ]);
      return {
        slug: business.slug,
        name: business.name,
        description: business.description,
        logo: (business.logoId && logos.get(business.logoId)) || null,
        category:
          business.categorySlug && business.categoryNames
            ? { slug: business.categorySlug, names: business.categoryNames }
            : null,
        locations,
      };
    },
  };
}
