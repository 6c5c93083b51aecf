import { type ClassBookingStore, type ClassSpotOutcome, placeInSession } from '@kalendo/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../client/database.ts';
import { classBookings, classSessions } from '../../schema/index.ts';
import { attachClassForm, classFormOf } from '../class-booking-forms.ts';
import { canPayLater, recordCreditMove, spendClassCredit } from '../membership-credits.ts';
import { type ClassBookingRow, classBookingRecord } from './class-booking-record.ts';
import { lockClassSession } from './lock-class-session.ts';

const ACTIVE = ['booked', 'waitlisted'] as const;

/** A spot, else a waitlist place, else a refusal: one transaction behind the session's row lock. */
export const takeClassSpot = (
  db: Db,
  { userId, sessionId, membershipId, now }: Parameters<ClassBookingStore['takeSpot']>[0],
) =>
  db.transaction(async (tx): Promise<ClassSpotOutcome> => {
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
      .values({ sessionId, userId, status: 'waitlisted', membershipId: membershipId ?? null })
      .returning();
    return {
      kind: 'waitlisted',
      booking: await classBookingRecord(tx, await withForm(row as ClassBookingRow)),
    };
  });
