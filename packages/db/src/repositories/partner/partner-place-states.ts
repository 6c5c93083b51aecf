import { placeHideRefusal, placeRemovalRefusal } from '@kalendo/domain';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import { businesses, locations, services, staff } from '../../schema/index.ts';
import { appendAudit } from './partner-audit.ts';
import { lockPlace } from './partner-place-rows.ts';
import { notFound, PartnerRefusal } from './partner-refusal.ts';
import { missingToPublish } from './publish-checks.ts';
import { toComeAt } from './things-to-come.ts';

/** The business's row, locked: every change of which places are public or open is made one at a time. */
async function lockBusiness(tx: DbTransaction, businessId: string) {
  const [business] = await tx
    .select({ publishedAt: businesses.publishedAt })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!business) throw notFound();
  return business;
}

/** The business's other open places (public ones only, with `publicOnly`). */
async function otherPlaces(tx: DbTransaction, businessId: string, placeId: string, publicOnly: boolean) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(locations)
    .where(
      and(
        eq(locations.businessId, businessId),
        ne(locations.id, placeId),
        isNull(locations.archivedAt),
        publicOnly ? isNotNull(locations.publishedAt) : undefined,
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * A place's own public state and its closing (ADR 056, 058). Each locks the business's row, then the place's,
 * so concurrent hides, publishes and removals of the business's places are decided one after another.
 */
export function createPlaceStates(db: Db) {
  return {
    /**
     * Makes a place public on its own (ADR 056) when it passes the publish checks by itself: weekly hours and an
     * active service an active staff member with working hours performs there; refuses with what is missing.
     * The place shows once its business is published too.
     */
    async publish(businessId: string, actorUserId: string, placeId: string, now: Date) {
      await db.transaction(async (tx) => {
        await lockBusiness(tx, businessId);
        const before = await lockPlace(tx, businessId, placeId);
        const missing = await missingToPublish(tx, businessId, placeId);
        if (missing.length > 0) throw new PartnerRefusal({ kind: 'incomplete', missing, place: true });
        if (before.publishedAt) return;
        const [after] = await tx
          .update(locations)
          .set({ publishedAt: now })
          .where(eq(locations.id, placeId))
          .returning();
        await appendAudit(tx, {
          businessId,
          actorUserId,
          action: 'place.publish',
          subjectKind: 'place',
          subjectId: placeId,
          before,
          after,
        });
      });
    },

    /**
     * Takes a public place out of public view (ADR 058): search, its page, the sitemap and booking drop it (its
     * row's trigger refreshes its search document); appointments booked there stay. Refused for the last public
     * place of a published business. Hiding a hidden place changes nothing.
     */
    async unpublish(businessId: string, actorUserId: string, placeId: string) {
      await db.transaction(async (tx) => {
        const business = await lockBusiness(tx, businessId);
        const before = await lockPlace(tx, businessId, placeId);
        const refusal = placeHideRefusal({
          businessPublished: business.publishedAt !== null,
          placePublic: before.publishedAt !== null,
          otherPublicPlaces: await otherPlaces(tx, businessId, placeId, true),
        });
        if (refusal) throw new PartnerRefusal({ kind: refusal });
        if (!before.publishedAt) return;
        await tx.update(locations).set({ publishedAt: null }).where(eq(locations.id, placeId));
        await appendAudit(tx, {
          businessId,
          actorUserId,
          action: 'place.unpublish',
          subjectKind: 'place',
          subjectId: placeId,
          before: { publishedAt: before.publishedAt.toISOString() },
          after: { publishedAt: null },
        });
      });
    },

    /**
     * Closes a place (ADR 058): archived, not deleted, so past appointments, reviews and the audit log still
     * name it; out of public view and of the portal, its services and staff members retired with it. Refused
     * while it is the business's only place or has appointments or class sessions to come. The place's row
     * stays locked to the end: a booking racing the removal waits for it and is then refused (migration 0036).
     */
    async remove(businessId: string, actorUserId: string, placeId: string, now: Date) {
      await db.transaction(async (tx) => {
        const business = await lockBusiness(tx, businessId);
        const before = await lockPlace(tx, businessId, placeId);
        const toCome = await toComeAt(tx, 'location_id', placeId, now);
        const removal = placeRemovalRefusal({
          otherPlaces: await otherPlaces(tx, businessId, placeId, false),
          toCome,
        });
        if (removal === 'only-place') throw new PartnerRefusal({ kind: 'only-place' });
        if (removal) throw new PartnerRefusal({ kind: 'things-to-come', subject: 'place', ...toCome });
        const hide = placeHideRefusal({
          businessPublished: business.publishedAt !== null,
          placePublic: before.publishedAt !== null,
          otherPublicPlaces: await otherPlaces(tx, businessId, placeId, true),
        });
        if (hide) throw new PartnerRefusal({ kind: hide });
        await tx
          .update(locations)
          .set({ archivedAt: now, publishedAt: null, customDomain: null, customDomainToken: null })
          .where(eq(locations.id, placeId));
        const retiredServices = await tx
          .update(services)
          .set({ active: false })
          .where(and(eq(services.locationId, placeId), eq(services.active, true)))
          .returning({ id: services.id });
        const retiredStaff = await tx
          .update(staff)
          .set({ active: false })
          .where(and(eq(staff.locationId, placeId), eq(staff.active, true)))
          .returning({ id: staff.id });
        await appendAudit(tx, {
          businessId,
          actorUserId,
          action: 'place.remove',
          subjectKind: 'place',
          subjectId: placeId,
          before: { name: before.name, publishedAt: before.publishedAt?.toISOString() ?? null },
          after: {
            archivedAt: now.toISOString(),
            serviceIds: retiredServices.map((row) => row.id),
            staffIds: retiredStaff.map((row) => row.id),
          },
        });
      });
    },
  };
}
