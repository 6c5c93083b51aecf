import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import * as schema from '../schema/index.ts';
import { buyActiveMembership } from '../testing/buy-active-membership.ts';
import { insertClass, insertClassSession, type TestClass } from '../testing/insert-class.ts';
import { insertPlan } from '../testing/insert-plan.ts';
import { marketplaceTests, sharedMarketplace } from '../testing/marketplace-tests.ts';
import { createClassBookings } from './class-bookings.ts';
import { createMembershipPlans } from './membership-plans.ts';
import { createMemberships } from './memberships.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(await marketplaceTests())('memberships on $kind', ({ it, target }) => {
  const shared = sharedMarketplace(it);
  let pilates: TestClass;
  let boxing: TestClass;
  const now = new Date();

  async function user(name: string): Promise<string> {
    const id = `${name}-${target.kind}`;
    await shared.database.db.insert(schema.users).values({ id, name, email: `${id}@example.com` });
    return id;
  }

  const session = (of: TestClass, inHours = 48, capacity = 5, waitlistCapacity = 0) =>
    insertClassSession(shared.database.db, of, {
      startsAt: new Date(now.getTime() + inHours * HOUR),
      capacity,
      waitlistCapacity,
    });

  const member = (userId: string, planId: string) =>
    buyActiveMembership(shared.database.db, { userId, planId, now });

  const creditsLeft = async (membershipId: string) =>
    (
      await shared.database.db
        .select()
        .from(schema.memberships)
        .where(eq(schema.memberships.id, membershipId))
    )[0]?.creditsLeft;

  it.beforeAll(async ({ marketplace }) => {
    pilates = await insertClass(marketplace.db, 'lotus-center', { name: 'Mat pilates' });
    boxing = await insertClass(marketplace.db, 'lotus-center', { name: 'Boxing' });
  });

  it('lists plans on sale with what they cover and where, by place and city, and finds one', async () => {
    const planId = await insertPlan(shared.database.db, pilates, { name: 'Pilates 5', credits: 5 });
    const plans = createMembershipPlans(shared.database.db);
    const [found] = (await plans.list({ locationSlug: 'lotus-center', limit: 50 })).filter(
      (plan) => plan.id === planId,
    );
    expect(found).toMatchObject({
      name: 'Pilates 5',
      credits: 5,
      price: { amountMinor: 9000, currency: 'EUR' },
      coverage: { everything: false, classes: [{ id: pilates.classId, name: 'Mat pilates' }], services: [] },
    });
    expect(found?.places.map((place) => place.slug)).toContain('lotus-center');
    expect(await plans.list({ citySlug: 'no-such-city', limit: 50 })).toEqual([]);
    expect((await plans.find(planId))?.id).toBe(planId);
    await shared.database.db
      .update(schema.membershipPlans)
      .set({ active: false })
      .where(eq(schema.membershipPlans.id, planId));
    expect(await plans.find(planId)).toBeNull();
  });

  it('pays for a spot with a credit and gives it back on cancel, with the usage history', async () => {
    const planId = await insertPlan(shared.database.db, pilates, { name: 'Pilates 3', credits: 3 });
    const ana = await user('ana');
    const membershipId = await member(ana, planId);
    const classes = createClassBookings(shared.database.db);
    const sessionId = await session(pilates);
    const taken = await classes.takeSpot({ userId: ana, sessionId, membershipId, now });
    expect(taken).toMatchObject({ kind: 'booked', booking: { membershipId } });
    expect(await creditsLeft(membershipId)).toBe(2);
    if (taken.kind !== 'booked') throw new Error(taken.kind);
    await classes.cancel({ userId: ana, bookingId: taken.booking.id, now });
    expect(await creditsLeft(membershipId)).toBe(3);
    const [mine] = await createMemberships(shared.database.db).listMine({ userId: ana, now, limit: 10 });
    expect(mine?.history.map((move) => [move.change, move.reason, move.className])).toEqual([
      [1, 'class-cancelled', 'Mat pilates'],
      [-1, 'class-booked', 'Mat pilates'],
    ]);
  });

  it('refuses a membership that cannot pay, writing nothing', async () => {
    const planId = await insertPlan(shared.database.db, pilates, {
      name: 'Pilates 1',
      credits: 1,
      periodDays: 3,
    });
    const bea = await user('bea');
    const other = await user('other');
    const membershipId = await member(bea, planId);
    const classes = createClassBookings(shared.database.db);
    const take = (userId: string, sessionId: string) =>
      classes.takeSpot({ userId, sessionId, membershipId, now });
    expect(await take(bea, await session(boxing))).toEqual({
      kind: 'membership-unusable',
      reason: 'not-covered',
    });
    expect(await take(bea, await session(pilates, 5 * 24))).toEqual({
      kind: 'membership-unusable',
      reason: 'outside-period',
    });
    // Another user's membership is nobody's to use.
    expect(await take(other, await session(pilates))).toEqual({ kind: 'not-found' });
    expect((await take(bea, await session(pilates))).kind).toBe('booked');
    expect(await take(bea, await session(pilates))).toEqual({
      kind: 'membership-unusable',
      reason: 'no-credits',
    });
    const spots = await shared.database.db
      .select()
      .from(schema.classBookings)
      .where(eq(schema.classBookings.membershipId, membershipId));
    expect(spots).toHaveLength(1);
  });

  it('spends exactly 3 credits when 20 bookings race for a membership with 3', async () => {
    const planId = await insertPlan(shared.database.db, pilates, { name: 'Pilates race', credits: 3 });
    const cleo = await user('cleo');
    const membershipId = await member(cleo, planId);
    const classes = createClassBookings(shared.database.db);
    const sessions = await Promise.all(Array.from({ length: 20 }, (_, i) => session(pilates, 30 + i)));
    const outcomes = await Promise.all(
      sessions.map((sessionId) => classes.takeSpot({ userId: cleo, sessionId, membershipId, now })),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'booked')).toHaveLength(3);
    expect(
      outcomes.filter((outcome) => outcome.kind === 'membership-unusable' && outcome.reason === 'no-credits'),
    ).toHaveLength(17);
    expect(await creditsLeft(membershipId)).toBe(0);
  });

  it('pays a waitlist place when it turns into a spot, and pays at the venue when the membership cannot', async () => {
    const planId = await insertPlan(shared.database.db, pilates, { name: 'Pilates line', credits: 1 });
    const [dan, eva] = [await user('dan'), await user('eva')];
    const membershipId = await member(eva, planId);
    const classes = createClassBookings(shared.database.db);
    const sessionId = await session(pilates, 48, 1, 1);
    const first = await classes.takeSpot({ userId: dan, sessionId, now });
    expect(await classes.takeSpot({ userId: eva, sessionId, membershipId, now })).toMatchObject({
      kind: 'waitlisted',
    });
    expect(await creditsLeft(membershipId)).toBe(1);
    if (first.kind !== 'booked') throw new Error(first.kind);
    const cancelled = await classes.cancel({ userId: dan, bookingId: first.booking.id, now });
    expect(cancelled).toMatchObject({ promoted: { userId: eva, status: 'booked', membershipId } });
    expect(await creditsLeft(membershipId)).toBe(0);
  });

  it('buys once per Idempotency-Key, and refuses the key for another plan', async () => {
    const planId = await insertPlan(shared.database.db, pilates, { name: 'Pilates key' });
    const otherPlanId = await insertPlan(shared.database.db, pilates, { name: 'Pilates other key' });
    const fay = await user('fay');
    const plans = createMembershipPlans(shared.database.db);
    const store = createMemberships(shared.database.db);
    const buy = async (id: string) => {
      const plan = await plans.find(id);
      if (!plan) throw new Error('no plan');
      return store.create({
        userId: fay,
        plan,
        status: 'pending',
        paymentMethod: 'venue',
        paymentReference: null,
        purchaseKey: 'key-1',
        now,
      });
    };
    const [a, b] = await Promise.all([buy(planId), buy(planId)]);
    const kinds = [a.kind, b.kind].sort();
    expect(kinds).toEqual(['created', 'replayed']);
    expect(await buy(otherPlanId)).toEqual({ kind: 'key-reused' });
    expect(await store.listMine({ userId: fay, now, limit: 10 })).toHaveLength(1);
  });

  it('freezes and unfreezes within the plan’s days, pushing the end; cancels once', async () => {
    const planId = await insertPlan(shared.database.db, pilates, { name: 'Pilates pause', maxFreezeDays: 7 });
    const noPause = await insertPlan(shared.database.db, pilates, { name: 'Pilates no pause' });
    const gia = await user('gia');
    const membershipId = await member(gia, planId);
    const rigid = await member(gia, noPause);
    const store = createMemberships(shared.database.db);
    expect(await store.freeze({ userId: gia, membershipId: rigid, now })).toEqual({
      kind: 'refused',
      reason: 'not-freezable',
    });
    const frozen = await store.freeze({ userId: gia, membershipId, now });
    expect(frozen).toMatchObject({ kind: 'changed', membership: { status: 'frozen' } });
    if (frozen.kind !== 'changed') throw new Error(frozen.kind);
    const later = new Date(now.getTime() + 3 * DAY);
    const thawed = await store.unfreeze({ userId: gia, membershipId, now: later });
    expect(thawed).toMatchObject({ kind: 'changed', membership: { status: 'active', frozenAt: null } });
    if (thawed.kind !== 'changed') throw new Error(thawed.kind);
    expect(thawed.membership.validUntil.getTime() - frozen.membership.validUntil.getTime()).toBe(3 * DAY);
    expect(await store.freeze({ userId: 'nobody', membershipId, now })).toEqual({ kind: 'not-found' });
    expect((await store.cancel({ userId: gia, membershipId, now })).kind).toBe('changed');
    expect(await store.cancel({ userId: gia, membershipId, now })).toEqual({
      kind: 'refused',
      reason: 'already-cancelled',
    });
  });
});
