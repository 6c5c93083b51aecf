import {
  type MembershipRenewalStore,
  membershipEndedNotification,
  membershipRenewedNotification,
  type RenewalDecision,
  renewalDue,
} from '@kalendo/domain';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db, DbTransaction } from '../client/database.ts';
import { membershipRenewals, memberships } from '../schema/index.ts';
import { lockMembership } from './lock-membership.ts';
import { memberToTell } from './member-to-tell.ts';
import { plansById } from './membership-plans.ts';
import { membershipRecordOf } from './memberships.ts';
import { enqueueNotification } from './notifications.ts';

export const RENEW_MEMBERSHIP_JOB = 'renew-membership';

/** One renewal to decide: the membership and the end of the period it is about (an ISO instant). */
export interface RenewMembershipJob {
  membershipId: string;
  periodEndedAt: string;
}

/**
 * A period that ended longer ago than this is not renewed any more (the member is not charged for a month
 * they were not told about): it is shown as expired, as before renewals existed.
 */
export const RENEWAL_LOOKBACK_MS = 7 * 86_400_000;

/** The membership's new columns for a decision. */
function changeOf(decision: RenewalDecision): Partial<typeof memberships.$inferInsert> {
  if (decision.kind === 'ended') return { status: 'expired' };
  const { validFrom, validUntil, creditsLeft } = decision;
  return {
    status: decision.kind === 'renewed' ? 'active' : 'pending',
    validFrom,
    validUntil,
    creditsLeft,
    frozenAt: null,
  };
}

/** The member told in their own language, in the renewal's transaction (email and push follow, ADR 020). */
async function notifyMember(
  tx: DbTransaction,
  input: { userId: string; businessId: string; plan: string; business: string },
  decision: RenewalDecision,
) {
  const about = await memberToTell(tx, input.userId, input.businessId);
  if (!about) return;
  const membership = { plan: input.plan, business: input.business, timeZone: about.timeZone };
  const notification =
    decision.kind === 'ended'
      ? membershipEndedNotification(membership, decision.reason === 'declined', about.locale)
      : membershipRenewedNotification(
          membership,
          { validUntil: decision.validUntil, atVenue: decision.kind === 'awaiting-payment' },
          about.locale,
        );
  await enqueueNotification(tx, input.userId, notification);
}

/** Renewals on PostgreSQL (and PGlite): one transaction each, behind the membership's row lock (ADR 035). */
export function createMembershipRenewals(db: Db): MembershipRenewalStore {
  return {
    renew: ({ membershipId, periodEndedAt, now }, decide) =>
      db.transaction(async (tx) => {
        const locked = await lockMembership(tx, membershipId);
        // Decided already (by another try or process), changed by the member, or not ended yet.
        if (
          !locked ||
          !renewalDue(locked.membership, now) ||
          locked.membership.validUntil.getTime() !== periodEndedAt.getTime()
        )
          return { kind: 'not-due' };
        const plan = (await plansById(tx, [locked.membership.planId])).get(locked.membership.planId);
        if (!plan) return { kind: 'not-due' };
        const { decision, paymentReference } = await decide({
          membership: membershipRecordOf(locked.membership),
          plan,
        });
        await tx
          .insert(membershipRenewals)
          .values({ membershipId, periodEndedAt, outcome: decision.kind, paymentReference });
        await tx.update(memberships).set(changeOf(decision)).where(eq(memberships.id, membershipId));
        await notifyMember(
          tx,
          {
            userId: locked.membership.userId,
            businessId: plan.business.id,
            plan: plan.name,
            business: plan.business.name,
          },
          decision,
        );
        return { kind: 'decided', decision };
      }),
  };
}

/**
 * Queues a renewal job for each active membership whose period has ended (within the look-back), oldest
 * first; a job already waiting for the same membership and period is not queued again (`singletonKey` on a
 * `stately` queue). Answers how many were looked at.
 */
export async function planDueRenewals(
  db: Db,
  queue: PgBoss,
  options: { now: Date; limit: number },
): Promise<number> {
  const due = await db
    .select({ id: memberships.id, validUntil: memberships.validUntil })
    .from(memberships)
    .where(
      and(
        eq(memberships.status, 'active'),
        lte(memberships.validUntil, options.now),
        gt(memberships.validUntil, new Date(options.now.getTime() - RENEWAL_LOOKBACK_MS)),
      ),
    )
    .orderBy(asc(memberships.validUntil))
    .limit(options.limit);
  for (const { id, validUntil } of due) {
    const periodEndedAt = validUntil.toISOString();
    await queue.send(RENEW_MEMBERSHIP_JOB, { membershipId: id, periodEndedAt } satisfies RenewMembershipJob, {
      singletonKey: `${id}:${periodEndedAt}`,
    });
  }
  return due.length;
}
