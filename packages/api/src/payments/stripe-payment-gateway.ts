import type { PaymentGateway, PaymentOutcome, RefundOutcome } from '@kalendo/domain';

/** Stripe's API, reached with a secret key; `apiBase` points at a stand-in in tests (ADR 016). */
export interface StripeOptions {
  secretKey: string;
  apiBase?: string;
  fetch?: typeof fetch;
  /** Stripe answers within seconds; a payment that hangs longer is refused, not waited for. */
  timeoutMs?: number;
}

interface PaymentIntent {
  id: string;
  status: string;
  client_secret: string;
}

interface StripeErrorBody {
  error?: { type?: string; code?: string; decline_code?: string; message?: string };
}

/** Statuses in which the customer still has to act (enter or confirm a card, 3-D Secure). */
const WAITING_FOR_CUSTOMER = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
]);

/**
 * A card payment through Stripe Payment Intents (ADR 016): the server creates the intent with the
 * purchase's reference as Stripe's `Idempotency-Key` (a repeat creates no second charge), the browser
 * confirms it with the client secret, and Stripe's signed `payment_intent.succeeded` event starts the
 * membership. A card refused outright is a decline; any other failure is an error (nothing is written).
 */
export function createStripePaymentGateway(options: StripeOptions): PaymentGateway {
  const apiBase = options.apiBase ?? 'https://api.stripe.com';
  const send = options.fetch ?? fetch;
  /** A form-encoded POST with the secret key and an Idempotency-Key (Stripe replays a repeat's first answer). */
  const post = (path: string, body: URLSearchParams, idempotencyKey: string) =>
    send(`${apiBase}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${options.secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': idempotencyKey,
      },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  return {
    method: 'stripe',
    /** `POST /v1/refunds` of the payment intent (ADR 035); the refund's reference is its Idempotency-Key. */
    async refund(request): Promise<RefundOutcome> {
      const response = await post(
        '/v1/refunds',
        new URLSearchParams({
          payment_intent: request.paymentReference,
          amount: String(request.amount.amountMinor),
          'metadata[reference]': request.reference,
        }),
        request.reference,
      );
      if (!response.ok) throw new Error(`Stripe answered ${response.status} to a refund`);
      const refund = (await response.json()) as { id: string; status: string };
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new Error(`Stripe's refund ${refund.id} is ${refund.status}`);
      return { kind: 'refunded', reference: refund.id };
    },
    async pay(request): Promise<PaymentOutcome> {
      const body = new URLSearchParams({
        amount: String(request.amount.amountMinor),
        currency: request.amount.currency.toLowerCase(),
        description: request.description,
        'metadata[customer_id]': request.customerId,
        'metadata[reference]': request.reference,
        'automatic_payment_methods[enabled]': 'true',
      });
      const response = await post('/v1/payment_intents', body, request.reference);
      if (response.status === 402) {
        const { error } = (await response.json()) as StripeErrorBody;
        return { kind: 'declined', reason: error?.decline_code ?? error?.code ?? 'card_declined' };
      }
      if (!response.ok) throw new Error(`Stripe answered ${response.status} to a payment intent`);
      const intent = (await response.json()) as PaymentIntent;
      if (intent.status === 'succeeded') return { kind: 'paid', reference: intent.id };
      if (WAITING_FOR_CUSTOMER.has(intent.status))
        return { kind: 'requires-action', reference: intent.id, clientSecret: intent.client_secret };
      return { kind: 'declined', reason: intent.status };
    },
  };
}
