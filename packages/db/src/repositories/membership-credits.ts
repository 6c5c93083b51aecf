import type { MembershipUnusable } from '@kalendo/domain';
import { whyMembershipCannotPay } from '@kalendo/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbTransaction } from '../client/database.ts';
import { membershipCreditMoves, membershipPlanItems, memberships } from '../schema/index.ts';
import { lockMembership } from './lock-membership.ts';

interface ClassPayment {
  membershipId: string;
  userId: string;
  classId: string;
  startsAt: Date;
  now: Date;
}

/**
 * Whether a membership can pay for a class starting at `startsAt`, read on its locked row (locked after
 * the session's: one lock order everywhere). Answers why not, or null when it can.
 */
export async function canPayLater(
  tx: DbTransaction,
  input: ClassPayment,
): Promise<MembershipUnusable | 'not-found' | null> {
  const locked = await lockMembership(tx, input.membershipId, input.userId);
  if (!locked) return 'not-found';
  const [item] = locked.coversEverything
    ? [true]
    : await tx
        .select({ id: membershipPlanItems.id })
        .from(membershipPlanItems)
        .where(
          and(
            eq(membershipPlanItems.planId, locked.membership.planId),
            eq(membershipPlanItems.classId, input.classId),
          ),
        );
  return whyMembershipCannotPay({
    membership: locked.membership,
    maxFreezeDays: locked.maxFreezeDays,
    covered: item !== undefined,
    startsAt: input.startsAt,
    now: input.now,
  });
}

/**
 * Pays for a class spot with a membership, inside the booking's transaction: a credit is spent when it
 * can pay (the CHECK on `credits_left` keeps it from going below zero whatever happens). Answers why it
 * cannot, or null when it paid; the caller records the move once the booking row exists.
 */
export async function spendClassCredit(
  tx: DbTransaction,
  input: ClassPayment,
): Promise<MembershipUnusable | 'not-found' | null> {
  const unusable = await canPayLater(tx, input);
  if (unusable) return unusable;
  await tx
    .update(memberships)
    .set({ creditsLeft: sql`${memberships.creditsLeft} - 1` })
    .where(and(eq(memberships.id, input.membershipId), isNotNull(memberships.creditsLeft)));
  return null;
}

/** Gives a class booking's credit back to its membership (unlimited plans count nothing). */
export const giveClassCreditBack = (tx: DbTransaction, membershipId: string, classBookingId: string) =>
  giveCreditBack(tx, { membershipId, classBookingId, change: 1, reason: 'class-cancelled' });

/** Gives the credit a visit spent back to its membership, under its row lock, and records the move. */
export async function giveCreditBack(tx: DbTransaction, move: typeof membershipCreditMoves.$inferInsert) {
  const locked = await lockMembership(tx, move.membershipId);
  if (!locked) return;
  if (locked.membership.creditsLeft !== null)
    await tx
      .update(memberships)
      .set({ creditsLeft: sql`${memberships.creditsLeft} + 1` })
      .where(eq(memberships.id, move.membershipId));
  await recordCreditMove(tx, move);
}

export async function recordCreditMove(tx: DbTransaction, move: typeof membershipCreditMoves.$inferInsert) {
  await tx.insert(membershipCreditMoves).values(move);
}
