import { describe, expect, it } from 'vitest';
import { createBooking } from '../booking/create-booking.ts';
import { createInMemoryMarketplace, haircut } from '../testing/index.ts';
import { MAX_BASKET_ITEMS } from './basket.ts';
import {
  addToBasket,
  checkGuestBasket,
  clearBasket,
  mergeIntoBasket,
  removeFromBasket,
  showBasket,
} from './manage-basket.ts';

// Monday 23 Nov 2026 in Sofia (UTC+2): Maria and Ivan work 07:00–11:00Z; a haircut lasts 60 minutes.
const NINE = '2026-11-23T07:00:00Z';
const TEN = '2026-11-23T08:00:00Z';

/** Someone else books Maria at `start` (through checkout, so availability sees it). */
async function bookMaria(market: ReturnType<typeof createInMemoryMarketplace>, start: string) {
  await createBooking(market.booking, {
    userId: 'boris',
    idempotencyKey: `boris-${start}`,
    requestHash: start,
    items: [haircut('maria', start)],
  });
}

describe('manageBasket with in-memory ports', () => {
  it('adds a free item once, priced and named, with one total per currency', async () => {
    const market = createInMemoryMarketplace();
    const first = await addToBasket(market.basket, 'ana', haircut('maria', NINE));
    expect(first.added).toBe(true);
    expect(first.basket).toMatchObject({
      count: 1,
      totals: [{ amountMinor: 3000, currency: 'EUR' }],
      items: [
        {
          serviceName: 'Haircut',
          staffName: 'Maria',
          start: NINE,
          end: '2026-11-23T08:00:00Z',
          localStart: '2026-11-23T09:00',
          status: 'available',
        },
      ],
    });
    // The same item written with another offset is the same item.
    const again = await addToBasket(market.basket, 'ana', haircut('maria', '2026-11-23T09:00:00+02:00'));
    expect(again.added).toBe(false);
    expect(again.basket.count).toBe(1);
  });

  it('refuses a taken start with SLOT_UNAVAILABLE and its nearest free starts', async () => {
    const market = createInMemoryMarketplace();
    await bookMaria(market, TEN);
    await expect(addToBasket(market.basket, 'ana', haircut('maria', TEN))).rejects.toMatchObject({
      code: 'SLOT_UNAVAILABLE',
      details: { alternatives: ['2026-11-23T07:00:00Z', '2026-11-23T09:00:00Z', '2026-11-23T09:30:00Z'] },
    });
    expect(await market.basket.basket.count('ana')).toBe(0);
  });

  it('keeps "any staff" free while one of them is, and refuses it once both are taken', async () => {
    const market = createInMemoryMarketplace();
    await bookMaria(market, TEN);
    expect((await addToBasket(market.basket, 'ana', haircut('any', TEN))).added).toBe(true);
    await createBooking(market.booking, {
      userId: 'boris',
      idempotencyKey: 'ivan-at-ten',
      requestHash: 'ivan',
      items: [haircut('ivan', TEN)],
    });
    const basket = await showBasket(market.basket, 'ana');
    expect(basket.items[0]).toMatchObject({ staffName: null, status: 'unavailable' });
    await expect(
      addToBasket(market.basket, 'ana', haircut('any', '2026-11-23T08:30:00Z')),
    ).rejects.toMatchObject({
      code: 'SLOT_UNAVAILABLE',
    });
  });

  it('says NOT_FOUND for an unknown service or staff member, and BASKET_FULL past the limit', async () => {
    const market = createInMemoryMarketplace();
    await expect(
      addToBasket(market.basket, 'ana', { ...haircut('maria', NINE), serviceId: 'massage' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(addToBasket(market.basket, 'ana', haircut('elena', NINE))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // Ten distinct items: both staff choices and "any" at the free starts of Monday.
    const starts = ['07:00', '07:30', '08:00', '08:30', '09:00', '09:30', '10:00'].map(
      (time) => `2026-11-23T${time}:00Z`,
    );
    const items = ['maria', 'ivan'].flatMap((staff) => starts.map((start) => haircut(staff, start)));
    for (const item of items.slice(0, MAX_BASKET_ITEMS)) await addToBasket(market.basket, 'ana', item);
    await expect(
      addToBasket(market.basket, 'ana', haircut('ivan', '2026-11-23T10:00:00Z')),
    ).rejects.toMatchObject({
      code: 'BASKET_FULL',
      details: { limit: MAX_BASKET_ITEMS },
    });
    expect(await market.basket.basket.count('ana')).toBe(MAX_BASKET_ITEMS);
  });

  it('re-checks on every view: a start taken since is unavailable, a withdrawn service is gone', async () => {
    const market = createInMemoryMarketplace({ withdrawn: new Set(['haircut']) });
    const guest = await checkGuestBasket(market.basket, [haircut('maria', NINE)]);
    expect(guest.items[0]).toMatchObject({ id: 'guest-0', status: 'gone' });
    expect(guest.totals).toEqual([]);

    const open = createInMemoryMarketplace();
    await addToBasket(open.basket, 'ana', haircut('maria', TEN));
    await bookMaria(open, TEN);
    const basket = await showBasket(open.basket, 'ana');
    expect(basket.items[0]).toMatchObject({
      status: 'unavailable',
      alternatives: ['2026-11-23T07:00:00Z', '2026-11-23T09:00:00Z', '2026-11-23T09:30:00Z'],
    });
  });

  it('merges a guest basket on sign-in: known items not already there, up to the limit', async () => {
    const market = createInMemoryMarketplace();
    await addToBasket(market.basket, 'ana', haircut('maria', NINE));
    const merged = await mergeIntoBasket(market.basket, 'ana', [
      haircut('maria', NINE),
      haircut('ivan', NINE),
      { ...haircut('maria', TEN), serviceId: 'massage' },
    ]);
    expect(merged.items.map((item) => item.staffName)).toEqual(['Maria', 'Ivan']);
    expect(merged.notMerged).toBe(0);
  });

  it('removes one item, says NOT_FOUND for an unknown one, and clears the rest', async () => {
    const market = createInMemoryMarketplace();
    await addToBasket(market.basket, 'ana', haircut('maria', NINE));
    const { basket } = await addToBasket(market.basket, 'ana', haircut('ivan', NINE));
    const [first] = basket.items;
    const after = await removeFromBasket(market.basket, 'ana', first?.id ?? '');
    expect(after.count).toBe(1);
    await expect(removeFromBasket(market.basket, 'ana', 'no-such-item')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await clearBasket(market.basket, 'ana')).toMatchObject({ count: 0, items: [] });
    expect(await market.basket.basket.count('ana')).toBe(0);
  });
});
