import { type ClassBookingStore, type ClassCancelOutcome, classCancellableUntil } from '@kalendo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../client/database.ts';
import { classBookings, classSessions } from '../../schema/index.ts';
import { giveClassCreditBack } from '../membership-credits.ts';
import { type ClassBookingRow, classBookingRecord } from './class-booking-record.ts';
import { lockClassSession } from './lock-class-session.ts';
import { type ComposeSpotGivenEmail, notifyPromoted } from './notify-promoted.ts';
import { payPromotion } from './pay-promotion.ts';

/**
 * The user's own booking cancelled while it may be, behind the session's row lock: a freed spot goes to
 * the first in line (paid and told in the same transaction) or back to the session.
 */
export async function cancelClassBooking(
  db: Db,
  { userId, bookingId, now }: Parameters<ClassBookingStore['cancel']>[0],
  composeSpotGivenEmail?: ComposeSpotGivenEmail,
): Promise<ClassCancelOutcome> {
  const [owned] = await db
    .select({ sessionId: classBookings.sessionId })
    .from(classBookings)
    .where(and(eq(classBookings.id, bookingId), eq(classBookings.userId, userId)));
  if (!owned) return { kind: 'not-found' };
  return db.transaction(async (tx): Promise<ClassCancelOutcome> => {
    const session = await lockClassSession(tx, owned.sessionId);
    const [booking] = await tx.select().from(classBookings).where(eq(classBookings.id, bookingId));
    if (!session || !booking) return { kind: 'not-found' };
    if (booking.status === 'cancelled') return { kind: 'already-cancelled' };
    const cancellableUntil = classCancellableUntil(session.startsAt, booking.status, session.windowMinutes);
    if (booking.status === 'attended' || now.getTime() >= cancellableUntil.getTime())
      return { kind: 'too-late', cancellableUntil };
    const [cancelled] = await tx
      .update(classBookings)
      .set({ status: 'cancelled' })
      .where(eq(classBookings.id, bookingId))
      .returning();
    let promoted: ClassBookingRow | undefined;
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
        await notifyPromoted(tx, promoted, composeSpotGivenEmail);
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
      booking: await classBookingRecord(tx, cancelled as ClassBookingRow),
      promoted: promoted ? await classBookingRecord(tx, promoted) : null,
    };
  });
}
