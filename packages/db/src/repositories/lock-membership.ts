import { and, eq } from 'drizzle-orm';
import type { DbTransaction } from '../client/database.ts';
import { membershipPlans, memberships } from '../schema/index.ts';

/** The membership's row with its plan's freeze days and period, locked until the transaction ends. */
export async function lockMembership(tx: DbTransaction, membershipId: string, userId?: string) {
  const [row] = await tx
    .select({
      membership: memberships,
      maxFreezeDays: membershipPlans.maxFreezeDays,
      periodDays: membershipPlans.periodDays,
      coversEverything: membershipPlans.coversEverything,
      planRenews: membershipPlans.autoRenew,
    })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(
      userId === undefined
        ? eq(memberships.id, membershipId)
        : and(eq(memberships.id, membershipId), eq(memberships.userId, userId)),
    )
    .for('update', { of: memberships });
  return row ?? null;
}
