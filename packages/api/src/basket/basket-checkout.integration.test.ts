import type { Booking, ErrorBody, MyBooking } from '@kalendo/contracts';
import { schema } from '@kalendo/db';
import { insertAppointment, marketplaceTests, sharedMarketplace } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTestClient, bodyOf, WITHOUT_IDEMPOTENCY_KEY } from '../testing/api-test-client.ts';
import { type BookingScenario, bookingScenario } from '../testing/booking-scenario.ts';
import { countingAvailabilitySource } from '../testing/counting-availability.ts';

describe.each(await marketplaceTests())('checkout of the server’s basket on $kind', ({ it }) => {
  const shared = sharedMarketplace(it);
  let world: BookingScenario;
  let serviceId = '';
  let maria = '';
  let location: { id: string; businessId: string };
  let alice = '';
  let bob = '';
  /** Every availability load the API made (the adapter is wrapped to count them). */
  let availabilityLoads = { loads: 0 };

  /** The signed-in client with this cookie, answered in German. */
  const as = (cookie: string) => apiTestClient(world.api, { cookie, language: 'de' });
  /** Monday 2026-11-23, Sofia (UTC+2): Maria works 09:00–17:00 local, 07:00–15:00 UTC. */
  const monday = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 7, minutes)).toISOString();
  const fill = (cookie: string, starts: string[]) =>
    world.fillBasket(
      cookie,
      starts.map((start) => world.item(start, maria)),
    );
  const checkout = (cookie: string, key: string | null) =>
    as(cookie).me.basket.checkout.$post({
      query: {},
      header: key ? { 'idempotency-key': key } : WITHOUT_IDEMPOTENCY_KEY,
      json: {},
    });
  const myBooking = (cookie: string, id: string) => as(cookie).me.bookings[':id'].$get({ param: { id } });
  const basketCount = async (cookie: string) =>
    (await bodyOf<{ count: number }>(await as(cookie).me.basket.count.$get())).count;

  it.beforeAll(async ({ marketplace }) => {
    const counting = countingAvailabilitySource(marketplace.db);
    availabilityLoads = counting.counter;
    world = await bookingScenario(marketplace)
      .clock(() => new Date('2026-11-22T12:00:00Z'))
      .replace({ availability: counting.availability })
      .client('Alice B', 'alice@example.com')
      .client('Bob C', 'bob@example.com')
      .open();
    ({ serviceId, location } = world);
    maria = world.staff[0] ?? '';
    [alice = '', bob = ''] = world.clients;
  });

  it('books every item of the basket, checking each once, empties it, and a repeat of the key replays', async () => {
    await fill(alice, [monday(0), monday(60)]);
    availabilityLoads.loads = 0;
    const response = await checkout(alice, 'checkout-key-1');
    expect(response.status).toBe(201);
    // Two items, each evaluated once: the basket's items are not re-checked before booking.
    expect(availabilityLoads.loads).toBe(2);
    const booking = await bodyOf<Booking>(response);
    expect(booking.appointments.map((a) => a.startsAt)).toEqual([
      '2026-11-23T07:00:00.000Z',
      '2026-11-23T08:00:00.000Z',
    ]);
    expect(await basketCount(alice)).toBe(0);

    const replay = await checkout(alice, 'checkout-key-1');
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await bodyOf<Booking>(replay)).bookingId).toBe(booking.bookingId);
  });

  it('answers one booking with its appointments to its owner only, in one request', async () => {
    await fill(alice, [monday(180)]);
    const booked = await bodyOf<Booking>(await checkout(alice, 'checkout-key-2'));
    const own = await myBooking(alice, booked.bookingId);
    expect(own.status).toBe(200);
    expect(own.headers.get('Cache-Control')).toBe('private, no-store');
    const body = await bodyOf<MyBooking>(own);
    expect(body.bookingId).toBe(booked.bookingId);
    expect(body.appointments).toHaveLength(1);
    expect(body.appointments[0]).toMatchObject({
      id: booked.appointments[0]?.id,
      status: 'booked',
      localStartsAt: '2026-11-23T12:00',
      staff: { id: maria, name: 'Мария' },
      place: { slug: 'lotus-center' },
    });
    // Someone else's booking is not found, like one that does not exist; no session is a 401.
    expect((await myBooking(bob, booked.bookingId)).status).toBe(404);
    expect((await myBooking(alice, crypto.randomUUID())).status).toBe(404);
    expect((await myBooking(alice, 'not-a-uuid')).status).toBe(404);
    expect((await myBooking('', booked.bookingId)).status).toBe(401);
  });

  it('refuses a taken item naming it and its nearest free times, and books nothing', async () => {
    await fill(alice, [monday(240), monday(300)]);
    const items = await bodyOf<{ items: Array<{ id: string }> }>(
      await as(alice).me.basket.$get({ query: {} }),
    );
    await insertAppointment(shared.database.db, {
      location,
      serviceId,
      staffId: maria,
      start: new Date(monday(300)),
      end: new Date(monday(345)),
    });
    const response = await checkout(alice, 'checkout-key-3');
    expect(response.status).toBe(409);
    const { error } = await bodyOf<ErrorBody>(response);
    expect(error.code).toBe('SLOT_UNAVAILABLE');
    expect(error.details).toMatchObject({ item: 1, itemId: items.items[1]?.id });
    expect(error.details?.alternatives).toEqual(expect.arrayContaining(['2026-11-23T12:45:00Z']));
    // All or nothing: the free item was not booked, and both stay in the basket.
    expect(await basketCount(alice)).toBe(2);
    const mine = await shared.database.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.startsAt, new Date(monday(240))));
    expect(mine).toEqual([]);
  });

  it('says an empty basket has nothing to book, in the request’s language, and needs a key and a session', async () => {
    await fill(bob, []);
    const empty = await checkout(bob, 'checkout-key-4');
    expect(empty.status).toBe(422);
    const { error } = await bodyOf<ErrorBody>(empty);
    expect(error).toMatchObject({
      code: 'BASKET_EMPTY',
      message: 'Dein Warenkorb ist leer: Es gibt nichts zu buchen.',
    });
    expect((await checkout(bob, null)).status).toBe(400);
    expect((await checkout('', 'checkout-key-5')).status).toBe(401);
  });

  it('books a basket once when ten checkouts of it race with ten different keys', async () => {
    await fill(bob, [monday(360), monday(420)]);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, n) => checkout(bob, `race-key-${n}`)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The others found the times taken by the winner, or the basket already emptied by it.
    expect(statuses.every((s) => s === 201 || s === 409 || s === 422)).toBe(true);
    const booked = await shared.database.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.staffId, maria));
    const starts = booked.map((a) => a.startsAt.toISOString()).filter((s) => s >= monday(360));
    expect(starts.sort()).toEqual(['2026-11-23T13:00:00.000Z', '2026-11-23T14:00:00.000Z']);
    expect(await basketCount(bob)).toBe(0);
  });
});
