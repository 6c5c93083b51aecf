import { membershipActivatedNotification } from '@kalendo/domain';
import { eq } from 'drizzle-orm';
import type { DbTransaction } from '../../client/database.ts';
import { businesses, membershipPlans } from '../../schema/index.ts';
import { memberToTell } from '../member-to-tell.ts';
import { enqueueNotification } from '../notifications.ts';

/**
 * The member told that their membership paid at the venue is active (ADR 052), in the activation's
 * transaction: in-app now, e-mail and push after the commit (ADR 020). Nothing is told if it rolls back.
 */
export async function tellMembershipActivated(
  tx: DbTransaction,
  membership: { userId: string; planId: string; businessId: string; validUntil: Date },
) {
  const [names] = await tx
    .select({ plan: membershipPlans.name, business: businesses.name })
    .from(membershipPlans)
    .innerJoin(businesses, eq(businesses.id, membershipPlans.businessId))
    .where(eq(membershipPlans.id, membership.planId));
  const about = await memberToTell(tx, membership.userId, membership.businessId);
  if (!names || !about) return;
  await enqueueNotification(
    tx,
    membership.userId,
    membershipActivatedNotification(
      { ...names, timeZone: about.timeZone },
      membership.validUntil,
      about.locale,
    ),
  );
}
