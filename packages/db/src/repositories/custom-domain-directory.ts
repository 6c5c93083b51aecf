import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { businesses, locations } from '../schema/index.ts';
import { isPublishedBusiness } from './published-business.ts';

export interface CustomDomainRecord {
  host: string;
  businessSlug: string;
  locationSlug: string;
}

/** Which business a custom domain belongs to (custom-domain mode, DESIGN.md §4). */
export function createCustomDomainDirectory(db: Db) {
  return {
    async findByHost(host: string): Promise<CustomDomainRecord | undefined> {
      const [row] = await db
        .select({ host: locations.customDomain, businessSlug: businesses.slug, locationSlug: locations.slug })
        .from(locations)
        .innerJoin(businesses, eq(businesses.id, locations.businessId))
        .where(
          and(
            eq(locations.customDomain, host.toLowerCase()),
            // Only a domain whose DNS record was found is the business's (ADR 044).
            isNotNull(locations.customDomainVerifiedAt),
            isPublishedBusiness,
          ),
        )
        .limit(1);
      return row?.host
        ? { host: row.host, businessSlug: row.businessSlug, locationSlug: row.locationSlug }
        : undefined;
    },
  };
}
