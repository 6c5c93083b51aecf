import type { MembershipPlan, MembershipRecord } from './membership-ports.ts';
import { type RenewalDecision, renewalDecision, renewalReference, renews } from './membership-renewal.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/** A membership whose period ended, as its renewal sees it under the row lock. */
export interface DueMembership {
  membership: MembershipRecord;
  plan: MembershipPlan;
}

/** What a renewal did: decided now, or nothing (already decided by another try, or not due). */
export type RenewalOutcome = { kind: 'decided'; decision: RenewalDecision } | { kind: 'not-due' };

/**
 * Port: renewals. `renew` runs `decide` in one transaction on the membership's locked row, only while its
 * period that ended at `periodEndedAt` is still undecided; then writes the decision, its renewal row and the
 * member's notification in the same transaction (ADR 035).
 */
export interface MembershipRenewalStore {
  renew(
    input: { membershipId: string; periodEndedAt: Date; now: Date },
    decide: (due: DueMembership) => Promise<{ decision: RenewalDecision; paymentReference: string | null }>,
  ): Promise<RenewalOutcome>;
}

/**
 * Renews one membership whose period ended (ADR 035): if the member renews and the plan does, the gateway
 * is asked to pay the plan's price under a reference unique to this membership and period (a retry is the
 * same payment); paid → the next period, paid at the venue → the next period waits for the place, declined
 * → it ends. Not renewing, it ends. Runs once per period whatever the number of tries or processes.
 */
export function renewMembership(
  deps: { renewals: MembershipRenewalStore; payments: PaymentGateway; now: () => Date },
  input: { membershipId: string; periodEndedAt: Date },
): Promise<RenewalOutcome> {
  return deps.renewals.renew({ ...input, now: deps.now() }, async ({ membership, plan }) => {
    if (!renews(membership, plan))
      return { decision: renewalDecision(input.periodEndedAt, plan, null), paymentReference: null };
    const reference = renewalReference(membership.id, input.periodEndedAt);
    const payment = await deps.payments.pay({
      amount: plan.price,
      reference,
      description: plan.name,
      customerId: membership.userId,
    });
    return {
      decision: renewalDecision(input.periodEndedAt, plan, payment),
      paymentReference: payment.kind === 'deferred' ? null : reference,
    };
  });
}
