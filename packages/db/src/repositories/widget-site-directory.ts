import type { WidgetSiteDirectory } from '@kalendo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { businesses, locations } from '../schema/index.ts';
import { isPublishedBusiness } from './published-business.ts';

/** A business's widget sites: its places' verified custom domains and the origins they list, in one query. */
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
          >`coalesce((select array_agg(distinct o) from ${locations} l, unnest(l.widget_origins) o where l.business_id = ${businesses.id}), '{}')`,
        })
        .from(businesses)
        .leftJoin(locations, eq(locations.businessId, businesses.id))
        .where(and(eq(businesses.slug, slug), isPublishedBusiness))
        .groupBy(businesses.id);
      return row ? { customDomains: row.customDomains, widgetOrigins: row.widgetOrigins } : null;
    },
  };
}
