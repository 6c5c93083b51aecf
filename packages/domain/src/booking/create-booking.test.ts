import { describe, expect, it } from 'vitest';
import { createInMemoryMarketplace, haircut } from '../testing/index.ts';
import type { BookingStore } from './booking-ports.ts';
import { createBooking } from './create-booking.ts';

// Monday 23 Nov 2026 in Sofia (UTC+2): Maria and Ivan work 07:00–11:00Z; a haircut lasts 60 minutes.
const NINE = '2026-11-23T07:00:00Z';
const TEN = '2026-11-23T08:00:00Z';

const request = (
  items = [haircut('maria', NINE)],
  overrides: Partial<{ key: string; hash: string }> = {},
) => ({
  userId: 'ana',
  idempotencyKey: overrides.key ?? 'key-1',
  requestHash: overrides.hash ?? `hash-of-${items.map((item) => `${item.staffId}@${item.start}`).join(',')}`,
  items,
});

describe('createBooking with in-memory ports', () => {
  it('books a free start with the price, staff member and busy range of that moment', async () => {
    const market = createInMemoryMarketplace();
    const { replayed, result } = await createBooking(market.booking, request());
    expect(replayed).toBe(false);
    expect(result.appointments).toEqual([
      expect.objectContaining({
        staffId: 'maria',
        startsAt: new Date(NINE),
        endsAt: new Date('2026-11-23T08:00:00Z'),
        busyStartsAt: new Date(NINE),
        busyEndsAt: new Date('2026-11-23T08:00:00Z'),
        priceMinor: 3000,
        currency: 'EUR',
      }),
    ]);
    expect(market.bookings.appointments).toHaveLength(1);
  });

  it('replays a retried request with the same Idempotency-Key: the first result, nothing booked twice', async () => {
    const market = createInMemoryMarketplace();
    const first = await createBooking(market.booking, request());
    // The retry's own appointment now blocks the slot: planning refuses it, and the key answers instead.
    const retry = await createBooking(market.booking, request());
    expect(retry).toEqual({ replayed: true, result: first.result });
    expect(market.bookings.appointments).toHaveLength(1);
  });

  it('refuses the same key with another request body, whether or not the new body could be booked', async () => {
    const market = createInMemoryMarketplace();
    await createBooking(market.booking, request());
    // A free start: planned, then the insert finds the key taken.
    await expect(
      createBooking(market.booking, request([haircut('maria', TEN)], { hash: 'another' })),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    // The taken start: planning refuses it, and the key's first request had another body.
    await expect(
      createBooking(market.booking, request([haircut('maria', NINE)], { hash: 'another' })),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    expect(market.bookings.appointments).toHaveLength(1);
  });

  it('answers with the winner’s result when a request with the same key is inserted first (duplicate key)', async () => {
    const market = createInMemoryMarketplace();
    let winner: Awaited<ReturnType<BookingStore['insert']>> | undefined;
    const racing: BookingStore = {
      ...market.bookings,
      async insert(input) {
        // The same request, sent twice: the other copy commits between this one's planning and insert.
        winner ??= await market.bookings.insert(input);
        return market.bookings.insert(input);
      },
    };
    const outcome = await createBooking({ ...market.booking, bookings: racing }, request());
    expect(outcome).toEqual({ replayed: true, result: winner });
    expect(market.bookings.appointments).toHaveLength(1);
  });

  it('says SLOT_UNAVAILABLE with the nearest free starts for a start already taken', async () => {
    const market = createInMemoryMarketplace();
    await createBooking(market.booking, request([haircut('maria', TEN)], { key: 'someone-else' }));
    await expect(createBooking(market.booking, request([haircut('maria', TEN)]))).rejects.toMatchObject({
      code: 'SLOT_UNAVAILABLE',
      details: {
        item: 0,
        alternatives: ['2026-11-23T07:00:00Z', '2026-11-23T09:00:00Z', '2026-11-23T09:30:00Z'],
      },
    });
  });

  it('says SLOT_UNAVAILABLE naming the item when the start is taken between planning and insert', async () => {
    const market = createInMemoryMarketplace();
    const racing: BookingStore = {
      ...market.bookings,
      async insert(input) {
        // Another user books Maria at ten first: the store refuses the overlap of item 1.
        await market.bookings.insert({
          ...input,
          userId: 'boris',
          key: 'boris-key',
          appointments: input.appointments.slice(1, 2),
        });
        return market.bookings.insert(input);
      },
    };
    const items = [haircut('maria', NINE), haircut('maria', TEN)];
    await expect(
      createBooking({ ...market.booking, bookings: racing }, request(items)),
    ).rejects.toMatchObject({
      code: 'SLOT_UNAVAILABLE',
      details: { item: 1, alternatives: [] },
    });
    // All or nothing: only the other user's appointment is held.
    expect(market.bookings.appointments.map((held) => held.userId)).toEqual(['boris']);
  });

  it('gives "any staff" to whoever has the fewest appointments that day, ties in schedule order', async () => {
    const market = createInMemoryMarketplace();
    const any = await createBooking(market.booking, request([haircut('any', NINE)], { key: 'a' }));
    expect(any.result.appointments[0]?.staffId).toBe('maria');
    // Maria has one appointment now, Ivan none: the next "any" at another time goes to Ivan.
    const next = await createBooking(market.booking, request([haircut('any', TEN)], { key: 'b' }));
    expect(next.result.appointments[0]?.staffId).toBe('ivan');
    // At nine only Ivan is still free, whatever the counts say.
    const last = await createBooking(market.booking, request([haircut('any', NINE)], { key: 'c' }));
    expect(last.result.appointments[0]?.staffId).toBe('ivan');
  });

  it('says NOT_FOUND for a service the place does not offer', async () => {
    const market = createInMemoryMarketplace();
    await expect(
      createBooking(market.booking, request([{ ...haircut('maria', NINE), serviceId: 'massage' }])),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', details: { item: 0 } });
  });
});
