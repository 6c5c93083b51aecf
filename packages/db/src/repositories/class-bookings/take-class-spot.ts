import { type ClassBookingStore, type ClassSpotOutcome, placeInSession } from '@kalendo/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import { classBookings, classSessions } from '../../schema/index.ts';
import { attachClassForm } from '../class-booking-forms.ts';
import { canPayLater, recordCreditMove, spendClassCredit } from '../membership-credits.ts';
import { preparedRows } from '../prepared-query.ts';
import { type ClassBookingRow, classBookingRecord, classBookingRecordOf } from './class-booking-record.ts';
import { lockSessionForSpot } from './lock-session-for-spot.ts';

type SpotRequest = Parameters<ClassBookingStore['takeSpot']>[0];

/** How a basket checkout takes its spots, unlike a spot booked on its own. */
interface SpotTerms {
  /** No waitlist place when the session is full: `full`. */
  spotOnly?: boolean;
  /** A membership whose plan does not cover the class leaves the spot to be paid at the venue. */
  payAtVenueWhenNotCovered?: boolean;
  /** The checkout's booking the spot belongs to. */
  bookingId?: string;
}

/** A spot, else a waitlist place, else a refusal: one transaction behind the session's row lock. */
export const takeClassSpot = (db: Db, request: SpotRequest) =>
  db.transaction((tx) => takeClassSpotIn(tx, request));

/**
 * The decision of `takeClassSpot` inside the caller's transaction (a basket checkout takes its spots in its
 * own): the session's row is locked first, and stays locked until the transaction ends.
 */
export async function takeClassSpotIn(
  tx: DbTransaction,
  { userId, sessionId, membershipId: asked, now }: SpotRequest,
  terms: SpotTerms = {},
): Promise<ClassSpotOutcome> {
  let membershipId = asked;
  const session = await lockSessionForSpot(tx, sessionId, userId);
  if (!session) return { kind: 'not-found' };
  if (session.startsAt.getTime() <= now.getTime()) return { kind: 'started' };
  if (session.heldId) {
    const [held] = await tx.select().from(classBookings).where(eq(classBookings.id, session.heldId));
    if (held) return { kind: 'already', booking: await classBookingRecord(tx, held) };
  }
  // A class asking a form before booking takes the spot only with the user's completed response.
  const { form } = session;
  if (form?.rule === 'before-booking' && !form.responseId)
    return { kind: 'form-required', formId: form.formId };
  const withForm = async (booking: ClassBookingRow) => {
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
  const place = placeInSession(session);
  if (place === 'full' || (place === 'waitlist' && terms.spotOnly)) return { kind: 'full' };
  if (membershipId !== undefined) {
    // A waitlist place spends nothing yet: the credit goes when the place turns into a spot.
    const unusable = await (place === 'spot'
      ? spendClassCredit(tx, { membershipId, userId, ...session, now })
      : canPayLater(tx, { membershipId, userId, ...session, now }));
    if (unusable === 'not-covered' && terms.payAtVenueWhenNotCovered) membershipId = undefined;
    else if (unusable === 'not-found') return { kind: 'not-found' };
    else if (unusable) return { kind: 'membership-unusable', reason: unusable };
  }
  const bookingId = terms.bookingId ?? null;
  if (place === 'spot') {
    // The spot is counted and written in one statement, under the session's lock taken above.
    const row = await insertBooking(tx, {
      values: { sessionId, userId, status: 'booked', membershipId: membershipId ?? null, bookingId },
      countSpot: true,
    });
    const booked = await withForm(row);
    if (membershipId !== undefined)
      await recordCreditMove(tx, {
        membershipId,
        classBookingId: booked.id,
        change: -1,
        reason: 'class-booked',
      });
    return { kind: 'booked', booking: classBookingRecordOf(booked, null) };
  }
  const row = await insertBooking(tx, {
    values: { sessionId, userId, status: 'waitlisted', membershipId: membershipId ?? null, bookingId },
    countSpot: false,
  });
  return { kind: 'waitlisted', booking: await classBookingRecord(tx, await withForm(row)) };
}

/**
 * Writes the booking; a spot also counts itself on the session in the same statement (the row is locked by
 * the caller's transaction, so the count and the booking never part).
 */
async function insertBooking(
  tx: DbTransaction,
  { values, countSpot }: { values: typeof classBookings.$inferInsert; countSpot: boolean },
): Promise<ClassBookingRow> {
  if (!countSpot) {
    const [row] = await tx.insert(classBookings).values(values).returning();
    return row as ClassBookingRow;
  }
  const rows = await preparedRows<Record<string, unknown>>(
    tx,
    sql`with counted as (
        update ${classSessions} set booked_count = booked_count + 1
        where id = ${values.sessionId} returning id)
      insert into ${classBookings} (session_id, user_id, status, membership_id, booking_id)
      select counted.id, ${values.userId}, ${values.status}, ${values.membershipId ?? null}, ${values.bookingId ?? null}
      from counted
      returning id, session_id, user_id, status, membership_id, booking_id, created_at`,
  );
  const row = rows[0];
  if (!row) throw new Error(`class session ${values.sessionId} vanished under its lock`);
  return {
    id: String(row.id),
    sessionId: String(row.session_id),
    userId: String(row.user_id),
    status: row.status as ClassBookingRow['status'],
    membershipId: (row.membership_id as string | null) ?? null,
    bookingId: (row.booking_id as string | null) ?? null,
    createdAt: new Date(row.created_at as string | Date),
  };
}
