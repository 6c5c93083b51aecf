import type { PartnerRole } from '@kalendo/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import { businesses, businessMembers, categories, locations } from '../../schema/index.ts';
import { ownDescription, writeBusinessDescription } from '../business-descriptions.ts';
import { appendAudit } from './partner-audit.ts';
import { changeDescription } from './partner-descriptions.ts';
import { insertPlace, type NewPlace } from './partner-place-rows.ts';
import { notFound, PartnerRefusal } from './partner-refusal.ts';
import { missingToPublish } from './publish-checks.ts';
import { slugFrom } from './slug-from.ts';
import { unpublishBusiness } from './unpublish-business.ts';

/** Most businesses one user belongs to that a list shows. */
const MEMBERSHIPS_LIMIT = 100;

export interface NewBusiness {
  name: string;
  description: string;
  locale: string;
  categorySlug: string | null;
  place: NewPlace;
}

/** The business's fields a partner may change; `themeColor` is its private app's colour (ADR 027, 044). */
export type BusinessPatch = Partial<
  Omit<NewBusiness, 'place'> & { themeColor: string | null; appName: string | null }
>;

async function categoryIdOf(tx: DbTransaction, slug: string | null | undefined) {
  if (slug === undefined) return undefined;
  if (slug === null) return null;
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw new PartnerRefusal({ kind: 'unknown-reference', field: 'categorySlug' });
  return row.id;
}

/** The business, locked for the change. */
async function lockBusiness(tx: DbTransaction, businessId: string) {
  const [business] = await tx.select().from(businesses).where(eq(businesses.id, businessId)).for('update');
  if (!business) throw notFound();
  return business;
}

const businessColumns = {
  id: businesses.id,
  slug: businesses.slug,
  name: businesses.name,
  /** In the business's own language (ADR 054); the other languages: `createPartnerDescriptions`. */
  description: ownDescription,
  locale: businesses.locale,
  categorySlug: categories.slug,
  logoMediaId: businesses.logoMediaId,
  themeColor: businesses.themeColor,
  appName: businesses.appName,
  appIconMediaId: businesses.appIconMediaId,
  publishedAt: businesses.publishedAt,
};

/** Businesses and their places, as the partner API shows them; `roles`: the caller's role in each. */
async function describe(db: Db | DbTransaction, ids: string[], roles: Map<string, PartnerRole>) {
  if (ids.length === 0) return [];
  const [rows, places] = await Promise.all([
    db
      .select(businessColumns)
      .from(businesses)
      .leftJoin(categories, eq(categories.id, businesses.categoryId))
      .where(inArray(businesses.id, ids))
      .orderBy(asc(businesses.name), asc(businesses.id)),
    db
      .select({
        businessId: locations.businessId,
        id: locations.id,
        slug: locations.slug,
        name: locations.name,
        city: locations.city,
        timeZone: locations.timeZone,
        currency: locations.currency,
        publishedAt: locations.publishedAt,
      })
      .from(locations)
      // A closed place (ADR 058) is history only: not in the portal's places.
      .where(and(inArray(locations.businessId, ids), isNull(locations.archivedAt)))
      .orderBy(asc(locations.name), asc(locations.id)),
  ]);
  return rows.map((row) => ({
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    role: roles.get(row.id) as PartnerRole,
    places: places
      .filter((place) => place.businessId === row.id)
      .map(({ businessId: _, publishedAt, ...place }) => ({
        ...place,
        publishedAt: publishedAt?.toISOString() ?? null,
      })),
  }));
}

export type PartnerBusinessRecord = Awaited<ReturnType<typeof describe>>[number];

/** Businesses, memberships and publishing of the partner set-up; every query is scoped by business. */
export function createPartnerBusinesses(db: Db) {
  return {
    /** The user's role in the business, or null when they are not a member (or it does not exist). */
    async roleOf(businessId: string, userId: string): Promise<PartnerRole | null> {
      const [row] = await db
        .select({ role: businessMembers.role })
        .from(businessMembers)
        .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId)));
      return row?.role ?? null;
    },

    async listMine(userId: string): Promise<PartnerBusinessRecord[]> {
      const memberships = await db
        .select({ businessId: businessMembers.businessId, role: businessMembers.role })
        .from(businessMembers)
        .where(eq(businessMembers.userId, userId))
        .orderBy(asc(businessMembers.createdAt))
        .limit(MEMBERSHIPS_LIMIT);
      const roles = new Map(memberships.map((row) => [row.businessId, row.role]));
      return describe(db, [...roles.keys()], roles);
    },

    async read(businessId: string, role: PartnerRole): Promise<PartnerBusinessRecord> {
      const [record] = await describe(db, [businessId], new Map([[businessId, role]]));
      if (!record) throw notFound();
      return record;
    },

    /** The business, its first place and the caller as its owner, in one transaction. */
    async create(userId: string, input: NewBusiness, now: Date): Promise<string> {
      return db.transaction(async (tx) => {
        const [business] = await tx
          .insert(businesses)
          .values({
            slug: slugFrom(input.name),
            name: input.name,
            locale: input.locale,
            categoryId: await categoryIdOf(tx, input.categorySlug),
          })
          .returning();
        if (!business) throw new Error('business not inserted');
        await writeBusinessDescription(tx, business.id, input.locale, input.description, now);
        await tx.insert(businessMembers).values({ businessId: business.id, userId, role: 'owner' });
        await appendAudit(tx, {
          businessId: business.id,
          actorUserId: userId,
          action: 'business.create',
          subjectKind: 'business',
          subjectId: business.id,
          after: { ...business, description: input.description },
        });
        await insertPlace(tx, {
          businessId: business.id,
          actorUserId: userId,
          locale: input.locale,
          place: input.place,
          publishedAt: now,
        });
        return business.id;
      });
    },

    /** Changes the business's fields; `description` is its text in its own language (the new one, if changed). */
    async update(businessId: string, actorUserId: string, patch: BusinessPatch, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockBusiness(tx, businessId);
        const { categorySlug, description, ...fields } = patch;
        const categoryId = await categoryIdOf(tx, categorySlug);
        const changes = { ...fields, ...(categoryId === undefined ? {} : { categoryId }) };
        let locale = before.locale;
        if (Object.keys(changes).length > 0) {
          const [after] = await tx
            .update(businesses)
            .set(changes)
            .where(eq(businesses.id, businessId))
            .returning();
          locale = after?.locale ?? locale;
          await appendAudit(tx, {
            businessId,
            actorUserId,
            action: 'business.update',
            subjectKind: 'business',
            subjectId: businessId,
            before,
            after,
          });
        }
        if (description !== undefined)
          await changeDescription(tx, { businessId, actorUserId, locale, text: description, now });
      });
    },

    /**
     * Takes the business out of public view (ADR 055): search, its pages, the widget and new bookings stop;
     * the appointments and spots already booked stay. Publishing again brings it back.
     */
    async unpublish(businessId: string, actorUserId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockBusiness(tx, businessId);
        await unpublishBusiness(tx, businessId, actorUserId, 'business.unpublish');
      });
    },

    /**
     * Publishes the business when its set-up is complete (a place with hours, an active service that an active
     * staff member with working hours performs); refuses with what is missing otherwise.
     */
    async publish(businessId: string, actorUserId: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockBusiness(tx, businessId);
        const missing = await missingToPublish(tx, businessId);
        if (missing.length > 0) throw new PartnerRefusal({ kind: 'incomplete', missing });
        if (before.publishedAt) return;
        const [after] = await tx
          .update(businesses)
          .set({ publishedAt: now })
          .where(eq(businesses.id, businessId))
          .returning();
        await appendAudit(tx, {
          businessId,
          actorUserId,
          action: 'business.publish',
          subjectKind: 'business',
          subjectId: businessId,
          before,
          after,
        });
      });
    },
  };
}
