import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { businesses, locations } from '../schema/index.ts';
import { isPublicPlace } from './published-business.ts';

export interface CustomDomainRecord {
  host: string;
  businessSlug: string;
  locationSlug: string;
}

/** Which business a custom domain belongs to (custom-domain mode, DESIGN.md §4). */
export function createCustomDomainDirectory(db: Db) {
  return {
    /**
     * Is this host a place's verified domain, whatever the state of the place and its business? The server
     * serves such a host (its pages answer not-found while the place is not public), never another.
     */
    async isVerifiedDomain(host: string): Promise<boolean> {
      const [row] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(
          and(eq(locations.customDomain, host.toLowerCase()), isNotNull(locations.customDomainVerifiedAt)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The public place (and its business) a verified domain shows; none while the place is not public. */
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
            // A public place only (ADR 056): its business published, and the place itself.
            isPublicPlace,
          ),
        )
        .limit(1);
      return row?.host
        ? { host: row.host, businessSlug: row.businessSlug, locationSlug: row.locationSlug }
        : undefined;
    },
  };
}
