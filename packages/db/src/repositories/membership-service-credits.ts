import { MembershipRefusedError, membershipPaysFor, type PlannedAppointment } from '@kalendo/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbTransaction } from '../client/database.ts';
import { appointments, membershipCreditMoves, membershipPlanItems, memberships } from '../schema/index.ts';
import { lockMembership } from './lock-membership.ts';
import { giveCreditBack } from './membership-credits.ts';

/**
 * Pays a checkout's appointments with the user's membership inside the booking's transaction: decided on
 * the membership's locked row (taken before any appointment is written: one lock order everywhere), a
 * credit spent for each appointment its plan covers (the CHECK on `credits_left` keeps it from going
 * below zero whatever happens). Answers the appointments with the paying membership named on the paid
 * ones; `MembershipRefusedError` when it cannot pay.
 */
export async function spendServiceCredits<Item extends PlannedAppointment>(
  tx: DbTransaction,
  input: { membershipId: string; userId: string; appointments: Item[]; now: Date },
): Promise<Array<Item & { membershipId: string | null }>> {
  const locked = await lockMembership(tx, input.membershipId, input.userId);
  if (!locked) throw new MembershipRefusedError('not-found');
  const serviceIds = [...new Set(input.appointments.map((item) => item.serviceId))];
  const covered = locked.coversEverything
    ? null
    : new Set(
        (
          await tx
            .select({ serviceId: membershipPlanItems.serviceId })
            .from(membershipPlanItems)
            .where(
              and(
                eq(membershipPlanItems.planId, locked.membership.planId),
                inArray(membershipPlanItems.serviceId, serviceIds),
              ),
            )
        ).map((row) => row.serviceId),
      );
  const verdict = membershipPaysFor({
    membership: locked.membership,
    maxFreezeDays: locked.maxFreezeDays,
    covers: (serviceId) => covered === null || covered.has(serviceId),
    items: input.appointments,
    now: input.now,
  });
  if ('refused' in verdict) throw new MembershipRefusedError(verdict.refused);
  if (locked.membership.creditsLeft !== null)
    await tx
      .update(memberships)
      .set({ creditsLeft: sql`${memberships.creditsLeft} - ${verdict.paid.length}` })
      .where(eq(memberships.id, input.membershipId));
  const paid = new Set(verdict.paid);
  return input.appointments.map((item, index) => ({
    ...item,
    membershipId: paid.has(index) ? input.membershipId : null,
  }));
}

/** The usage history's lines of the appointments a membership paid for, once they are written. */
export async function recordServiceCredits(
  tx: DbTransaction,
  paid: ReadonlyArray<{ id: string; membershipId: string | null }>,
) {
  const moves = paid.flatMap(({ id, membershipId }) =>
    membershipId ? [{ membershipId, appointmentId: id, change: -1, reason: 'service-booked' as const }] : [],
  );
  if (moves.length > 0) await tx.insert(membershipCreditMoves).values(moves);
}

/**
 * Before an appointment is cancelled: locks the membership that paid for it (a membership's row before an
 * appointment's, as at checkout) and answers a function giving its credit back once the cancel is done.
 */
export async function lockPayingMembership(tx: DbTransaction, appointmentId: string) {
  const [row] = await tx
    .select({ membershipId: appointments.membershipId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  const membershipId = row?.membershipId;
  if (!membershipId) return async () => {};
  await lockMembership(tx, membershipId);
  return () => giveCreditBack(tx, { membershipId, appointmentId, change: 1, reason: 'service-cancelled' });
}
