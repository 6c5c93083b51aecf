import {
  type ClassBookingRecord,
  type ClassBookingStore,
  type ClassCancelOutcome,
  type ClassSessionDetail,
  type ClassSpotOutcome,
  classCancellableUntil,
  classSpotGivenNotification,
  placeInSession,
} from '@kalendo/domain';
import { and, asc, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import {
  classBookings,
  classes,
  classSessions,
  locations,
  outboxEmails,
  staff,
  users,
} from '../schema/index.ts';
import { attachClassForm, classFormOf } from './class-booking-forms.ts';
import { selectClassBookings } from './class-bookings/select-class-bookings.ts';
import { canPayLater, giveClassCreditBack, recordCreditMove, spendClassCredit } from './memberships.ts';
import { enqueueNotification } from './notifications.ts';
import type { OutgoingEmail } from './outbox.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type BookingRow = typeof classBookings.$inferSelect;

const ACTIVE = ['booked', 'waitlisted'] as const;

/** The session's row, locked until the transaction ends: every decision about its spots waits here. */
async function lockSession(tx: Tx, sessionId: string) {
  const [row] = await tx
    .select({
      id: classSessions.id,
      classId: classSessions.classId,
      startsAt: classSessions.startsAt,
      capacity: classSessions.capacity,
      bookedCount: classSessions.bookedCount,
      waitlistCapacity: classSessions.waitlistCapacity,
      windowMinutes: locations.cancellationWindowMinutes,
    })
    .from(classSessions)
    .innerJoin(locations, eq(locations.id, classSessions.locationId))
    // A session the place cancelled takes no spots and gives none back: it is not there any more.
    .where(and(eq(classSessions.id, sessionId), isNull(classSessions.cancelledAt)))
    .for('update', { of: classSessions });
  return row ?? null;
}

/** 1 for the first in line; counted among the session's waitlist by arrival. */
async function waitlistPosition(db: Db | Tx, row: BookingRow): Promise<number> {
  const [ahead] = await db
    .select({ n: count() })
    .from(classBookings)
    .where(
      and(
        eq(classBookings.sessionId, row.sessionId),
        eq(classBookings.status, 'waitlisted'),
        or(
          lt(classBookings.createdAt, row.createdAt),
          and(eq(classBookings.createdAt, row.createdAt), lt(classBookings.id, row.id)),
        ),
      ),
    );
  return Number(ahead?.n ?? 0) + 1;
}

async function record(db: Db | Tx, row: BookingRow): Promise<ClassBookingRecord> {
  return {
    id: row.id,
    sessionId: row.sessionId,
    userId: row.userId,
    status: row.status,
    waitlistPosition: row.status === 'waitlisted' ? await waitlistPosition(db, row) : null,
    membershipId: row.membershipId,
    createdAt: row.createdAt,
  };
}

export const sessionColumns = {
  id: classSessions.id,
  classId: classes.id,
  name: classes.name,
  description: classes.description,
  level: classes.level,
  whatToBring: classes.whatToBring,
  startsAt: classSessions.startsAt,
  endsAt: classSessions.endsAt,
  capacity: classSessions.capacity,
  bookedCount: classSessions.bookedCount,
  waitlistCapacity: classSessions.waitlistCapacity,
  priceMinor: classes.priceMinor,
  currency: classes.currency,
  instructorId: staff.id,
  instructorName: staff.name,
  /** How many wait for the session, counted in the session's own query. */
  waitlisted: sql<number>`(select count(*) from ${classBookings} where ${classBookings.sessionId} = ${classSessions.id} and ${classBookings.status} = 'waitlisted')`,
  place: {
    id: locations.id,
    slug: locations.slug,
    name: locations.name,
    city: locations.city,
    citySlug: locations.citySlug,
    timeZone: locations.timeZone,
    cancellationWindowMinutes: locations.cancellationWindowMinutes,
  },
};

/** A row of `sessionColumns` as the domain names a session. */
export function sessionDetailOf({
  instructorId,
  instructorName,
  waitlisted,
  ...row
}: Omit<ClassSessionDetail, 'instructor' | 'waitlisted'> & {
  instructorId: string | null;
  instructorName: string | null;
  waitlisted: number | string;
}): ClassSessionDetail {
  return {
    ...row,
    currency: row.currency.trim(),
    waitlisted: Number(waitlisted),
    instructor: instructorId && instructorName ? { id: instructorId, name: instructorName } : null,
  };
}

/**
 * A waitlist place that became a spot is paid by the membership it was taken with, when that can still
 * pay; otherwise the spot stays and is paid at the venue (the booking forgets the membership).
 */
async function payPromotion(
  tx: Tx,
  promoted: BookingRow,
  session: { classId: string; startsAt: Date },
  now: Date,
): Promise<BookingRow> {
  const { membershipId } = promoted;
  if (!membershipId) return promoted;
  const unusable = await spendClassCredit(tx, {
    membershipId,
    userId: promoted.userId,
    classId: session.classId,
    startsAt: session.startsAt,
    now,
  });
  if (unusable === null) {
    await recordCreditMove(tx, {
      membershipId,
      classBookingId: promoted.id,
      change: -1,
      reason: 'promoted-from-waitlist',
    });
    return promoted;
  }
  const [unpaid] = await tx
    .update(classBookings)
    .set({ membershipId: null })
    .where(eq(classBookings.id, promoted.id))
    .returning();
  return unpaid as BookingRow;
}

/** What the promoted member is emailed, composed in their language by the caller (it knows our origin). */
export type ComposeSpotGivenEmail = (
  member: { email: string; name: string; locale: string | null },
  session: {
    name: string;
    startsAt: Date;
    endsAt: Date;
    place: { name: string; slug: string; timeZone: string };
  },
) => OutgoingEmail;

/**
 * The first in line got the spot: told in the same transaction, in their own language, in the app and
 * (when a composer is given) by email through the outbox.
 */
async function notifyPromoted(tx: Tx, promoted: BookingRow, composeEmail?: ComposeSpotGivenEmail) {
  const [about] = await tx
    .select({
      name: classes.name,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      placeName: locations.name,
      slug: locations.slug,
      timeZone: locations.timeZone,
      locale: users.locale,
      email: users.email,
      memberName: users.name,
    })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .innerJoin(locations, eq(locations.id, classSessions.locationId))
    .innerJoin(users, eq(users.id, promoted.userId))
    .where(eq(classSessions.id, promoted.sessionId));
  if (!about) return;
  const notification = classSpotGivenNotification(
    {
      name: about.name,
      startsAt: about.startsAt,
      place: { name: about.placeName, slug: about.slug, timeZone: about.timeZone },
    },
    about.locale,
  );
  await enqueueNotification(tx, promoted.userId, notification);
  if (composeEmail)
    await tx.insert(outboxEmails).values(
      composeEmail(
        { email: about.email, name: about.memberName, locale: about.locale },
        {
          name: about.name,
          startsAt: about.startsAt,
          endsAt: about.endsAt,
          place: { name: about.placeName, slug: about.slug, timeZone: about.timeZone },
        },
      ),
    );
}

/** Class bookings on PostgreSQL (and PGlite): each write one transaction behind the session's row lock. */
export function createClassBookings(
  db: Db,
  options: { composeSpotGivenEmail?: ComposeSpotGivenEmail } = {},
): ClassBookingStore {
  return {
    async findSession(sessionId): Promise<ClassSessionDetail | null> {
      const [row] = await db
        .select(sessionColumns)
        .from(classSessions)
        .innerJoin(classes, eq(classes.id, classSessions.classId))
        .innerJoin(locations, eq(locations.id, classSessions.locationId))
        .leftJoin(staff, eq(staff.id, classSessions.instructorStaffId))
        .where(and(eq(classSessions.id, sessionId), isNull(classSessions.cancelledAt)));
      return row ? sessionDetailOf(row) : null;
    },

    takeSpot: ({ userId, sessionId, membershipId, now }) =>
      db.transaction(async (tx): Promise<ClassSpotOutcome> => {
        const session = await lockSession(tx, sessionId);
        if (!session) return { kind: 'not-found' };
        if (session.startsAt.getTime() <= now.getTime()) return { kind: 'started' };
        const [held] = await tx
          .select()
          .from(classBookings)
          .where(
            and(
              eq(classBookings.sessionId, sessionId),
              eq(classBookings.userId, userId),
              inArray(classBookings.status, [...ACTIVE]),
            ),
          );
        if (held) return { kind: 'already', booking: await record(tx, held) };
        // A class asking a form before booking takes the spot only with the user's completed response.
        const form = await classFormOf(tx, session.classId, userId);
        if (form?.rule === 'before-booking' && !form.responseId)
          return { kind: 'form-required', formId: form.formId };
        const withForm = async (booking: BookingRow) => {
          if (form)
            await attachClassForm(tx, {
              form,
              userId,
              classBookingId: booking.id,
              startsAt: session.startsAt,
              now,
            });
          return booking;
        };
        const [waiting] = await tx
          .select({ n: count() })
          .from(classBookings)
          .where(and(eq(classBookings.sessionId, sessionId), eq(classBookings.status, 'waitlisted')));
        const place = placeInSession({ ...session, waitlisted: Number(waiting?.n ?? 0) });
        if (place === 'full') return { kind: 'full' };
        if (membershipId !== undefined) {
          // A waitlist place spends nothing yet: the credit goes when the place turns into a spot.
          const unusable = await (place === 'spot'
            ? spendClassCredit(tx, { membershipId, userId, ...session, now })
            : canPayLater(tx, { membershipId, userId, ...session, now }));
          if (unusable === 'not-found') return { kind: 'not-found' };
          if (unusable) return { kind: 'membership-unusable', reason: unusable };
        }
        if (place === 'spot') {
          await tx
            .update(classSessions)
            .set({ bookedCount: sql`${classSessions.bookedCount} + 1` })
            .where(eq(classSessions.id, sessionId));
          const [row] = await tx
            .insert(classBookings)
            .values({ sessionId, userId, status: 'booked', membershipId: membershipId ?? null })
            .returning();
          const booked = await withForm(row as BookingRow);
          if (membershipId !== undefined)
            await recordCreditMove(tx, {
              membershipId,
              classBookingId: booked.id,
              change: -1,
              reason: 'class-booked',
            });
          return { kind: 'booked', booking: await record(tx, booked) };
        }
        const [row] = await tx
          .insert(classBookings)
          .values({ sessionId, userId, status: 'waitlisted', membershipId: membershipId ?? null })
          .returning();
        return { kind: 'waitlisted', booking: await record(tx, await withForm(row as BookingRow)) };
      }),

    async cancel({ userId, bookingId, now }): Promise<ClassCancelOutcome> {
      const [owned] = await db
        .select({ sessionId: classBookings.sessionId })
        .from(classBookings)
        .where(and(eq(classBookings.id, bookingId), eq(classBookings.userId, userId)));
      if (!owned) return { kind: 'not-found' };
      return db.transaction(async (tx): Promise<ClassCancelOutcome> => {
        const session = await lockSession(tx, owned.sessionId);
        const [booking] = await tx.select().from(classBookings).where(eq(classBookings.id, bookingId));
        if (!session || !booking) return { kind: 'not-found' };
        if (booking.status === 'cancelled') return { kind: 'already-cancelled' };
        const cancellableUntil = classCancellableUntil(
          session.startsAt,
          booking.status,
          session.windowMinutes,
        );
        if (booking.status === 'attended' || now.getTime() >= cancellableUntil.getTime())
          return { kind: 'too-late', cancellableUntil };
        const [cancelled] = await tx
          .update(classBookings)
          .set({ status: 'cancelled' })
          .where(eq(classBookings.id, bookingId))
          .returning();
        let promoted: BookingRow | undefined;
        if (booking.status === 'booked') {
          // The freed spot goes to the first in line, or back to the session: booked_count moves once.
          [promoted] = await tx
            .update(classBookings)
            .set({ status: 'booked' })
            .where(
              eq(
                classBookings.id,
                sql`(select id from ${classBookings} where ${classBookings.sessionId} = ${booking.sessionId}
                  and ${classBookings.status} = 'waitlisted' order by ${classBookings.createdAt}, ${classBookings.id} limit 1)`,
              ),
            )
            .returning();
          if (promoted) {
            promoted = await payPromotion(tx, promoted, session, now);
            await notifyPromoted(tx, promoted, options.composeSpotGivenEmail);
          } else
            await tx
              .update(classSessions)
              .set({ bookedCount: sql`${classSessions.bookedCount} - 1` })
              .where(eq(classSessions.id, booking.sessionId));
        }
        if (booking.status === 'booked' && booking.membershipId)
          await giveClassCreditBack(tx, booking.membershipId, booking.id);
        return {
          kind: 'cancelled',
          booking: await record(tx, cancelled as BookingRow),
          promoted: promoted ? await record(tx, promoted) : null,
        };
      });
    },

    async listMine({ userId, now, limit }) {
      const rows = await selectClassBookings(db, {
        ...sessionColumns,
        booking: {
          id: classBookings.id,
          sessionId: classBookings.sessionId,
          userId: classBookings.userId,
          status: classBookings.status,
          membershipId: classBookings.membershipId,
          createdAt: classBookings.createdAt,
        },
      })
        .where(
          and(
            eq(classBookings.userId, userId),
            inArray(classBookings.status, [...ACTIVE]),
            gt(classSessions.startsAt, now),
          ),
        )
        .orderBy(asc(classSessions.startsAt), asc(classSessions.id))
        .limit(limit);
      return Promise.all(
        rows.map(async ({ booking, ...session }) => ({
          booking: await record(db, booking),
          session: sessionDetailOf(session),
        })),
      );
    },

    async findBooking(userId, bookingId) {
      const [row] = await db
        .select()
        .from(classBookings)
        .where(and(eq(classBookings.id, bookingId), eq(classBookings.userId, userId)));
      return row ? record(db, row) : null;
    },
  };
}
