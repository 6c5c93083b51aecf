import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import { businesses, locationExceptions, locationOpeningHours, locations } from '../../schema/index.ts';
import { guardBookings } from './affected-bookings.ts';
import { bookedOutsideHours } from './booked-outside-hours.ts';
import { appendAudit } from './partner-audit.ts';
import { notFound, PartnerRefusal } from './partner-refusal.ts';
import { missingToPublish } from './publish-checks.ts';
import { slugFrom } from './slug-from.ts';

/** A place as a partner gives it: at set-up, or added later (ADR 056). */
export interface NewPlace {
  name: string;
  addressLine: string;
  city: string;
  citySlug: string;
  postalCode: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  currency: string;
  phone: string;
  email: string;
  description: string;
}

export interface WeeklyRange {
  weekday: number;
  start: string;
  end: string;
}

export interface BookingPolicy {
  horizonDays: number;
  leadTimeMinutes: number;
  cancellationWindowMinutes: number;
  slotStepMinutes: number;
}

/** Details of a place a partner may change. */
export type PlacePatch = Partial<NewPlace>;

export interface SpecialDay {
  date: string;
  closed: boolean;
  opens: string | null;
  closes: string | null;
  note: string;
}

/** `HH:MM:SS` as PostgreSQL prints `time`, `HH:MM` as the API speaks (`24:00:00` stays the day's end). */
const wallTime = (value: string) => value.slice(0, 5);

/** The place of the business, locked for the change; another business's place is not found. */
export async function lockPlace(tx: DbTransaction, businessId: string, placeId: string) {
  const [place] = await tx
    .select()
    .from(locations)
    .where(and(eq(locations.id, placeId), eq(locations.businessId, businessId)))
    .for('update');
  if (!place) throw notFound();
  return place;
}

async function weeklyOf(db: Db | DbTransaction, placeId: string): Promise<WeeklyRange[]> {
  const rows = await db
    .select()
    .from(locationOpeningHours)
    .where(eq(locationOpeningHours.locationId, placeId))
    .orderBy(asc(locationOpeningHours.weekday), asc(locationOpeningHours.opensAt));
  return rows.map((row) => ({
    weekday: row.weekday,
    start: wallTime(row.opensAt),
    end: wallTime(row.closesAt),
  }));
}

/** Replaces the place's weekly hours with `weekly` (the set-up's one way to write them). */
async function writeWeekly(tx: DbTransaction, placeId: string, weekly: WeeklyRange[]) {
  await tx.delete(locationOpeningHours).where(eq(locationOpeningHours.locationId, placeId));
  if (weekly.length > 0)
    await tx.insert(locationOpeningHours).values(
      weekly.map((range) => ({
        locationId: placeId,
        weekday: range.weekday,
        opensAt: range.start,
        closesAt: range.end,
      })),
    );
}

/**
 * Inserts a place of the business and audits it (`place.create`): the set-up's first place, public with its
 * business (`publishedAt` set), or one added later, out of public view until published itself (null, ADR 056).
 */
export async function insertPlace(
  tx: DbTransaction,
  input: {
    businessId: string;
    actorUserId: string;
    locale: string;
    place: NewPlace;
    publishedAt: Date | null;
  },
) {
  const { businessId, actorUserId, locale, place, publishedAt } = input;
  const [row] = await tx
    .insert(locations)
    .values({ ...place, businessId, slug: slugFrom(place.name), locale, publishedAt })
    .returning();
  if (!row) throw new Error('place not inserted');
  await appendAudit(tx, {
    businessId,
    actorUserId,
    action: 'place.create',
    subjectKind: 'place',
    subjectId: row.id,
    after: row,
  });
  return row;
}

/** Which booked future appointments lie outside the place's hours, as the transaction sees them. */
const outsidePlace = (tx: DbTransaction, placeId: string, now: Date) => () =>
  bookedOutsideHours(tx, placeId, now);

/** Most special days a list shows (a year and a half of them, every day). */
const SPECIAL_DAYS_LIMIT = 550;

/** A business's places: details, booking policy, weekly hours and special days; scoped by business. */
export function createPartnerPlaces(db: Db) {
  return {
    async read(businessId: string, placeId: string) {
      const [place] = await db
        .select()
        .from(locations)
        .where(and(eq(locations.id, placeId), eq(locations.businessId, businessId)));
      if (!place) throw notFound();
      return {
        id: place.id,
        slug: place.slug,
        name: place.name,
        addressLine: place.addressLine,
        city: place.city,
        citySlug: place.citySlug,
        postalCode: place.postalCode,
        countryCode: place.countryCode,
        latitude: place.latitude,
        longitude: place.longitude,
        timeZone: place.timeZone,
        currency: place.currency,
        phone: place.phone,
        email: place.email,
        description: place.description,
        policy: {
          horizonDays: place.horizonDays,
          leadTimeMinutes: place.leadTimeMinutes,
          cancellationWindowMinutes: place.cancellationWindowMinutes,
          slotStepMinutes: place.slotStepMinutes,
        },
        weekly: await weeklyOf(db, place.id),
        publishedAt: place.publishedAt?.toISOString() ?? null,
      };
    },

    /**
     * Adds another place to the business (ADR 056), with its weekly hours when given, in one transaction. It is
     * not public until `publish` finds it complete; the business row is locked so the place and a concurrent
     * publish or unpublish of the business see each other.
     */
    async create(businessId: string, actorUserId: string, input: NewPlace & { weekly: WeeklyRange[] }) {
      return db.transaction(async (tx) => {
        const [business] = await tx
          .select({ locale: businesses.locale })
          .from(businesses)
          .where(eq(businesses.id, businessId))
          .for('update');
        if (!business) throw notFound();
        const { weekly, ...place } = input;
        const row = await insertPlace(tx, {
          businessId,
          actorUserId,
          locale: business.locale,
          place,
          publishedAt: null,
        });
        if (weekly.length > 0) {
          await writeWeekly(tx, row.id, weekly);
          await appendAudit(tx, {
            businessId,
            actorUserId,
            action: 'place.hours',
            subjectKind: 'place',
            subjectId: row.id,
            before: [],
            after: weekly,
          });
        }
        return row.id;
      });
    },

    /**
     * Makes a place public on its own (ADR 056) when it passes the publish checks by itself: weekly hours and an
     * active service an active staff member with working hours performs there; refuses with what is missing.
     * The place shows once its business is published too.
     */
    async publish(businessId: string, actorUserId: string, placeId: string, now: Date) {
      await db.transaction(async (tx) => {
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

    /** The place's special days from today in its zone on, by date. */
    async listSpecialDays(businessId: string, placeId: string, now: Date): Promise<SpecialDay[]> {
      const [place] = await db
        .select({ timeZone: locations.timeZone })
        .from(locations)
        .where(and(eq(locations.id, placeId), eq(locations.businessId, businessId)));
      if (!place) throw notFound();
      const rows = await db
        .select()
        .from(locationExceptions)
        .where(
          and(
            eq(locationExceptions.locationId, placeId),
            sql`${locationExceptions.date} >= (${now.toISOString()}::timestamptz at time zone ${place.timeZone})::date`,
          ),
        )
        .orderBy(asc(locationExceptions.date))
        .limit(SPECIAL_DAYS_LIMIT);
      return rows.map((row) => ({
        date: row.date,
        closed: row.closed,
        opens: row.opensAt === null ? null : wallTime(row.opensAt),
        closes: row.closesAt === null ? null : wallTime(row.closesAt),
        note: row.note,
      }));
    },

    /** Changes the place's details (address, position, zone, contacts, description). */
    async update(businessId: string, actorUserId: string, placeId: string, patch: PlacePatch) {
      await db.transaction(async (tx) => {
        const before = await lockPlace(tx, businessId, placeId);
        const [after] = await tx.update(locations).set(patch).where(eq(locations.id, placeId)).returning();
        await appendAudit(tx, {
          businessId,
          actorUserId,
          action: 'place.update',
          subjectKind: 'place',
          subjectId: placeId,
          before,
          after,
        });
      });
    },

    async setPolicy(businessId: string, actorUserId: string, placeId: string, policy: BookingPolicy) {
      await db.transaction(async (tx) => {
        const before = await lockPlace(tx, businessId, placeId);
        await tx.update(locations).set(policy).where(eq(locations.id, placeId));
        const { horizonDays, leadTimeMinutes, cancellationWindowMinutes, slotStepMinutes } = before;
        await appendAudit(tx, {
          businessId,
          actorUserId,
          action: 'place.policy',
          subjectKind: 'place',
          subjectId: placeId,
          before: { horizonDays, leadTimeMinutes, cancellationWindowMinutes, slotStepMinutes },
          after: policy,
        });
      });
    },

    /** Replaces the weekly opening hours; 409-refused when booked appointments would fall outside them. */
    async setWeeklyHours(
      businessId: string,
      actorUserId: string,
      placeId: string,
      weekly: WeeklyRange[],
      now: Date,
      keepBookings = false,
    ) {
      await db.transaction(async (tx) => {
        await lockPlace(tx, businessId, placeId);
        const kept = { businessId, actorUserId, subjectKind: 'place' as const, subjectId: placeId };
        const before = await weeklyOf(tx, placeId);
        await guardBookings(
          tx,
          outsidePlace(tx, placeId, now),
          () => writeWeekly(tx, placeId, weekly),
          keepBookings,
          kept,
        );
        await appendAudit(tx, {
          businessId,
          actorUserId,
          action: 'place.hours',
          subjectKind: 'place',
          subjectId: placeId,
          before,
          after: weekly,
        });
      });
    },

    /** Replaces the special days from `from` to `to`; 409-refused like the weekly hours. */
    async setSpecialDays(
      businessId: string,
      actorUserId: string,
      placeId: string,
      range: { from: string; to: string; days: SpecialDay[] },
      now: Date,
      keepBookings = false,
    ) {
      await db.transaction(async (tx) => {
        await lockPlace(tx, businessId, placeId);
        const kept = { businessId, actorUserId, subjectKind: 'place' as const, subjectId: placeId };
        const inRange = and(
          eq(locationExceptions.locationId, placeId),
          gteDate(range.from),
          lteDate(range.to),
        );
        const before = await tx.select().from(locationExceptions).where(inRange);
        await guardBookings(
          tx,
          outsidePlace(tx, placeId, now),
          async () => {
            await tx.delete(locationExceptions).where(inRange);
            if (range.days.length > 0)
              await tx.insert(locationExceptions).values(
                range.days.map((day) => ({
                  locationId: placeId,
                  date: day.date,
                  closed: day.closed,
                  opensAt: day.closed ? null : day.opens,
                  closesAt: day.closed ? null : day.closes,
                  note: day.note,
                })),
              );
          },
          keepBookings,
          kept,
        );
        await appendAudit(tx, {
          businessId,
          actorUserId,
          action: 'place.special-days',
          subjectKind: 'place',
          subjectId: placeId,
          before,
          after: range,
        });
      });
    },
  };
}

const gteDate = (date: string) => gte(locationExceptions.date, date);
const lteDate = (date: string) => lte(locationExceptions.date, date);
