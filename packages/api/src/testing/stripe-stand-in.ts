import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stripeSignatureHeader } from '../payments/stripe-signature.ts';

export const STRIPE_TEST_SECRET_KEY = 'sk_test_kalendo_stand_in';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_kalendo_stand_in';

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  status: string;
  client_secret: string;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });

const error = (type: string, message: string, extra: Record<string, string> = {}) =>
  JSON.stringify({ error: { type, message, ...extra } });

/**
 * A local stand-in for Stripe's Payment Intents API (ADR 016), speaking its protocol: form-encoded
 * requests with a Bearer secret key, `Idempotency-Key` replays (the same key with another body is an
 * `idempotency_error`), `POST /v1/payment_intents/{id}/confirm` with a test card (`pm_card_visa` succeeds,
 * `pm_card_chargeDeclined` is a 402 `card_error`), and a signed `payment_intent.succeeded` event posted to
 * `webhookUrl` when an intent succeeds, and `POST /v1/refunds` of a succeeded intent (never more than it took)
 * — what the browser and Stripe do, without leaving this machine.
 */
export async function startStripeStandIn(options: { webhookUrl?: () => string; now?: () => Date } = {}) {
  const intents = new Map<string, Intent>();
  const replays = new Map<string, { body: string; status: number; answer: string }>();
  const events: { type: string; status: number }[] = [];
  const refunded = new Map<string, number>();
  const refunds: { id: string; amount: number; payment_intent: string }[] = [];
  const now = options.now ?? (() => new Date());

  async function sendEvent(intent: Intent) {
    if (!options.webhookUrl) return;
    const payload = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: intent },
    });
    const response = await fetch(options.webhookUrl(), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': stripeSignatureHeader(payload, STRIPE_TEST_WEBHOOK_SECRET, now()),
      },
      body: payload,
    });
    events.push({ type: 'payment_intent.succeeded', status: response.status });
  }

  async function answer(path: string, form: URLSearchParams): Promise<{ status: number; answer: string }> {
    if (path === '/v1/refunds') return refund(form);
    if (path === '/v1/payment_intents') {
      const amount = Number(form.get('amount'));
      if (!Number.isInteger(amount) || amount < 1)
        return {
          status: 400,
          answer: error('invalid_request_error', 'Invalid positive integer', { param: 'amount' }),
        };
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form)
        if (key.startsWith('metadata[')) metadata[key.slice('metadata['.length, -1)] = value;
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount,
        currency: form.get('currency') ?? '',
        description: form.get('description') ?? '',
        metadata,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      };
      intents.set(id, intent);
      return { status: 200, answer: JSON.stringify(intent) };
    }
    const confirm = /^\/v1\/payment_intents\/(pi_[0-9a-f]+)\/confirm$/.exec(path);
    const intent = confirm ? intents.get(confirm[1] ?? '') : undefined;
    if (!intent) return { status: 404, answer: error('invalid_request_error', 'No such payment_intent') };
    if (form.get('payment_method') === 'pm_card_chargeDeclined')
      return {
        status: 402,
        answer: error('card_error', 'Your card was declined.', {
          code: 'card_declined',
          decline_code: 'generic_decline',
        }),
      };
    intent.status = 'succeeded';
    await sendEvent(intent);
    return { status: 200, answer: JSON.stringify(intent) };
  }

  /** `POST /v1/refunds`: of a succeeded intent, at most what is left of its amount (all of it by default). */
  function refund(form: URLSearchParams): { status: number; answer: string } {
    const intent = intents.get(form.get('payment_intent') ?? '');
    if (!intent)
      return {
        status: 400,
        answer: error('invalid_request_error', 'No such payment_intent', { param: 'payment_intent' }),
      };
    if (intent.status !== 'succeeded')
      return {
        status: 400,
        answer: error(
          'invalid_request_error',
          'This PaymentIntent does not have a successful charge to refund.',
          {
            code: 'charge_not_refundable',
          },
        ),
      };
    const left = intent.amount - (refunded.get(intent.id) ?? 0);
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    if (!Number.isInteger(amount) || amount < 1 || amount > left)
      return {
        status: 400,
        answer: error('invalid_request_error', `Refund amount is greater than unrefunded amount on charge`, {
          param: 'amount',
        }),
      };
    refunded.set(intent.id, (refunded.get(intent.id) ?? 0) + amount);
    const metadata: Record<string, string> = {};
    for (const [key, value] of form)
      if (key.startsWith('metadata[')) metadata[key.slice('metadata['.length, -1)] = value;
    const made = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      metadata,
      status: 'succeeded',
    };
    refunds.push(made);
    return { status: 200, answer: JSON.stringify(made) };
  }

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const reply = (status: number, text: string) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(text);
    };
    if (request.headers.authorization !== `Bearer ${STRIPE_TEST_SECRET_KEY}`)
      return reply(401, error('invalid_request_error', 'Invalid API Key provided'));
    if (request.method !== 'POST')
      return reply(404, error('invalid_request_error', 'Unrecognized request URL'));
    const key = request.headers['idempotency-key'];
    const replayKey = typeof key === 'string' ? `${request.url} ${key}` : null;
    const earlier = replayKey ? replays.get(replayKey) : undefined;
    if (earlier)
      return earlier.body === body
        ? reply(earlier.status, earlier.answer)
        : reply(
            400,
            error(
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            ),
          );
    const { status, answer: text } = await answer(request.url ?? '', new URLSearchParams(body));
    if (replayKey) replays.set(replayKey, { body, status, answer: text });
    return reply(status, text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiBase,
    intents,
    events,
    refunds,
    /** What the browser does with the client secret: confirm the intent with a test card. */
    confirm: (intentId: string, paymentMethod = 'pm_card_visa') =>
      fetch(`${apiBase}/v1/payment_intents/${intentId}/confirm`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${STRIPE_TEST_SECRET_KEY}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ payment_method: paymentMethod }),
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
