import {
  type PaymentGateway,
  type PaymentOutcome,
  type PaymentRequest,
  payAtVenue,
  renewMembership,
} from '@kalendo/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createDb } from '../client/create-db.ts';
import { resultRows } from '../client/result-rows.ts';
import * as schema from '../schema/index.ts';
import { buyActiveMembership } from '../testing/buy-active-membership.ts';
import { insertClass, type TestClass } from '../testing/insert-class.ts';
import { insertPlan } from '../testing/insert-plan.ts';
import { marketplaceTests, sharedMarketplace } from '../testing/marketplace-tests.ts';
import { TEST_POSTGRES_ADMIN_URL } from '../testing/migrated-templates.ts';
import { createMembershipRenewals } from './membership-renewals.ts';
import { createMemberships } from './memberships.ts';

const DAY = 86_400_000;

/** A gateway answering `outcome`, recording every payment it was asked for (after `delayMs`). */
function gateway(outcome: PaymentOutcome, delayMs = 0) {
  const asked: PaymentRequest[] = [];
  const payments: PaymentGateway = {
    method: 'card',
    async pay(request) {
      asked.push(request);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return outcome;
    },
    refund: payAtVenue.refund,
  };
  return { asked, payments };
}

describe.each(await marketplaceTests())('membership renewals on $kind', ({ it, target }) => {
  const shared = sharedMarketplace(it);
  let yoga: TestClass;
  const bought = new Date(Date.now() - 31 * DAY);
  /** The end of the first period (30 days after buying): a day ago. */
  const periodEnd = new Date(bought.getTime() + 30 * DAY);
  const now = new Date(periodEnd.getTime() + DAY);

  async function member(name: string, plan: { autoRenew?: boolean; priceMinor?: number } = {}) {
    const userId = `${name}-${target.kind}`;
    await shared.database.db
      .insert(schema.users)
      .values({ id: userId, name, email: `${userId}@example.com`, locale: 'de' });
    const planId = await insertPlan(shared.database.db, yoga, {
      name: `Yoga 8 ${name}`,
      credits: 8,
      autoRenew: plan.autoRenew ?? true,
      ...(plan.priceMinor === undefined ? {} : { priceMinor: plan.priceMinor }),
    });
    const membershipId = await buyActiveMembership(shared.database.db, { userId, planId, now: bought });
    // Two credits used in the period that ended.
    await shared.database.db
      .update(schema.memberships)
      .set({ creditsLeft: 6 })
      .where(eq(schema.memberships.id, membershipId));
    return { userId, membershipId };
  }
  const renew = (membershipId: string, payments: PaymentGateway, db = shared.database.db) =>
    renewMembership(
      { renewals: createMembershipRenewals(db), payments, now: () => now },
      { membershipId, periodEndedAt: periodEnd },
    );
  const row = async (membershipId: string) =>
    (
      await shared.database.db
        .select()
        .from(schema.memberships)
        .where(eq(schema.memberships.id, membershipId))
    )[0];
  const renewalsOf = (membershipId: string) =>
    shared.database.db
      .select()
      .from(schema.membershipRenewals)
      .where(eq(schema.membershipRenewals.membershipId, membershipId));
  const toldTo = (userId: string) =>
    shared.database.db
      .select({
        kind: schema.notifications.kind,
        params: schema.notifications.params,
        actionUrl: schema.notifications.actionUrl,
      })
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, userId));

  it.beforeAll(async ({ marketplace }) => {
    yoga = await insertClass(marketplace.db, 'lotus-center', { name: 'Renewing yoga' });
  });

  it('paid: the next period follows the last with the plan’s credits, the member is told; once only', async () => {
    const { userId, membershipId } = await member('ana');
    expect((await row(membershipId))?.autoRenew).toBe(true);
    const card = gateway({ kind: 'paid', reference: 'pi_1' });
    expect(await renew(membershipId, card.payments)).toMatchObject({ kind: 'decided' });
    expect(card.asked).toEqual([
      expect.objectContaining({
        amount: { amountMinor: 9000, currency: 'EUR' },
        reference: `renewal-${membershipId}-${periodEnd.toISOString()}`,
        customerId: userId,
      }),
    ]);
    expect(await row(membershipId)).toMatchObject({
      status: 'active',
      validFrom: periodEnd,
      validUntil: new Date(periodEnd.getTime() + 30 * DAY),
      creditsLeft: 8,
    });
    expect(await renewalsOf(membershipId)).toEqual([
      expect.objectContaining({ outcome: 'renewed', paymentReference: card.asked[0]?.reference }),
    ]);
    expect(await toldTo(userId)).toEqual([
      {
        kind: 'membership-renewed',
        params: expect.objectContaining({
          plan: 'Yoga 8 ana',
          validUntil: new Date(periodEnd.getTime() + 30 * DAY).toISOString(),
          atVenue: false,
        }),
        actionUrl: '/de/memberships?mine=1',
      },
    ]);
    // A retried job: nothing is due any more, nothing is asked or told again.
    expect(await renew(membershipId, card.payments)).toEqual({ kind: 'not-due' });
    expect(card.asked).toHaveLength(1);
    expect(await toldTo(userId)).toHaveLength(1);
  });

  it('paid at the venue: the next period waits for the place, which starts it when it takes the money', async () => {
    const { userId, membershipId } = await member('boris');
    await renew(membershipId, payAtVenue);
    expect(await row(membershipId)).toMatchObject({
      status: 'pending',
      validFrom: periodEnd,
      creditsLeft: 8,
    });
    expect((await toldTo(userId))[0]?.params).toMatchObject({ atVenue: true });
    const started = await createMemberships(shared.database.db).activate({ membershipId, now });
    expect(started).toMatchObject({ kind: 'changed', membership: { status: 'active', validFrom: now } });
  });

  it('declined: the membership ends and the member is told why; turned off: it ends, nothing is asked', async () => {
    const declined = await member('cleo');
    await renew(declined.membershipId, gateway({ kind: 'declined', reason: 'card_declined' }).payments);
    expect((await row(declined.membershipId))?.status).toBe('expired');
    expect(await toldTo(declined.userId)).toEqual([
      expect.objectContaining({
        kind: 'membership-ended',
        params: expect.objectContaining({ declined: true }),
      }),
    ]);

    const off = await member('dora');
    const memberships = createMemberships(shared.database.db);
    const input = { userId: off.userId, membershipId: off.membershipId, now: periodEnd };
    expect(await memberships.setAutoRenew({ ...input, autoRenew: false, now: bought })).toMatchObject({
      kind: 'changed',
      membership: { autoRenew: false },
    });
    // Another user's membership is not found.
    expect(
      await memberships.setAutoRenew({ ...input, userId: declined.userId, autoRenew: true, now: bought }),
    ).toEqual({ kind: 'not-found' });
    const card = gateway({ kind: 'paid', reference: 'pi_2' });
    await renew(off.membershipId, card.payments);
    expect(card.asked).toEqual([]);
    expect((await row(off.membershipId))?.status).toBe('expired');
    expect((await toldTo(off.userId))[0]).toMatchObject({
      kind: 'membership-ended',
      params: { declined: false },
    });
    // Ended: renewal cannot be turned back on.
    expect(await memberships.setAutoRenew({ ...input, autoRenew: true, now })).toMatchObject({
      kind: 'refused',
    });
  });

  it('refuses renewal on a plan that does not renew', async () => {
    const { userId, membershipId } = await member('emil', { autoRenew: false });
    expect((await row(membershipId))?.autoRenew).toBe(false);
    expect(
      await createMemberships(shared.database.db).setAutoRenew({
        userId,
        membershipId,
        autoRenew: true,
        now: bought,
      }),
    ).toEqual({ kind: 'refused', reason: 'not-renewable' });
  });

  it.runIf(target.kind === 'postgres')(
    'two workers renewing the same membership at once add one period and ask for one payment',
    async () => {
      const { membershipId } = await member('filip');
      const [current] = resultRows<{ name: string }>(
        await shared.database.db.execute(sql`select current_database() as name`),
      );
      const url = new URL(TEST_POSTGRES_ADMIN_URL);
      url.pathname = `/${current?.name ?? ''}`;
      // The second worker: a process of its own, with its own connection pool.
      const second = await createDb({ databaseUrl: url.toString() });
      try {
        const card = gateway({ kind: 'paid', reference: 'pi_3' }, 200);
        const outcomes = await Promise.all([
          renew(membershipId, card.payments),
          renew(membershipId, card.payments, second.db),
        ]);
        expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['decided', 'not-due']);
        expect(card.asked).toHaveLength(1);
        expect(await renewalsOf(membershipId)).toHaveLength(1);
        expect((await row(membershipId))?.validUntil).toEqual(new Date(periodEnd.getTime() + 30 * DAY));
      } finally {
        await second.close();
      }
    },
  );
});
