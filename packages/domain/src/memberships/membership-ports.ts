/** Ports of memberships: what the use cases of this folder ask of the database and of a payment provider. */
import type { Money } from '../money/money.ts';

export type MembershipStatus = 'pending' | 'active' | 'frozen' | 'expired' | 'cancelled';

/** What a plan pays for: everything the business sells, or the listed classes and services. */
export interface PlanCoverage {
  everything: boolean;
  classes: { id: string; name: string }[];
  services: { id: string; name: string }[];
}

/** A membership plan as the marketplace shows it. */
export interface MembershipPlan {
  id: string;
  name: string;
  description: string;
  price: Money;
  periodDays: number;
  /** Visits in the period; null: unlimited. */
  credits: number | null;
  /** Free and trial plans start when bought; the others when the place has taken the payment. */
  startsOnPurchase: boolean;
  autoRenew: boolean;
  /** Days a member may pause the plan in all; 0: it cannot be frozen. */
  maxFreezeDays: number;
  terms: string;
  coverage: PlanCoverage;
  business: { id: string; slug: string; name: string };
  /** The business's places (at most a few), where the plan is used. */
  places: { slug: string; name: string; city: string; citySlug: string }[];
}

export interface PlanPosition {
  businessName: string;
  priceMinor: number;
  id: string;
}

export interface PlanQuery {
  citySlug?: string;
  categorySlug?: string;
  locationSlug?: string;
  /** One business's plans (its private app or custom domain, issue 17). */
  businessSlug?: string;
  after?: PlanPosition;
  limit: number;
}

/** A member's membership, with what is left of it. */
export interface MembershipRecord {
  id: string;
  userId: string;
  planId: string;
  businessId: string;
  status: MembershipStatus;
  validFrom: Date;
  validUntil: Date;
  creditsLeft: number | null;
  paymentMethod: string;
  /** The payment's reference at an online provider (a Stripe PaymentIntent); null: paid at the venue. */
  paymentReference: string | null;
  frozenAt: Date | null;
  cancelledAt: Date | null;
  /** The member's choice: the next period follows when this one ends (only where the plan renews). */
  autoRenew: boolean;
  createdAt: Date;
}

/** One line of a membership's usage history. */
export interface CreditMove {
  change: number;
  reason:
    | 'class-booked'
    | 'class-cancelled'
    | 'promoted-from-waitlist'
    | 'service-booked'
    | 'service-cancelled';
  at: Date;
  /** What the credit paid for (the class, or the service of an appointment), when it is still known. */
  className: string | null;
  sessionStartsAt: Date | null;
}

export interface MyMembership {
  membership: MembershipRecord;
  plan: MembershipPlan;
  history: CreditMove[];
}

/** What buying did: a new membership, the one this Idempotency-Key made before, or why not. */
export type PurchaseOutcome =
  | { kind: 'created'; membership: MembershipRecord }
  | { kind: 'replayed'; membership: MembershipRecord }
  | { kind: 'key-reused' };

/** What a change of a member's own membership did. */
export type MembershipChangeOutcome =
  | { kind: 'changed'; membership: MembershipRecord }
  | { kind: 'refused'; reason: MembershipRefusal }
  | { kind: 'not-found' };

export type MembershipRefusal =
  | 'already-cancelled'
  | 'not-freezable'
  | 'not-active'
  | 'not-frozen'
  | 'expired'
  | 'not-renewable';

/** Port: membership plans, read by anyone. */
export interface MembershipPlanSource {
  list(query: PlanQuery): Promise<MembershipPlan[]>;
  find(planId: string): Promise<MembershipPlan | null>;
}

/** Port: members' memberships. Every change is one transaction behind the membership's row lock. */
export interface MembershipStore {
  create(input: {
    userId: string;
    plan: MembershipPlan;
    status: 'pending' | 'active';
    paymentMethod: string;
    paymentReference: string | null;
    purchaseKey: string | null;
    now: Date;
  }): Promise<PurchaseOutcome>;
  listMine(input: { userId: string; now: Date; limit: number }): Promise<MyMembership[]>;
  cancel(input: { userId: string; membershipId: string; now: Date }): Promise<MembershipChangeOutcome>;
  freeze(input: { userId: string; membershipId: string; now: Date }): Promise<MembershipChangeOutcome>;
  unfreeze(input: { userId: string; membershipId: string; now: Date }): Promise<MembershipChangeOutcome>;
  /** Visits the membership paid for and still pays for: those spent minus those given back. */
  visitsUsed(membershipId: string): Promise<number>;
  /** The place has taken the payment: a pending membership starts now, for its full period. */
  activate(input: { membershipId: string; now: Date }): Promise<MembershipChangeOutcome>;
  /** Turns renewal on or off (ADR 035): refused when the plan does not renew, or the membership has ended. */
  setAutoRenew(input: {
    userId: string;
    membershipId: string;
    autoRenew: boolean;
    now: Date;
  }): Promise<MembershipChangeOutcome>;
  /** A card processor says the payment with this reference went through: its membership starts now. */
  activateByPayment(input: { paymentReference: string; now: Date }): Promise<MembershipChangeOutcome>;
}
