import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import { verifyStripeSignature } from './stripe-signature.ts';

/** Stripe's events are small; anything larger is not one. */
const MAX_EVENT_BYTES = 64 * 1024;

interface StripeEvent {
  type?: unknown;
  data?: { object?: { id?: unknown; object?: unknown } };
}

/**
 * `POST /payments/stripe/webhook` (ADR 016): Stripe's signed events. `payment_intent.succeeded` starts
 * the membership its intent paid for; every other event, and a repeat of one already applied, is
 * acknowledged and ignored (Stripe retries until it gets a 2xx). A body without a valid, recent
 * signature is refused: nobody else can start a membership through this door.
 */
export function stripeWebhookRoutes(services: Services, webhookSecret: string) {
  return createRouter().post('/payments/stripe/webhook', async (c) => {
    const payload = await c.req.text();
    if (payload.length > MAX_EVENT_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE');
    const signed = verifyStripeSignature({
      payload,
      header: c.req.header('stripe-signature') ?? null,
      secret: webhookSecret,
      now: services.now(),
    });
    if (!signed) throw new ApiError('VALIDATION_FAILED', { field: 'stripe-signature' });
    const event = JSON.parse(payload) as StripeEvent;
    const intent = event.data?.object;
    if (event.type === 'payment_intent.succeeded' && typeof intent?.id === 'string')
      await services.stores.memberships.activateByPayment({
        paymentReference: intent.id,
        now: services.now(),
      });
    return c.json({ received: true }, 200);
  });
}
