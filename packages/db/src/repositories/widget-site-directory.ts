import type { WidgetSiteDirectory } from '@kalendo/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { businesses, locations } from '../schema/index.ts';
import { isPublishedBusiness, publicPlaceOf } from './published-business.ts';

/**
 * A published business's widget sites: its public places' (ADR 056) verified custom domains and the origins
 * they list, in one query. A place not yet published lends the widget no site.
 */
export function createWidgetSiteDirectory(db: Db): WidgetSiteDirectory {
  return {
    async findByBusinessSlug(slug) {
      const [row] = await db
        .select({
          customDomains: sql<
            string[]
          >`coalesce(array_agg(distinct ${locations.customDomain}) filter (where ${locations.customDomain} is not null and ${locations.customDomainVerifiedAt} is not null), '{}')`,
          widgetOrigins: sql<
            string[]
          >`coalesce((select array_agg(distinct o) from ${locations} l, unnest(l.widget_origins) o where l.business_id = ${businesses.id} and ${publicPlaceOf(sql`l`)}), '{}')`,
        })
        .from(businesses)
        .leftJoin(locations, and(eq(locations.businessId, businesses.id), isNotNull(locations.publishedAt)))
        .where(and(eq(businesses.slug, slug), isPublishedBusiness))
        .groupBy(businesses.id);
      return row ? { customDomains: row.customDomains, widgetOrigins: row.widgetOrigins } : null;
    },
  };
}
