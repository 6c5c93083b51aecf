import type { Money } from '../money/money.ts';

/** What the member is asked to pay for, and the reference that makes a repeat of it the same payment. */
export interface PaymentRequest {
  amount: Money;
  /** Unique per purchase (the buyer's Idempotency-Key, or a new id): a provider charges it once. */
  reference: string;
  description: string;
  customerId: string;
}

/** What a payment provider answered. */
export type PaymentOutcome =
  /** Paid (or nothing to pay): the membership can start. */
  | { kind: 'paid'; reference: string }
  /** Paid later, at the venue: the membership waits for the place to take the money. */
  | { kind: 'deferred' }
  /** The card needs the customer (3-D Secure): the client finishes with `clientSecret`. */
  | { kind: 'requires-action'; reference: string; clientSecret: string }
  | { kind: 'declined'; reason: string };

/** Money to give back for a payment taken online; `reference` makes a repeat of it the same refund. */
export interface RefundRequest {
  /** The provider's reference of the payment (a Stripe PaymentIntent's id). */
  paymentReference: string;
  amount: Money;
  reference: string;
}

/** What a payment provider answered to a refund. */
export type RefundOutcome =
  | { kind: 'refunded'; reference: string }
  /** Paid at the venue (or nothing at all): nothing was taken online, so nothing is given back online. */
  | { kind: 'nothing-paid-online' };

/**
 * Port: takes a payment (ADR 016). `method` is stored with the membership, so a place knows how it was
 * paid. One adapter ships: pay at the venue; a card processor plugs in behind the same port.
 */
export interface PaymentGateway {
  readonly method: string;
  pay(request: PaymentRequest): Promise<PaymentOutcome>;
  /** Gives money back (ADR 035); a failure throws, and the same `reference` never refunds twice. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}

/** Pay at the venue: nothing is charged online; a free plan is paid at once. */
export const payAtVenue: PaymentGateway = {
  method: 'venue',
  async pay(request) {
    return request.amount.amountMinor === 0 ? { kind: 'paid', reference: 'free' } : { kind: 'deferred' };
  },
  async refund() {
    return { kind: 'nothing-paid-online' };
  },
};
