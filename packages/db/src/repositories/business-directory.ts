import type { BusinessDirectory } from '@kalendo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { businesses, categories } from '../schema/index.ts';
import { listBestRatedLocations } from './best-rated-locations.ts';
import { loadBusinessDescriptions } from './business-descriptions.ts';
import { loadMediaRefs } from './location-offers.ts';
import { isPublishedBusiness } from './published-business.ts';

/** Most places a business page lists (a chain with more shows its best rated). */
export const BUSINESS_LOCATIONS_LIMIT = 100;

/** The business page: the business, its logo and category, and its places as cards, best rated first. */
export function createBusinessDirectory(db: Db): BusinessDirectory {
  const listLocations = (businessId: string) =>
    listBestRatedLocations(db, sql`l.business_id = ${businessId}`, BUSINESS_LOCATIONS_LIMIT);

  return {
    async findBySlug(slug) {
      const [business] = await db
        .select({
          id: businesses.id,
          slug: businesses.slug,
          name: businesses.name,
          locale: businesses.locale,
          logoId: businesses.logoMediaId,
          themeColor: businesses.themeColor,
          appName: businesses.appName,
          appIconId: businesses.appIconMediaId,
          categorySlug: categories.slug,
          categoryNames: categories.names,
        })
        .from(businesses)
        .leftJoin(categories, eq(categories.id, businesses.categoryId))
        .where(and(eq(businesses.slug, slug), isPublishedBusiness));
      if (!business) return null;
      const [descriptions, logos, locations] = await Promise.all([
        loadBusinessDescriptions(db, business.id),
        loadMediaRefs(
          db,
          [business.logoId, business.appIconId].filter((id): id is string => id !== null),
        ),
        listLocations(business.id),
      ]);
      return {
        slug: business.slug,
        name: business.name,
        locale: business.locale,
        descriptions,
        logo: (business.logoId && logos.get(business.logoId)) || null,
        themeColor: business.themeColor,
        appName: business.appName,
        appIcon: (business.appIconId && logos.get(business.appIconId)) || null,
        category:
          business.categorySlug && business.categoryNames
            ? { slug: business.categorySlug, names: business.categoryNames }
            : null,
        locations,
      };
    },
  };
}
