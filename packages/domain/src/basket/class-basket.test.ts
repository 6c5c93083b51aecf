import { describe, expect, it } from 'vitest';
import { checkoutBasket } from '../booking/checkout-basket.ts';
import { createInMemoryMarketplace, haircut, type InMemorySession } from '../testing/index.ts';
import { addToBasket, checkGuestBasket, mergeIntoBasket, showBasket } from './manage-basket.ts';

// Monday 23 Nov 2026: a haircut with Maria at 09:00 Sofia, a yoga class at 18:00 Sofia (16:00Z).
const NINE = '2026-11-23T07:00:00Z';

function yoga(overrides: Partial<InMemorySession> = {}): InMemorySession {
  return {
    id: 'yoga-monday',
    name: 'Vinyasa yoga',
    startsAt: new Date('2026-11-23T16:00:00Z'),
    endsAt: new Date('2026-11-23T17:00:00Z'),
    capacity: 2,
    priceMinor: 1500,
    currency: 'EUR',
    holders: new Set(),
    ...overrides,
  };
}

function market(sessions: InMemorySession[] = [yoga()]) {
  const m = createInMemoryMarketplace({ sessions });
  const checkout = (userId: string, key: string) =>
    checkoutBasket({ ...m.booking, basket: m.basket.basket }, { userId, idempotencyKey: key });
  return { ...m, checkout };
}

describe('a class spot in the basket', () => {
  it('sits beside a service, named, timed and priced, and counts in the totals', async () => {
    const m = market();
    await addToBasket(m.basket, 'ana', haircut('maria', NINE));
    const { added, basket } = await addToBasket(m.basket, 'ana', { sessionId: 'yoga-monday' });
    expect(added).toBe(true);
    expect(basket.items.map((item) => [item.kind, item.serviceName, item.localStart])).toEqual([
      ['service', 'Haircut', '2026-11-23T09:00'],
      ['class', 'Vinyasa yoga', '2026-11-23T18:00'],
    ]);
    expect(basket.items[1]).toMatchObject({
      sessionId: 'yoga-monday',
      durationMinutes: 60,
      status: 'available',
      end: '2026-11-23T17:00:00Z',
    });
    expect(basket.totals).toEqual([{ amountMinor: 4500, currency: 'EUR' }]);
  });

  it('keeps one item per session, and refuses a session the user holds, a full, past or unknown one', async () => {
    const m = market([
      yoga(),
      yoga({ id: 'held', holders: new Set(['ana']) }),
      yoga({ id: 'full', holders: new Set(['boris', 'cleo']) }),
      yoga({ id: 'past', startsAt: new Date('2026-11-22T10:00:00Z') }),
      yoga({ id: 'cancelled', cancelled: true }),
    ]);
    await addToBasket(m.basket, 'ana', { sessionId: 'yoga-monday' });
    const again = await addToBasket(m.basket, 'ana', { sessionId: 'yoga-monday' });
    expect(again).toMatchObject({ added: false, basket: { count: 1 } });
    const refusal = (sessionId: string) => addToBasket(m.basket, 'ana', { sessionId });
    await expect(refusal('held')).rejects.toMatchObject({ code: 'CLASS_ALREADY_BOOKED' });
    await expect(refusal('full')).rejects.toMatchObject({ code: 'CLASS_FULL' });
    await expect(refusal('past')).rejects.toMatchObject({ code: 'CLASS_STARTED' });
    await expect(refusal('cancelled')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(refusal('no-such-session')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('checks a guest basket and merges its sessions at sign-in, once each, leaving out unknown ones', async () => {
    const m = market([yoga(), yoga({ id: 'full', holders: new Set(['boris', 'cleo']) })]);
    const guest = await checkGuestBasket(m.basket, [{ sessionId: 'yoga-monday' }, { sessionId: 'full' }]);
    expect(guest.items.map((item) => [item.id, item.status])).toEqual([
      ['guest-0', 'available'],
      ['guest-1', 'unavailable'],
    ]);
    const merged = await mergeIntoBasket(m.basket, 'ana', [
      { sessionId: 'yoga-monday' },
      { sessionId: 'yoga-monday' },
      { sessionId: 'nowhere' },
      haircut('maria', NINE),
    ]);
    expect(merged.items.map((item) => item.kind)).toEqual(['service', 'class']);
  });

  it('checks out a service and a class spot at once; a retry with the key answers the first result', async () => {
    const m = market();
    await addToBasket(m.basket, 'ana', haircut('maria', NINE));
    await addToBasket(m.basket, 'ana', { sessionId: 'yoga-monday' });
    const first = await m.checkout('ana', 'checkout-key-1');
    expect(first.replayed).toBe(false);
    expect(first.result.appointments).toHaveLength(1);
    expect(first.result.classSpots).toMatchObject([{ sessionId: 'yoga-monday', priceMinor: 1500 }]);
    expect(m.bookings.appointments).toHaveLength(1);
    const again = await m.checkout('ana', 'checkout-key-1');
    expect(again).toEqual({ replayed: true, result: first.result });
  });

  it('books nothing when the class filled meanwhile, naming the basket item', async () => {
    const session = yoga({ capacity: 1 });
    const m = market([session]);
    await addToBasket(m.basket, 'ana', haircut('maria', NINE));
    const { basket } = await addToBasket(m.basket, 'ana', { sessionId: 'yoga-monday' });
    session.holders.add('boris');
    await expect(m.checkout('ana', 'checkout-key-2')).rejects.toMatchObject({
      code: 'CLASS_FULL',
      details: { sessionId: 'yoga-monday', itemId: basket.items[1]?.id },
    });
    expect(m.bookings.appointments).toHaveLength(0);
    expect((await showBasket(m.basket, 'ana')).items[1]).toMatchObject({ status: 'unavailable' });
  });
});
