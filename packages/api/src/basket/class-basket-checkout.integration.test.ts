import type { Basket, BasketItemInput, Booking, ErrorBody, MyBooking } from '@kalendo/contracts';
import { schema } from '@kalendo/db';
import {
  addBookableStaff,
  buyActiveMembership,
  insertClass,
  insertClassSession,
  insertPlan,
  marketplaceTests,
  sharedMarketplace,
  type TestClass,
} from '@kalendo/db/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
/** Tuesday 24 Nov 2026, 18:00 in Sofia. */
const TUESDAY_EVENING = new Date('2026-11-24T16:00:00Z');

describe.each(await marketplaceTests())('class spots in the basket on $kind', ({ it, target }) => {
  const shared = sharedMarketplace(it);
  let api: ReturnType<typeof createTestApi>;
  let yoga: TestClass;
  let serviceId = '';
  let maria = '';
  const users: Record<string, { cookie: string; id: string }> = {};

  /** Each user's requests, asking in German. */
  const as = (who: string) => apiTestClient(api, { cookie: users[who]?.cookie ?? '', language: 'de' });
  /** Monday 2026-11-23, Sofia (UTC+2): Maria works 09:00–17:00 local. */
  const haircut = (hour: number) => ({
    locationSlug: 'lotus-center',
    serviceId,
    staffId: maria,
    start: new Date(Date.UTC(2026, 10, 23, hour - 2)).toISOString(),
  });
  const session = (capacity: number, extra: { bookedCount?: number; startsAt?: Date } = {}) =>
    insertClassSession(shared.database.db, yoga, {
      startsAt: extra.startsAt ?? TUESDAY_EVENING,
      capacity,
      waitlistCapacity: 5,
      ...(extra.bookedCount === undefined ? {} : { bookedCount: extra.bookedCount }),
    });
  const add = (who: string, json: BasketItemInput) => as(who).me.basket.items.$post({ json });
  const checkout = (who: string, key: string, json: { membershipId?: string } = {}) =>
    as(who).me.basket.checkout.$post({ query: {}, header: { 'idempotency-key': key }, json });
  const bookedCount = async (sessionId: string) => {
    const [row] = await shared.database.db
      .select({ n: schema.classSessions.bookedCount })
      .from(schema.classSessions)
      .where(eq(schema.classSessions.id, sessionId));
    return row?.n;
  };
  const spotsOf = (who: string) =>
    shared.database.db
      .select()
      .from(schema.classBookings)
      .where(eq(schema.classBookings.userId, users[who]?.id ?? ''));
  const appointmentsOf = (who: string) =>
    shared.database.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.userId, users[who]?.id ?? ''));

  it.beforeAll(async ({ marketplace }) => {
    const added = await addBookableStaff(marketplace.db, ['Мария'], { startsAt: '09:00', endsAt: '17:00' });
    serviceId = added.serviceId;
    maria = added.staffIds[0] ?? '';
    yoga = await insertClass(marketplace.db, 'lotus-center', { name: 'Evening yoga', priceMinor: 1500 });
    api = createTestApi(marketplace, { now: () => NOW });
    for (const name of ['ana', 'boris', 'cleo', 'dora']) {
      const email = `${name}-${target.kind}@example.com`;
      const cookie = sessionCookieOf(await signUpThroughApi(api, { name, email }));
      const [user] = await marketplace.db.select().from(schema.users).where(eq(schema.users.email, email));
      users[name] = { cookie, id: user?.id ?? '' };
    }
  });

  it('lists a class beside a service, and books both in one checkout with one confirmation', async () => {
    const sessionId = await session(10);
    expect((await add('ana', haircut(10))).status).toBe(201);
    const added = await add('ana', { sessionId });
    expect(added.status).toBe(201);
    const basket = await bodyOf<Basket>(added);
    expect(basket.items.map((item) => [item.kind, item.serviceName, item.localStart, item.status])).toEqual([
      ['service', expect.any(String), '2026-11-23T10:00', 'available'],
      ['class', 'Evening yoga', '2026-11-24T18:00', 'available'],
    ]);
    expect(basket.items[1]).toMatchObject({ sessionId, priceMinor: 1500, businessSlug: 'lotus' });
    // The same session again changes nothing.
    expect((await add('ana', { sessionId })).status).toBe(200);

    const response = await checkout('ana', 'class-basket-1');
    expect(response.status).toBe(201);
    const booking = await bodyOf<Booking>(response);
    expect(booking.appointments).toHaveLength(1);
    expect(booking.classSpots).toMatchObject([{ sessionId, priceMinor: 1500, membershipId: null }]);
    expect(await bookedCount(sessionId)).toBe(1);
    const [spot] = await spotsOf('ana');
    expect(spot).toMatchObject({ sessionId, status: 'booked', bookingId: booking.bookingId });
    expect((await bodyOf<Basket>(await as('ana').me.basket.$get({ query: {} }))).count).toBe(0);
    const emails = await shared.database.db
      .select()
      .from(schema.outboxEmails)
      .where(eq(schema.outboxEmails.to, `ana-${target.kind}@example.com`));
    expect(emails.at(-1)?.text).toContain('Evening yoga');

    // The confirmation page's booking lists the spot beside the appointment.
    const mine = await bodyOf<MyBooking>(
      await as('ana').me.bookings[':id'].$get({ param: { id: booking.bookingId } }),
    );
    expect(mine.appointments).toHaveLength(1);
    expect(mine.classSpots).toMatchObject([
      { booking: { id: spot?.id, status: 'booked' }, session: { id: sessionId, name: 'Evening yoga' } },
    ]);

    // A retry with the key answers the first result, spot included, and takes nothing more.
    const replay = await checkout('ana', 'class-basket-1');
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(booking);
    expect(await bookedCount(sessionId)).toBe(1);

    // Held now: refused when added again.
    const held = await add('ana', { sessionId });
    expect(held.status).toBe(409);
    expect((await bodyOf<ErrorBody>(held)).error.code).toBe('CLASS_ALREADY_BOOKED');
  });

  it('checks out a basket of class spots only, and its booking shows them', async () => {
    const [first, second] = [
      await session(10),
      await session(10, { startsAt: new Date(TUESDAY_EVENING.getTime() + 86_400_000) }),
    ];
    for (const sessionId of [second, first]) expect((await add('cleo', { sessionId })).status).toBe(201);
    const response = await checkout('cleo', 'class-basket-only');
    expect(response.status).toBe(201);
    const booking = await bodyOf<Booking>(response);
    expect(booking.appointments).toEqual([]);
    expect(booking.classSpots.map((spot) => spot.sessionId).sort()).toEqual([first, second].sort());
    const mine = await as('cleo').me.bookings[':id'].$get({ param: { id: booking.bookingId } });
    expect(mine.status).toBe(200);
    expect((await bodyOf<MyBooking>(mine)).classSpots.map((spot) => spot.session.id)).toEqual([
      first,
      second,
    ]);
    // Another user does not see it.
    expect((await as('dora').me.bookings[':id'].$get({ param: { id: booking.bookingId } })).status).toBe(404);
    await shared.database.db
      .delete(schema.classBookings)
      .where(eq(schema.classBookings.bookingId, booking.bookingId));
  });

  it('books nothing when the class filled meanwhile: a localized 409 naming the item', async () => {
    const sessionId = await session(1);
    await add('boris', haircut(13));
    const basket = await bodyOf<Basket>(await add('boris', { sessionId }));
    const classItem = basket.items.find((item) => item.kind === 'class');
    await shared.database.db
      .update(schema.classSessions)
      .set({ bookedCount: 1 })
      .where(eq(schema.classSessions.id, sessionId));
    const response = await checkout('boris', 'class-basket-2');
    expect(response.status).toBe(409);
    const body = await bodyOf<ErrorBody>(response);
    expect(body.error).toMatchObject({ code: 'CLASS_FULL', details: { itemId: classItem?.id, sessionId } });
    // The caller asks in German: the message is the basket's own, in German.
    expect(body.error.message).toContain('Warenkorb');
    expect(await appointmentsOf('boris')).toHaveLength(0);
    expect(await spotsOf('boris')).toHaveLength(0);
    expect((await bodyOf<Basket>(await as('boris').me.basket.$get({ query: {} }))).count).toBe(2);
  });

  it('refuses a session that began or was cancelled, booking nothing', async () => {
    const begun = await session(5, { startsAt: new Date(NOW.getTime() + 3_600_000) });
    const cancelled = await session(5);
    await add('cleo', haircut(14));
    expect((await add('cleo', { sessionId: begun })).status).toBe(201);
    await shared.database.db
      .update(schema.classSessions)
      .set({ startsAt: new Date(NOW.getTime() - 3_600_000) })
      .where(eq(schema.classSessions.id, begun));
    let response = await checkout('cleo', 'class-basket-3');
    expect(response.status).toBe(422);
    expect((await bodyOf<ErrorBody>(response)).error.code).toBe('CLASS_STARTED');

    await as('cleo').me.basket.$delete({ query: {} });
    await add('cleo', haircut(14));
    await add('cleo', { sessionId: cancelled });
    await shared.database.db
      .update(schema.classSessions)
      .set({ cancelledAt: NOW })
      .where(eq(schema.classSessions.id, cancelled));
    response = await checkout('cleo', 'class-basket-4');
    expect(response.status).toBe(404);
    expect(await appointmentsOf('cleo')).toHaveLength(0);
    expect(await spotsOf('cleo')).toHaveLength(0);
  });

  it('pays the class with a membership credit in the same transaction; the service at the venue', async () => {
    const planId = await insertPlan(shared.database.db, yoga, { name: 'Yoga 5', credits: 5 });
    const membershipId = await buyActiveMembership(shared.database.db, {
      userId: users.dora?.id ?? '',
      planId,
      now: new Date(NOW.getTime() - 86_400_000),
    });
    const sessionId = await session(10);
    await add('dora', haircut(15));
    await add('dora', { sessionId });
    const response = await checkout('dora', 'class-basket-5', { membershipId });
    expect(response.status).toBe(201);
    const booking = await bodyOf<Booking>(response);
    expect(booking.classSpots).toMatchObject([{ sessionId, membershipId }]);
    expect(booking.appointments).toMatchObject([{ membershipId: null }]);
    const [membership] = await shared.database.db
      .select()
      .from(schema.memberships)
      .where(and(eq(schema.memberships.id, membershipId)));
    expect(membership?.creditsLeft).toBe(4);
  });
});
