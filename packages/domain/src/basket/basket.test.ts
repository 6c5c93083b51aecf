import { describe, expect, it } from 'vitest';
import {
  type BasketItemDetails,
  basketItemKey,
  buildBasket,
  describeBasketItem,
  itemsOfBusiness,
  planBasketAdditions,
} from './basket.ts';

const item = (start: string, serviceId = 's1', staffId = 'any') => ({
  locationSlug: 'lotus',
  serviceId,
  staffId,
  start,
});

const details: BasketItemDetails = {
  locationSlug: 'lotus',
  locationName: 'Лотос Център',
  businessSlug: 'lotos',
  businessName: 'Лотос',
  serviceName: 'Подстригване',
  staffName: null,
  timeZone: 'Europe/Sofia',
  durationMinutes: 45,
  priceMinor: 3000,
  currency: 'EUR',
  bookable: true,
};

const slot = {
  start: '2026-11-23T07:00:00Z',
  localStart: '2026-11-23T09:00',
  offset: '+02:00',
  staffIds: ['m'],
};

describe('basketItemKey', () => {
  it('is the same for one instant written with different offsets, and differs by staff choice', () => {
    expect(basketItemKey(item('2026-11-23T09:00:00+02:00'))).toBe(
      basketItemKey(item('2026-11-23T07:00:00.000Z')),
    );
    expect(basketItemKey(item('2026-11-23T07:00:00Z', 's1', 'm'))).not.toBe(
      basketItemKey(item('2026-11-23T07:00:00Z')),
    );
  });
});

describe('planBasketAdditions', () => {
  it('skips items already there or repeated, and counts what does not fit', () => {
    const current = [item('2026-11-23T07:00:00Z'), item('2026-11-23T08:00:00Z')];
    const incoming = [
      item('2026-11-23T09:00:00+02:00'),
      item('2026-11-23T10:00:00Z'),
      item('2026-11-23T10:00:00Z'),
      item('2026-11-23T11:00:00Z'),
      item('2026-11-23T12:00:00Z'),
    ];
    expect(planBasketAdditions(current, incoming, 3)).toEqual({
      add: [item('2026-11-23T10:00:00Z')],
      duplicates: 2,
      notMerged: 2,
    });
  });

  it('adds nothing to a full basket but still recognises a duplicate', () => {
    const full = Array.from({ length: 10 }, (_, hour) =>
      item(`2026-11-23T${String(hour + 5).padStart(2, '0')}:00:00Z`),
    );
    expect(planBasketAdditions(full, [item('2026-11-23T05:00:00Z')])).toMatchObject({
      duplicates: 1,
      notMerged: 0,
    });
    expect(planBasketAdditions(full, [item('2026-11-24T05:00:00Z')])).toMatchObject({
      add: [],
      notMerged: 1,
    });
  });
});

describe('describeBasketItem', () => {
  it('shows an available item in UTC and in the place’s wall clock, without alternatives', () => {
    const view = describeBasketItem('id-1', item('2026-11-23T09:00:00+02:00'), details, {
      status: 'available',
      slot,
    });
    expect(view).toMatchObject({
      id: 'id-1',
      start: '2026-11-23T07:00:00Z',
      end: '2026-11-23T07:45:00Z',
      localStart: '2026-11-23T09:00',
      timeZone: 'Europe/Sofia',
      staffId: 'any',
      staffName: null,
      status: 'available',
      alternatives: [],
    });
  });

  it('keeps the alternatives of an unavailable item', () => {
    const view = describeBasketItem('id-1', item('2026-11-23T07:00:00Z'), details, {
      status: 'unavailable',
      alternatives: ['2026-11-23T07:45:00Z'],
    });
    expect(view).toMatchObject({ status: 'unavailable', alternatives: ['2026-11-23T07:45:00Z'] });
  });

  it('marks a withdrawn service gone, and an unknown one gone with empty names', () => {
    const check = { status: 'unavailable' as const, alternatives: ['2026-11-23T07:45:00Z'] };
    expect(
      describeBasketItem('a', item('2026-11-23T07:00:00Z'), { ...details, bookable: false }, check),
    ).toMatchObject({ status: 'gone', serviceName: 'Подстригване', alternatives: [] });
    expect(describeBasketItem('b', item('2026-11-23T07:00:00Z'), null, { status: 'gone' })).toMatchObject({
      status: 'gone',
      locationSlug: 'lotus',
      serviceName: '',
      priceMinor: 0,
      timeZone: 'UTC',
      localStart: '2026-11-23T07:00',
    });
  });
});

describe('buildBasket', () => {
  it('orders by start and totals each currency apart, leaving out gone items', () => {
    const view = (id: string, start: string, extra: Partial<BasketItemDetails>, gone = false) =>
      describeBasketItem(
        id,
        item(start),
        { ...details, ...extra },
        gone ? { status: 'gone' } : { status: 'available', slot },
      );
    const basket = buildBasket([
      view('late', '2026-11-24T07:00:00Z', { priceMinor: 150000, currency: 'MKD' }),
      view('gone', '2026-11-23T06:00:00Z', { priceMinor: 9999 }, true),
      view('early', '2026-11-23T07:00:00Z', {}),
      view('eur', '2026-11-23T08:00:00Z', { priceMinor: 1999 }),
    ]);
    expect(basket.items.map((i) => i.id)).toEqual(['gone', 'early', 'eur', 'late']);
    expect(basket.count).toBe(4);
    expect(basket.totals).toEqual([
      { currency: 'EUR', amountMinor: 4999 },
      { currency: 'MKD', amountMinor: 150000 },
    ]);
  });

  it('is empty with no totals for no items', () => {
    expect(buildBasket([])).toEqual({ items: [], count: 0, totals: [] });
  });
});

describe('itemsOfBusiness', () => {
  const vardar: BasketItemDetails = { ...details, businessSlug: 'vardar', locationSlug: 'vardar-skopje' };
  const items = ['a', 'b', 'c'];

  it('keeps the named business’s items with their details, in order; all of them without a name', () => {
    expect(itemsOfBusiness(items, [details, vardar, details], 'lotos')).toEqual([
      { item: 'a', details },
      { item: 'c', details },
    ]);
    expect(itemsOfBusiness(items, [details, vardar, null], undefined).map(({ item }) => item)).toEqual(items);
  });

  it('counts an item whose place or service is gone in no business', () => {
    expect(itemsOfBusiness(items, [null, vardar, null], 'vardar')).toEqual([{ item: 'b', details: vardar }]);
    expect(itemsOfBusiness(items, [null, null, null], '')).toEqual([]);
  });
});
