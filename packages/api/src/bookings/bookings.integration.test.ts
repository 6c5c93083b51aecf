import type { CreateBookingInput } from '@kalendo/contracts';
import { schema } from '@kalendo/db';
import { marketplaceTests, sharedMarketplace } from '@kalendo/db/testing';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTestClient, bodyOf, WITHOUT_IDEMPOTENCY_KEY } from '../testing/api-test-client.ts';
import { type BookingScenario, bookingScenario } from '../testing/booking-scenario.ts';

describe.each(await marketplaceTests())('checkout on $kind', ({ it }) => {
  const shared = sharedMarketplace(it);
  let world: BookingScenario;
  let maria = '';
  let elena = '';
  const cookies: string[] = [];

  const book = (cookie: string, key: string | null, items: CreateBookingInput['items']) =>
    apiTestClient(world.api, { cookie }).bookings.$post({
      json: { items },
      header: key ? { 'idempotency-key': key } : WITHOUT_IDEMPOTENCY_KEY,
    });
  const item = (start: string, staffId?: string) => world.item(start, staffId);

  it.beforeAll(async ({ marketplace }) => {
    const scenario = bookingScenario(marketplace)
      .staff('Елена', 'Мария')
      .clock(() => new Date('2026-11-22T12:00:00Z'));
    for (let i = 0; i < 3; i++) scenario.client('Test User', `buyer${i}@example.com`);
    world = await scenario.open();
    [elena = '', maria = ''] = world.staff;
    cookies.push(...world.clients);
  });

  it('books a free time with the price of the service, and replays a retry without booking twice', async () => {
    const first = await book(cookies[0] ?? '', 'checkout-0001', [item('2026-11-23T07:00:00Z', maria)]);
    expect(first.status).toBe(201);
    const body = (await first.json()) as { bookingId: string; appointments: Array<Record<string, unknown>> };
    expect(body.appointments).toEqual([
      expect.objectContaining({
        staffId: maria,
        startsAt: '2026-11-23T07:00:00.000Z',
        endsAt: '2026-11-23T07:45:00.000Z',
        priceMinor: 3000,
        currency: 'EUR',
      }),
    ]);
    const retry = await book(cookies[0] ?? '', 'checkout-0001', [item('2026-11-23T07:00:00Z', maria)]);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as { bookingId: string }).bookingId).toBe(body.bookingId);
    const different = await book(cookies[0] ?? '', 'checkout-0001', [item('2026-11-23T09:00:00Z', maria)]);
    expect(different.status).toBe(422);
    expect(((await different.json()) as { error: { code: string } }).error.code).toBe('IDEMPOTENCY_MISMATCH');
    expect((await book(cookies[0] ?? '', null, [item('2026-11-23T09:00:00Z')])).status).toBe(400);
    expect((await book('', 'checkout-anon', [item('2026-11-23T09:00:00Z')])).status).toBe(401);
  });

  it('refuses a taken time with 409 naming the item and offering the next free starts', async () => {
    const response = await book(cookies[1] ?? '', 'checkout-0002', [item('2026-11-23T07:00:00Z', maria)]);
    expect(response.status).toBe(409);
    const body = await bodyOf<{
      error: { code: string; details: { item: number; alternatives: string[] } };
    }>(response);
    expect(body.error.code).toBe('SLOT_UNAVAILABLE');
    expect(body.error.details.item).toBe(0);
    expect(body.error.details.alternatives[0]).toBe('2026-11-23T07:45:00Z');
  });

  it('gives "any staff" to the one with fewer appointments that day', async () => {
    const response = await book(cookies[1] ?? '', 'checkout-0003', [item('2026-11-23T07:00:00Z')]);
    expect(response.status).toBe(201);
    expect(
      ((await response.json()) as { appointments: Array<{ staffId: string }> }).appointments[0]?.staffId,
    ).toBe(elena);
  });

  it('books a basket all or nothing', async () => {
    const response = await book(cookies[2] ?? '', 'checkout-0004', [
      item('2026-11-23T12:00:00Z', maria),
      item('2026-11-23T07:00:00Z', maria),
    ]);
    expect(response.status).toBe(409);
    expect((await bodyOf<{ error: { details: { item: number } } }>(response)).error.details.item).toBe(1);
    const noon = await shared.database.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.startsAt, new Date('2026-11-23T12:00:00Z')));
    expect(noon).toEqual([]);
  });

  it('lets exactly one of 30 simultaneous checkouts of one time through; the others get 409', async () => {
    const start = '2026-11-23T13:00:00Z';
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        book(cookies[i % 3] ?? '', `race-${i}-0000`, [item(start, maria)]),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    const booked = await shared.database.db
      .select()
      .from(schema.appointments)
      .where(
        and(eq(schema.appointments.startsAt, new Date(start)), ne(schema.appointments.status, 'cancelled')),
      );
    expect(booked).toHaveLength(1);
  });
});
