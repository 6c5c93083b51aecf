import { eq } from 'drizzle-orm';
import type { DbTransaction } from '../../client/database.ts';
import { classBookings } from '../../schema/index.ts';
import { recordCreditMove, spendClassCredit } from '../membership-credits.ts';
import type { ClassBookingRow } from './class-booking-record.ts';

/**
 * A waitlist place that became a spot is paid by the membership it was taken with, when that can still
 * pay; otherwise the spot stays and is paid at the venue (the booking forgets the membership).
 */
export async function payPromotion(
  tx: DbTransaction,
  promoted: ClassBookingRow,
  session: { classId: string; startsAt: Date },
  now: Date,
): Promise<ClassBookingRow> {
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
  return unpaid as ClassBookingRow;
}
