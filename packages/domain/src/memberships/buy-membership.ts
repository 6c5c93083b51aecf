import { DomainError } from '../errors/domain-error.ts';
import type { MembershipPlanSource, MembershipStore, PurchaseOutcome } from './membership-ports.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/**
 * Buys a plan: the gateway takes (or defers) the payment, then the membership is written — active at once
 * when the plan starts on purchase or the payment went through, pending until the place takes the money
 * otherwise (or until the card processor reports the payment). The same Idempotency-Key answers the first purchase again; with another plan it is refused.
 */
export async function buyMembership(
  deps: {
    plans: MembershipPlanSource;
    memberships: MembershipStore;
    payments: PaymentGateway;
    now: () => Date;
    newReference: () => string;
  },
  input: { userId: string; planId: string; idempotencyKey: string | null },
): Promise<{ purchase: PurchaseOutcome; clientSecret: string | null }> {
  const plan = await deps.plans.find(input.planId);
  if (!plan) throw new DomainError('NOT_FOUND', 'no plan on sale has this id');
  const payment = await deps.payments.pay({
    amount: plan.price,
    reference: input.idempotencyKey ?? deps.newReference(),
    description: plan.name,
    customerId: input.userId,
  });
  if (payment.kind === 'declined')
    throw new DomainError('PAYMENT_DECLINED', `the payment was declined: ${payment.reason}`);
  const paid = payment.kind === 'paid';
  const purchase = await deps.memberships.create({
    userId: input.userId,
    plan,
    status: plan.startsOnPurchase || paid ? 'active' : 'pending',
    paymentMethod: deps.payments.method,
    paymentReference: payment.kind === 'deferred' ? null : payment.reference,
    purchaseKey: input.idempotencyKey,
    now: deps.now(),
  });
  // A card the customer must still confirm: the client finishes with the secret; Stripe's event activates.
  return { purchase, clientSecret: payment.kind === 'requires-action' ? payment.clientSecret : null };
}
