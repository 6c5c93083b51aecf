import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { type PartnerIds, partnerKit } from '../testing/partner-kit.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

/**
 * ADR 038's published state on the class side (ADR 052): a draft business's classes, sessions and plans
 * are nowhere a consumer reaches them (timetable, session, booking, basket, checkout, plans, buying), and
 * all of them appear once the business is published.
 */
describe.each(await testDatabaseTargets())('a draft business’s classes on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const cookies: Record<string, string> = {};
  const { call, setUp, signUpAll } = partnerKit(() => api, cookies);
  let a: PartnerIds;
  let businessSlug = '';
  let placeSlug = '';
  let sessionId = '';
  let planId = '';

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { now: () => NOW });
    await signUpAll(['owner', 'client'], `draft-${target.kind}`);
    a = await setUp('owner', 'Quiet Draft Yoga');
    const created = await call('owner', 'POST', `${a.base}/classes`, {
      placeId: a.placeId,
      name: 'Draft flow',
      durationMinutes: 60,
      priceMinor: 1500,
      currency: 'EUR',
      defaultCapacity: 8,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const classId = created.body.id as string;
    const series = await call('owner', 'POST', `${a.base}/class-sessions`, {
      classId,
      date: '2026-11-25',
      time: '18:00',
    });
    expect(series.status, JSON.stringify(series.body)).toBe(201);
    sessionId = (series.body.items as Array<{ id: string }>)[0]?.id ?? '';
    const plan = await call('owner', 'POST', `${a.base}/membership-plans`, {
      name: 'Draft pass',
      priceMinor: 5000,
      currency: 'EUR',
      periodDays: 30,
      credits: 5,
      classIds: [classId],
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    planId = plan.body.id as string;
    const [business] = await database.db
      .select({ slug: schema.businesses.slug })
      .from(schema.businesses)
      .where(eq(schema.businesses.id, a.businessId));
    const [place] = await database.db
      .select({ slug: schema.locations.slug })
      .from(schema.locations)
      .where(eq(schema.locations.id, a.placeId));
    businessSlug = business?.slug ?? '';
    placeSlug = place?.slug ?? '';
  });
  afterAll(() => drop());

  const timetableIds = async (query: string) => {
    const answer = await call('client', 'GET', `/classes/sessions?${query}`);
    expect(answer.status).toBe(200);
    return (answer.body.items as Array<{ id: string }>).map((item) => item.id);
  };
  const planIds = async (query: string) => {
    const answer = await call('client', 'GET', `/memberships/plans?${query}`);
    expect(answer.status).toBe(200);
    return (answer.body.items as Array<{ id: string }>).map((item) => item.id);
  };
  const spotsOfClient = () =>
    database.db.select().from(schema.classBookings).where(eq(schema.classBookings.sessionId, sessionId));

  it('hides every class path of a draft business from consumers', async () => {
    expect(await timetableIds(`business=${businessSlug}`)).toEqual([]);
    expect(await timetableIds(`location=${placeSlug}`)).toEqual([]);
    expect(await timetableIds('city=sofia&date=2026-11-25')).not.toContain(sessionId);
    expect((await call('client', 'GET', `/classes/sessions/${sessionId}`)).status).toBe(404);
    expect((await call('client', 'GET', `/locations/${placeSlug}`)).status).toBe(404);

    const booked = await call('client', 'POST', '/me/class-bookings', { sessionId });
    expect(booked.status).toBe(404);
    const added = await call('client', 'POST', '/me/basket/items', { sessionId });
    expect(added.status).toBe(404);
    const guest = await call('client', 'POST', '/basket/check', { items: [{ sessionId }] });
    expect(guest.status).toBe(200);
    expect((guest.body.items as Array<{ status: string }>)[0]?.status).not.toBe('available');

    // A basket item written before the business went back to draft (or by hand) is refused at checkout.
    const [user] = await database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.name, 'client'));
    await database.db
      .insert(schema.basketItems)
      .values({ userId: user?.id ?? '', classSessionId: sessionId });
    const checkout = await call('client', 'POST', '/me/basket/checkout', undefined, 'en', {
      'Idempotency-Key': 'draft-checkout-1',
    });
    expect(checkout.status).toBeGreaterThanOrEqual(400);
    expect(checkout.status).toBeLessThan(500);
    expect(await spotsOfClient()).toHaveLength(0);
    await database.db.delete(schema.basketItems).where(eq(schema.basketItems.classSessionId, sessionId));

    expect(await planIds(`business=${businessSlug}`)).toEqual([]);
    expect(await planIds('city=sofia')).not.toContain(planId);
    expect((await call('client', 'GET', `/memberships/plans/${planId}`)).status).toBe(404);
    const bought = await call('client', 'POST', '/me/memberships', { planId }, 'en', {
      'Idempotency-Key': 'draft-plan-1',
    });
    expect(bought.status).toBe(404);
    expect(
      await database.db.select().from(schema.memberships).where(eq(schema.memberships.planId, planId)),
    ).toHaveLength(0);

    // The business itself still sees and runs its timetable while it is a draft.
    const own = await call(
      'owner',
      'GET',
      `${a.base}/class-sessions?placeId=${a.placeId}&from=2026-11-23T00:00:00Z&to=2026-11-30T00:00:00Z`,
    );
    expect((own.body.items as Array<{ id: string }>).map((item) => item.id)).toEqual([sessionId]);
  });

  it('shows them all once the business is published, and books its class', async () => {
    expect((await call('owner', 'POST', `${a.base}/publish`)).status).toBe(200);
    expect(await timetableIds(`business=${businessSlug}`)).toEqual([sessionId]);
    expect(await timetableIds(`location=${placeSlug}`)).toEqual([sessionId]);
    const session = await call('client', 'GET', `/classes/sessions/${sessionId}`);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ name: 'Draft flow' });
    const place = await call('client', 'GET', `/locations/${placeSlug}`);
    expect(place.status).toBe(200);
    expect(JSON.stringify(place.body)).toContain(sessionId);

    expect(await planIds(`business=${businessSlug}`)).toEqual([planId]);
    expect((await call('client', 'GET', `/memberships/plans/${planId}`)).status).toBe(200);

    const added = await call('client', 'POST', '/me/basket/items', { sessionId });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const checkout = await call('client', 'POST', '/me/basket/checkout', undefined, 'en', {
      'Idempotency-Key': 'draft-checkout-2',
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    expect((await spotsOfClient()).map((spot) => spot.status)).toEqual(['booked']);
    const bought = await call('client', 'POST', '/me/memberships', { planId }, 'en', {
      'Idempotency-Key': 'draft-plan-2',
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  });
});
