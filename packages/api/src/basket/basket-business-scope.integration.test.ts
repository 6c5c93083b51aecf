import type { BasketDto, Booking, ErrorBody } from '@kalendo/contracts';
import { addBookableStaff, marketplaceTests } from '@kalendo/db/testing';
import { describe, expect } from 'vitest';
import { apiCaller } from '../testing/api-caller.ts';
import { createTestApi } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';
import { insertSkopjeBusiness } from './basket.fixtures.ts';

const ORIGIN = 'http://localhost';

/**
 * A business's widget (ADR 030): a basket holding items of two businesses shows and books only the
 * widget's business's items when asked with `?business=`; the other business's items stay in the basket.
 */
describe.each(await marketplaceTests())('a basket scoped to one business on $kind', ({ it }) => {
  let api: ReturnType<typeof createTestApi>;
  let haircutId = '';
  let massageId = '';
  let alice = '';

  const request = apiCaller(() => api, ORIGIN);
  const call = (method: string, path: string, init: { body?: unknown; key?: string } = {}) =>
    request(method, path, alice, init);
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
  const basket = async (path: string) => (await (await call('GET', path)).json()) as BasketDto;
  const places = (shown: BasketDto) => shown.items.map((item) => [item.locationSlug, item.businessSlug]);

  it.beforeAll(async ({ marketplace }) => {
    ({ serviceId: haircutId } = await addBookableStaff(marketplace.db, ['Мария'], {
      startsAt: '09:00',
      endsAt: '17:00',
    }));
    massageId = await insertSkopjeBusiness(marketplace.db);
    api = createTestApi(marketplace, { now: () => new Date('2026-11-22T12:00:00Z') });
    alice = sessionCookieOf(await signUpThroughApi(api, { name: 'Alice B', email: 'alice@example.com' }));
  });

  it('shows only the business’s items and their totals, and the whole basket without a scope', async () => {
    expect((await call('DELETE', '/me/basket')).status).toBe(200);
    for (const item of [haircut(monday(8)), massage(monday(9))])
      expect((await call('POST', '/me/basket/items', { body: item })).status).toBe(201);
    const all = await basket('/me/basket');
    expect(places(all)).toEqual([
      ['lotus-center', 'lotus'],
      ['vardar-skopje', 'vardar'],
    ]);
    const lotus = await basket('/me/basket?business=lotus');
    expect(places(lotus)).toEqual([['lotus-center', 'lotus']]);
    expect(lotus.count).toBe(1);
    expect(lotus.totals.map((total) => total.currency)).toEqual([all.totals[0]?.currency]);
    expect((await basket('/me/basket?business=nobody')).count).toBe(0);
    // A guest's check keeps each item's index in the cookie as its id.
    const guest = await call('POST', '/basket/check?business=vardar', {
      body: { items: [haircut(monday(8)), massage(monday(9))] },
    });
    expect(((await guest.json()) as BasketDto).items.map((item) => item.id)).toEqual(['guest-1']);
  });

  it('books only the business’s items and leaves the others in the basket', async () => {
    expect((await call('DELETE', '/me/basket')).status).toBe(200);
    for (const item of [massage(monday(10)), haircut(monday(11)), haircut(monday(12))])
      expect((await call('POST', '/me/basket/items', { body: item })).status).toBe(201);
    const booked = await call('POST', '/me/basket/checkout?business=lotus', { key: 'scoped-key-1' });
    expect(booked.status).toBe(201);
    const booking = (await booked.json()) as Booking;
    expect(booking.appointments.map((appointment) => appointment.startsAt)).toEqual([
      '2026-11-23T11:00:00.000Z',
      '2026-11-23T12:00:00.000Z',
    ]);
    expect(places(await basket('/me/basket'))).toEqual([['vardar-skopje', 'vardar']]);
    // A repeat replays the booking; the same key for the whole basket is another request.
    const replay = await call('POST', '/me/basket/checkout?business=lotus', { key: 'scoped-key-1' });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await replay.json()) as Booking).bookingId).toBe(booking.bookingId);
    const reused = await call('POST', '/me/basket/checkout', { key: 'scoped-key-1' });
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as ErrorBody).error.code).toBe('IDEMPOTENCY_MISMATCH');
    // Nothing of the business left: its checkout is empty, and the other business's item is still there.
    const empty = await call('POST', '/me/basket/checkout?business=lotus', { key: 'scoped-key-2' });
    expect(((await empty.json()) as ErrorBody).error.code).toBe('BASKET_EMPTY');
    expect((await basket('/me/basket')).count).toBe(1);
  });
});
