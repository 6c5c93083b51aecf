import { describe, expect, it } from 'vitest';
import { buyMembership } from './buy-membership.ts';
import type { MembershipPlan, MembershipStore } from './membership-ports.ts';
import { type PaymentGateway, payAtVenue } from './payment-gateway.ts';

const now = new Date('2026-12-01T10:00:00Z');
const plan = (overrides: Partial<MembershipPlan> = {}): MembershipPlan => ({
  id: 'plan-1',
  name: '10 classes',
  description: '',
  price: { amountMinor: 12000, currency: 'EUR' },
  periodDays: 60,
  credits: 10,
  startsOnPurchase: false,
  autoRenew: false,
  maxFreezeDays: 0,
  terms: '',
  coverage: { everything: true, classes: [], services: [] },
  business: { id: 'b', slug: 'studio', name: 'Studio' },
  places: [],
  ...overrides,
});

/** Records what the use case asks the store to write (the store itself is tested on the database). */
function recordingStore() {
  const created: Parameters<MembershipStore['create']>[0][] = [];
  const store = {
    async create(input) {
      created.push(input);
      return {
        kind: 'created',
        membership: {
          id: 'm-1',
          userId: input.userId,
          planId: input.plan.id,
          businessId: input.plan.business.id,
          status: input.status,
          validFrom: input.now,
          validUntil: input.now,
          creditsLeft: input.plan.credits,
          paymentMethod: input.paymentMethod,
          frozenAt: null,
          cancelledAt: null,
          createdAt: input.now,
        },
      };
    },
  } as Pick<MembershipStore, 'create'> as MembershipStore;
  return { store, created };
}

const buy = (found: MembershipPlan | null, payments: PaymentGateway = payAtVenue) => {
  const { store, created } = recordingStore();
  const outcome = buyMembership(
    {
      plans: { find: async () => found, list: async () => [] },
      memberships: store,
      payments,
      now: () => now,
      newReference: () => 'ref-1',
    },
    { userId: 'u-1', planId: 'plan-1', idempotencyKey: null },
  );
  return { outcome, created };
};

describe('buyMembership', () => {
  it('leaves a plan paid at the venue pending until the place takes the money', async () => {
    const { outcome, created } = buy(plan());
    expect((await outcome).clientSecret).toBeNull();
    expect(created[0]).toMatchObject({ status: 'pending', paymentMethod: 'venue', paymentReference: null });
  });

  it('starts a free plan, or one that starts on purchase, at once', async () => {
    const free = buy(plan({ price: { amountMinor: 0, currency: 'EUR' } }));
    await free.outcome;
    expect(free.created[0]?.status).toBe('active');
    const trial = buy(plan({ startsOnPurchase: true }));
    await trial.outcome;
    expect(trial.created[0]?.status).toBe('active');
  });

  it('refuses a plan that is not on sale, and a declined payment, without writing anything', async () => {
    const missing = buy(null);
    await expect(missing.outcome).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const declined = buy(plan(), {
      method: 'card',
      pay: async () => ({ kind: 'declined', reason: 'insufficient funds' }),
      refund: payAtVenue.refund,
    });
    await expect(declined.outcome).rejects.toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect([...missing.created, ...declined.created]).toEqual([]);
  });

  it('keeps a card payment the customer must confirm pending, with its reference and the client secret', async () => {
    const card = buy(plan(), {
      method: 'stripe',
      pay: async () => ({ kind: 'requires-action', reference: 'pi_1', clientSecret: 'pi_1_secret' }),
      refund: payAtVenue.refund,
    });
    expect((await card.outcome).clientSecret).toBe('pi_1_secret');
    expect(card.created[0]).toMatchObject({
      status: 'pending',
      paymentMethod: 'stripe',
      paymentReference: 'pi_1',
    });
  });
});
