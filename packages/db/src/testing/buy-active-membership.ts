import type { Db } from '../client/database.ts';
import { createMembershipPlans } from '../repositories/membership-plans.ts';
import { createMemberships } from '../repositories/memberships.ts';

/** Buys the plan for the user, paid at the venue, and activates it (the place took the money); its id. */
export async function buyActiveMembership(
  db: Db,
  { userId, planId, now }: { userId: string; planId: string; now: Date },
): Promise<string> {
  const plan = await createMembershipPlans(db).find(planId);
  if (!plan) throw new Error('no plan');
  const store = createMemberships(db);
  const bought = await store.create({
    userId,
    plan,
    status: 'pending',
    paymentMethod: 'venue',
    paymentReference: null,
    purchaseKey: null,
    now,
  });
  if (bought.kind === 'key-reused') throw new Error('key reused');
  await store.activate({ membershipId: bought.membership.id, now });
  return bought.membership.id;
}
