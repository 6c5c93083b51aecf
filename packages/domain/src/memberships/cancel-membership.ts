import type { MembershipChangeOutcome, MembershipPlan, MembershipStore } from './membership-ports.ts';
import { refundOnCancel, refundReference } from './membership-refund.ts';
import type { PaymentGateway, RefundOutcome } from './payment-gateway.ts';

/**
 * Cancels an own membership, then gives back what the refund policy owes (ADR 035): paid online through the
 * gateway that took it (the refund's reference is the membership's, so a repeat never refunds twice); paid at
 * the venue, nothing was taken online (`nothing-paid-online`). `refund` is null when nothing is owed.
 */
export async function cancelMembership(
  deps: {
    memberships: Pick<MembershipStore, 'cancel' | 'visitsUsed'>;
    /** The membership's plan, on sale or not (its price). */
    planOf: (planId: string) => Promise<MembershipPlan | null>;
    payments: PaymentGateway;
    now: () => Date;
  },
  input: { userId: string; membershipId: string },
): Promise<{ outcome: MembershipChangeOutcome; refund: RefundOutcome | null }> {
  const now = deps.now();
  const outcome = await deps.memberships.cancel({ ...input, now });
  if (outcome.kind !== 'changed') return { outcome, refund: null };
  const { membership } = outcome;
  const paidOnline =
    membership.paymentMethod === deps.payments.method && membership.paymentReference !== null;
  if (!paidOnline) return { outcome, refund: { kind: 'nothing-paid-online' } };
  const plan = await deps.planOf(membership.planId);
  const owed =
    plan &&
    refundOnCancel({
      price: plan.price,
      paidOnline,
      periodStartedAt: membership.validFrom,
      cancelledAt: now,
      visitsUsed: await deps.memberships.visitsUsed(membership.id),
    });
  if (!owed || membership.paymentReference === null) return { outcome, refund: null };
  const refund = await deps.payments.refund({
    paymentReference: membership.paymentReference,
    amount: owed,
    reference: refundReference(membership.id),
  });
  return { outcome, refund };
}
