import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import { businesses, locationExceptions, locations } from '../../schema/index.ts';
import { guardBookings } from './affected-bookings.ts';
import { bookedOutsideHours } from './booked-outside-hours.ts';
import { appendAudit } from './partner-audit.ts';
import {
  type BookingPolicy,
  insertPlace,
  lockPlace,
  type NewPlace,
  type PlacePatch,
  type SpecialDay,
  type WeeklyRange,
  weeklyOf,
  writeWeekly,
} from './partner-place-rows.ts';
import { notFound } from './partner-refusal.ts';
import { keepPublicPlaceBookable } from './public-place-guard.ts';

/** Which booked future appointments lie outside the place's hours, as the transaction sees them. */
const outsidePlace = (tx: DbTransaction, placeId: string, now: Date) => () =>
  bookedOutsideHours(tx, placeId, now);

const gteDate = (date: string) => gte(locationExceptions.date, date);
const lteDate = (date: string) => lte(locationExceptions.date, date);

/** Adding a place and changing a place's details, booking policy, weekly hours and special days. */
export function createPlaceEdits(db: Db) {
  return {
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

    /**
     * Replaces the weekly opening hours; 409-refused when booked appointments would fall outside them, or when
     * it empties the hours of a public place (ADR 058).
     */
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
        await keepPublicPlaceBookable(tx, businessId, placeId, () =>
          guardBookings(
            tx,
            outsidePlace(tx, placeId, now),
            () => writeWeekly(tx, placeId, weekly),
            keepBookings,
            kept,
          ),
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
