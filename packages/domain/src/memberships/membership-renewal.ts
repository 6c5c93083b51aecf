import type { MembershipRecord } from './membership-ports.ts';
import type { PaymentOutcome } from './payment-gateway.ts';

const DAY_MS = 86_400_000;

/**
 * The payment's reference for the period that ended at `periodEndedAt`: the same for every try of that
 * renewal (a retried job, a second process), so a provider charges it once (ADR 035).
 */
export const renewalReference = (membershipId: string, periodEndedAt: Date) =>
  `renewal-${membershipId}-${periodEndedAt.toISOString()}`;

/** Whether a membership's period has ended and its renewal is still to decide: active, and past its end. */
export const renewalDue = (membership: Pick<MembershipRecord, 'status' | 'validUntil'>, now: Date) =>
  membership.status === 'active' && membership.validUntil.getTime() <= now.getTime();

/** What becomes of a membership whose period ended (ADR 035). */
export type RenewalDecision =
  /** Paid: the next period follows the last at once, with the plan's credits. */
  | { kind: 'renewed'; validFrom: Date; validUntil: Date; creditsLeft: number | null }
  /** Paid at the venue: the next period waits for the place (`pending`); it starts when the place activates it. */
  | { kind: 'awaiting-payment'; validFrom: Date; validUntil: Date; creditsLeft: number | null }
  /** Not renewing (turned off, or the plan does not renew) or the payment failed: it ends. */
  | { kind: 'ended'; reason: 'not-renewing' | 'declined' };

/** Whether the member asked for renewal and the plan still renews: only then is the gateway asked to pay. */
export const renews = (membership: { autoRenew: boolean }, plan: { autoRenew: boolean }) =>
  membership.autoRenew && plan.autoRenew;

/**
 * The next period of a membership whose period ended at `periodEndedAt`, given the gateway's answer (null:
 * it does not renew, nothing was asked). A card that needs its holder (3-D Secure) cannot be confirmed
 * while nobody is there: it ends like a declined one, and the member is told.
 */
export function renewalDecision(
  periodEndedAt: Date,
  plan: { periodDays: number; credits: number | null },
  payment: PaymentOutcome | null,
): RenewalDecision {
  if (payment === null) return { kind: 'ended', reason: 'not-renewing' };
  if (payment.kind === 'declined' || payment.kind === 'requires-action')
    return { kind: 'ended', reason: 'declined' };
  const period = {
    validFrom: periodEndedAt,
    validUntil: new Date(periodEndedAt.getTime() + plan.periodDays * DAY_MS),
    creditsLeft: plan.credits,
  };
  return payment.kind === 'paid' ? { kind: 'renewed', ...period } : { kind: 'awaiting-payment', ...period };
}
