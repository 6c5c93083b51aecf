import type { BasketDto, Booking, ErrorBody } from '@kalendo/contracts';
import { marketplaceTests } from '@kalendo/db/testing';
import { describe, expect } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import { type BookingScenario, bookingScenario } from '../testing/booking-scenario.ts';
import { insertSkopjeBusiness } from './basket.fixtures.ts';

/**
 * A business's widget (ADR 030): a basket holding items of two businesses shows and books only the
 * widget's business's items when asked with `?business=`; the other business's items stay in the basket.
 */
describe.each(await marketplaceTests())('a basket scoped to one business on $kind', ({ it }) => {
  let world: BookingScenario;
  let haircutId = '';
  let massageId = '';
  let alice = '';

  /** Alice, answered in German. */
  const client = () => apiTestClient(world.api, { cookie: alice, language: 'de' });
  const checkout = (key: string, business?: string) =>
    client().me.basket.checkout.$post({
      query: business ? { business } : {},
      header: { 'idempotency-key': key },
      json: {},
    });
  /** Monday 2026-11-23: both places work 09:00–17:00 local. */
  const monday = (hour: number) => new Date(Date.UTC(2026, 10, 23, hour)).toISOString();
  const haircut = (start: string) => ({
    locationSlug: 'lotus-center',
    serviceId: haircutId,
    staffId: 'any',
    start,
  });
  const massage = (start: string) => ({
    locationSlug: 'vardar-skopje',
    serviceId: massageId,
    staffId: 'any',
    start,
  });
  const basket = async (business?: string) =>
    bodyOf<BasketDto>(await client().me.basket.$get({ query: business ? { business } : {} }));
  const places = (shown: BasketDto) => shown.items.map((item) => [item.locationSlug, item.businessSlug]);

  it.beforeAll(async ({ marketplace }) => {
    world = await bookingScenario(marketplace)
      .clock(() => new Date('2026-11-22T12:00:00Z'))
      .client('Alice B', 'alice@example.com')
      .open();
    ({ serviceId: haircutId } = world);
    [alice = ''] = world.clients;
    massageId = await insertSkopjeBusiness(marketplace.db);
  });

  it('shows only the business’s items and their totals, and the whole basket without a scope', async () => {
    await world.fillBasket(alice, [haircut(monday(8)), massage(monday(9))]);
    const all = await basket();
    expect(places(all)).toEqual([
      ['lotus-center', 'lotus'],
      ['vardar-skopje', 'vardar'],
    ]);
    const lotus = await basket('lotus');
    expect(places(lotus)).toEqual([['lotus-center', 'lotus']]);
    expect(lotus.count).toBe(1);
    expect(lotus.totals.map((total) => total.currency)).toEqual([all.totals[0]?.currency]);
    expect((await basket('nobody')).count).toBe(0);
    // A guest's check keeps each item's index in the cookie as its id.
    const guest = await client().basket.check.$post({
      query: { business: 'vardar' },
      json: { items: [haircut(monday(8)), massage(monday(9))] },
    });
    expect((await bodyOf<BasketDto>(guest)).items.map((item) => item.id)).toEqual(['guest-1']);
  });

  it('books only the business’s items and leaves the others in the basket', async () => {
    await world.fillBasket(alice, [massage(monday(10)), haircut(monday(11)), haircut(monday(12))]);
    const booked = await checkout('scoped-key-1', 'lotus');
    expect(booked.status).toBe(201);
    const booking = await bodyOf<Booking>(booked);
    expect(booking.appointments.map((appointment) => appointment.startsAt)).toEqual([
      '2026-11-23T11:00:00.000Z',
      '2026-11-23T12:00:00.000Z',
    ]);
    expect(places(await basket())).toEqual([['vardar-skopje', 'vardar']]);
    // A repeat replays the booking; the same key for the whole basket is another request.
    const replay = await checkout('scoped-key-1', 'lotus');
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await bodyOf<Booking>(replay)).bookingId).toBe(booking.bookingId);
    const reused = await checkout('scoped-key-1');
    expect(reused.status).toBe(422);
    expect((await bodyOf<ErrorBody>(reused)).error.code).toBe('IDEMPOTENCY_MISMATCH');
    // Nothing of the business left: its checkout is empty, and the other business's item is still there.
    const empty = await checkout('scoped-key-2', 'lotus');
    expect((await bodyOf<ErrorBody>(empty)).error.code).toBe('BASKET_EMPTY');
    expect((await basket()).count).toBe(1);
  });
});
