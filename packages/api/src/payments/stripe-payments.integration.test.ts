import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Database } from '@kalendo/db';
import {
  insertClass,
  insertPlan,
  insertSampleMarketplace,
  type TestClass,
  testDatabaseTargets,
} from '@kalendo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';
import {
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  startStripeStandIn,
} from '../testing/stripe-stand-in.ts';
import { createStripePaymentGateway } from './stripe-payment-gateway.ts';
import { stripeSignatureHeader } from './stripe-signature.ts';

/** The API on a local port (the webhook needs an address Stripe's stand-in can post to). */
async function listen(api: { fetch: (request: Request) => Response | Promise<Response> }) {
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: api.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(started as Server),
    );
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

interface Purchase {
  id: string;
  status: string;
  paymentMethod: string;
  payment: { provider: string; clientSecret: string } | null;
}

/**
 * Buying a membership by card through Stripe's protocol, against a local stand-in of its API: the
 * intent is created once per key, the browser's confirmation makes Stripe send a signed event, and
 * the event starts the membership. Only PGlite: nothing here depends on the database engine.
 */
describe.each((await testDatabaseTargets()).filter((target) => target.kind === 'pglite'))(
  'memberships paid by card through a Stripe stand-in on $kind',
  (target) => {
    let database: Database;
    let drop: () => Promise<void>;
    let yoga: TestClass;
    let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
    let server: Awaited<ReturnType<typeof listen>>;
    let cookie = '';
    let planId = '';

    beforeAll(async () => {
      ({ database, drop } = await target.open());
      await insertSampleMarketplace(database.db);
      yoga = await insertClass(database.db, 'lotus-center', { name: 'Power yoga' });
      planId = await insertPlan(database.db, yoga, { name: 'Power 10', priceMinor: 12000 });
      // The API listens on a port, so the stand-in can post Stripe's events to its webhook.
      stripe = await startStripeStandIn({ webhookUrl: () => `${server.url}/payments/stripe/webhook` });
      const api = createTestApi(database, {
        payments: createStripePaymentGateway({ secretKey: STRIPE_TEST_SECRET_KEY, apiBase: stripe.apiBase }),
        stripeWebhookSecret: STRIPE_TEST_WEBHOOK_SECRET,
      });
      server = await listen(api);
      cookie = sessionCookieOf(await signUpThroughApi(api, { name: 'kara', email: 'kara-card@example.com' }));
    });
    afterAll(async () => {
      await server.close();
      await stripe.close();
      await drop();
    });

    const buy = (key: string) =>
      fetch(`${server.url}/me/memberships`, {
        method: 'POST',
        headers: {
          Cookie: cookie,
          Origin: server.origin,
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
        },
        body: JSON.stringify({ planId }),
      });

    it('creates one payment intent per key, keeps the membership pending, and starts it on Stripe’s signed event', async () => {
      const first = await buy('card-key-0001');
      expect(first.status).toBe(201);
      const bought = (await first.json()) as Purchase;
      expect(bought).toMatchObject({ status: 'pending', paymentMethod: 'stripe' });
      expect(bought.payment?.clientSecret).toMatch(/^pi_[0-9a-f]+_secret_/);
      const again = (await (await buy('card-key-0001')).json()) as Purchase;
      expect(again.payment?.clientSecret).toBe(bought.payment?.clientSecret);
      expect(stripe.intents.size).toBe(1);
      const [intent] = [...stripe.intents.values()];
      expect(intent).toMatchObject({
        amount: 12000,
        currency: 'eur',
        metadata: { reference: 'card-key-0001' },
      });

      // The browser confirms the card with the client secret; Stripe then posts its event.
      expect((await stripe.confirm(intent?.id ?? '')).status).toBe(200);
      expect(stripe.events).toEqual([{ type: 'payment_intent.succeeded', status: 200 }]);
      const mine = (await (
        await fetch(`${server.url}/me/memberships`, { headers: { Cookie: cookie } })
      ).json()) as { items: Purchase[] };
      expect(mine.items.find((item) => item.id === bought.id)?.status).toBe('active');
    });

    it('refunds an unused card membership cancelled within 14 days through POST /v1/refunds, once', async () => {
      const bought = (await (await buy('card-key-refund')).json()) as Purchase;
      const intent = [...stripe.intents.values()].find((i) => i.metadata.reference === 'card-key-refund');
      expect((await stripe.confirm(intent?.id ?? '')).status).toBe(200);
      const cancel = () =>
        fetch(`${server.url}/me/memberships/${bought.id}/cancel`, {
          method: 'POST',
          headers: { Cookie: cookie, Origin: server.origin },
        });
      const cancelled = await cancel();
      expect(cancelled.status).toBe(200);
      expect(((await cancelled.json()) as Purchase).status).toBe('cancelled');
      expect(stripe.refunds).toEqual([
        expect.objectContaining({ amount: 12000, payment_intent: intent?.id, status: 'succeeded' }),
      ]);
      // Cancelled already: refused, and nothing is refunded again.
      expect((await cancel()).status).toBe(409);
      expect(stripe.refunds).toHaveLength(1);
      // The stand-in speaks Stripe's protocol: a second refund of the whole amount is refused.
      const again = await fetch(`${stripe.apiBase}/v1/refunds`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${STRIPE_TEST_SECRET_KEY}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ payment_intent: intent?.id ?? '' }),
      });
      expect(again.status).toBe(400);
    });

    it('refuses an event without a valid, recent signature, and ignores events it does not act on', async () => {
      const payload = JSON.stringify({
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_forged' } },
      });
      const post = (signature: string) =>
        fetch(`${server.url}/payments/stripe/webhook`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
          body: payload,
        });
      expect((await post('t=1,v1=00')).status).toBe(400);
      expect((await post(stripeSignatureHeader(payload, 'whsec_someone_else', new Date()))).status).toBe(400);
      const stale = new Date(Date.now() - 10 * 60_000);
      expect((await post(stripeSignatureHeader(payload, STRIPE_TEST_WEBHOOK_SECRET, stale))).status).toBe(
        400,
      );
      const other = JSON.stringify({ type: 'charge.refunded', data: { object: { id: 'ch_1' } } });
      const ignored = await fetch(`${server.url}/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'Stripe-Signature': stripeSignatureHeader(other, STRIPE_TEST_WEBHOOK_SECRET, new Date()) },
        body: other,
      });
      expect(ignored.status).toBe(200);
    });

    it('maps a declined card to PAYMENT_DECLINED and a repeat of a key with another body to an error', async () => {
      const gateway = createStripePaymentGateway({
        secretKey: STRIPE_TEST_SECRET_KEY,
        apiBase: stripe.apiBase,
      });
      const request = {
        amount: { amountMinor: 500, currency: 'EUR' },
        reference: 'decline-key-1',
        description: 'Drop-in',
        customerId: 'u-1',
      };
      const intent = await gateway.pay(request);
      expect(intent.kind).toBe('requires-action');
      if (intent.kind !== 'requires-action') throw new Error(intent.kind);
      const declined = await stripe.confirm(intent.reference, 'pm_card_chargeDeclined');
      expect(declined.status).toBe(402);
      expect(await declined.json()).toMatchObject({ error: { type: 'card_error', code: 'card_declined' } });
      await expect(
        gateway.pay({ ...request, amount: { amountMinor: 900, currency: 'EUR' } }),
      ).rejects.toThrow(/Stripe answered 400/);
      const wrongKey = createStripePaymentGateway({ secretKey: 'sk_test_wrong', apiBase: stripe.apiBase });
      await expect(wrongKey.pay(request)).rejects.toThrow(/Stripe answered 401/);
    });
  },
);
