import { DOMAIN_RECHECK_EVERY_MS } from '@kalendo/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../client/database.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../client/sql-state.ts';
import { businesses, locations } from '../../schema/index.ts';
import { appendAudit } from './partner-audit.ts';
import { lockPlace } from './partner-place-rows.ts';
import { notFound, PartnerRefusal } from './partner-refusal.ts';

/** A place's widget sites and custom domain, as the partner's distribution page shows them (ADR 044). */
export interface PlaceDistributionRecord {
  id: string;
  slug: string;
  name: string;
  widgetOrigins: string[];
  customDomain: string | null;
  /** The token the domain's TXT record must hold; null once operators set the domain. */
  customDomainToken: string | null;
  customDomainVerifiedAt: string | null;
  /** Re-checks in a row that found the record missing or wrong (ADR 053); the third makes it unverified. */
  customDomainFailedChecks: number;
  /** When the domain stopped being trusted after failed re-checks, until verified again. */
  customDomainLapsedAt: string | null;
}

const placeColumns = {
  id: locations.id,
  slug: locations.slug,
  name: locations.name,
  widgetOrigins: locations.widgetOrigins,
  customDomain: locations.customDomain,
  customDomainToken: locations.customDomainToken,
  customDomainVerifiedAt: locations.customDomainVerifiedAt,
  customDomainFailedChecks: locations.customDomainFailedChecks,
  customDomainLapsedAt: locations.customDomainLapsedAt,
};

/** A domain named, removed or proved anew starts with no failed re-checks (ADR 053). */
const noRechecks = {
  customDomainFailedChecks: 0,
  customDomainLapsedAt: null,
  customDomainNextCheckAt: null,
} as const;

/** What a change of the place's distribution settings recorded before and after. */
const distributionOf = (place: typeof locations.$inferSelect) => ({
  widgetOrigins: place.widgetOrigins,
  customDomain: place.customDomain,
  customDomainVerifiedAt: place.customDomainVerifiedAt,
  customDomainFailedChecks: place.customDomainFailedChecks,
});

/** The widget's sites and the custom domains of a business's places; every query scoped by business. */
export function createPartnerDistribution(db: Db) {
  /** Changes one place in a transaction, its row locked, and audits what changed. */
  async function change(
    businessId: string,
    actorUserId: string,
    placeId: string,
    action: string,
    set: (before: typeof locations.$inferSelect) => Partial<typeof locations.$inferInsert> | null,
  ) {
    try {
      await db.transaction(async (tx) => {
        const before = await lockPlace(tx, businessId, placeId);
        const values = set(before);
        if (!values) return;
        const [after] = await tx.update(locations).set(values).where(eq(locations.id, placeId)).returning();
        if (!after) throw notFound();
        await appendAudit(tx, {
          businessId,
          actorUserId,
          action,
          subjectKind: 'place',
          subjectId: placeId,
          before: distributionOf(before),
          after: distributionOf(after),
        });
      });
    } catch (error) {
      // The domain is another place's (of this business or another): the unique constraint decides.
      if (sqlStateOf(error) === UNIQUE_VIOLATION) throw new PartnerRefusal({ kind: 'domain-taken' });
      throw error;
    }
  }

  return {
    async read(businessId: string) {
      const [business] = await db
        .select({ slug: businesses.slug, themeColor: businesses.themeColor })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      if (!business) throw notFound();
      const places = await db
        .select(placeColumns)
        .from(locations)
        .where(eq(locations.businessId, businessId))
        .orderBy(asc(locations.name), asc(locations.id));
      return {
        businessSlug: business.slug,
        places: places.map(
          (place): PlaceDistributionRecord => ({
            ...place,
            customDomainVerifiedAt: place.customDomainVerifiedAt?.toISOString() ?? null,
            customDomainLapsedAt: place.customDomainLapsedAt?.toISOString() ?? null,
          }),
        ),
      };
    },

    /** Replaces the sites that may embed the place's widget (already checked and bounded). */
    setWidgetOrigins(businessId: string, actorUserId: string, placeId: string, origins: string[]) {
      return change(businessId, actorUserId, placeId, 'place.widget-origins', () => ({
        widgetOrigins: origins,
      }));
    },

    /**
     * Names the place's custom domain, unverified, with the token its TXT record must hold. The same domain
     * again changes nothing (its token stays, so a record already made still proves it).
     */
    setCustomDomain(businessId: string, actorUserId: string, placeId: string, domain: string, token: string) {
      return change(businessId, actorUserId, placeId, 'place.custom-domain', (before) =>
        before.customDomain === domain
          ? null
          : { customDomain: domain, customDomainToken: token, customDomainVerifiedAt: null, ...noRechecks },
      );
    },

    /** Forgets the place's custom domain: its host is no longer served. */
    removeCustomDomain(businessId: string, actorUserId: string, placeId: string) {
      return change(businessId, actorUserId, placeId, 'place.custom-domain', (before) =>
        before.customDomain === null
          ? null
          : { customDomain: null, customDomainToken: null, customDomainVerifiedAt: null, ...noRechecks },
      );
    },

    /**
     * Marks the domain verified when it is still the one the record was looked up for (a change meanwhile
     * leaves the new domain unverified: the lookup proved the old one). A verified domain with failed
     * re-checks found again forgets them (ADR 053). Either way its next re-check is a day later.
     */
    markVerified(businessId: string, actorUserId: string, placeId: string, domain: string, now: Date) {
      return change(businessId, actorUserId, placeId, 'place.custom-domain-verified', (before) => {
        if (before.customDomain !== domain) throw new PartnerRefusal({ kind: 'unchanged' });
        if (before.customDomainVerifiedAt && before.customDomainFailedChecks === 0) return null;
        return {
          customDomainVerifiedAt: before.customDomainVerifiedAt ?? now,
          ...noRechecks,
          customDomainNextCheckAt: new Date(now.getTime() + DOMAIN_RECHECK_EVERY_MS),
        };
      });
    },
  };
}
