import { type ClassBookingStore, type ClassSpotOutcome, placeInSession } from '@kalendo/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import { classBookings, classSessions } from '../../schema/index.ts';
import { attachClassForm, classFormOf } from '../class-booking-forms.ts';
import { canPayLater, recordCreditMove, spendClassCredit } from '../membership-credits.ts';
import { type ClassBookingRow, classBookingRecord } from './class-booking-record.ts';
import { lockClassSession } from './lock-class-session.ts';

const ACTIVE = ['booked', 'waitlisted'] as const;

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
  const session = await lockClassSession(tx, sessionId);
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
  if (held) return { kind: 'already', booking: await classBookingRecord(tx, held) };
  // A class asking a form before booking takes the spot only with the user's completed response.
  const form = await classFormOf(tx, session.classId, userId);
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
  const [waiting] = await tx
    .select({ n: count() })
    .from(classBookings)
    .where(and(eq(classBookings.sessionId, sessionId), eq(classBookings.status, 'waitlisted')));
  const place = placeInSession({ ...session, waitlisted: Number(waiting?.n ?? 0) });
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
    await tx
      .update(classSessions)
      .set({ bookedCount: sql`${classSessions.bookedCount} + 1` })
      .where(eq(classSessions.id, sessionId));
    const [row] = await tx
      .insert(classBookings)
      .values({ sessionId, userId, status: 'booked', membershipId: membershipId ?? null, bookingId })
      .returning();
    const booked = await withForm(row as ClassBookingRow);
    if (membershipId !== undefined)
      await recordCreditMove(tx, {
        membershipId,
        classBookingId: booked.id,
        change: -1,
        reason: 'class-booked',
      });
    return { kind: 'booked', booking: await classBookingRecord(tx, booked) };
  }
  const [row] = await tx
    .insert(classBookings)
    .values({ sessionId, userId, status: 'waitlisted', membershipId: membershipId ?? null, bookingId })
    .returning();
  return {
    kind: 'waitlisted',
    booking: await classBookingRecord(tx, await withForm(row as ClassBookingRow)),
  };
}
