import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { DEFAULT_RADIUS_KM, type SearchInput, validateSearchInput } from './validate-search-input.ts';

function fieldOf(input: SearchInput): string {
  try {
    validateSearchInput(input);
  } catch (error) {
    if (error instanceof DomainError)
      return (error.details?.fields as Array<{ path: string }> | undefined)?.[0]?.path ?? '';
  }
  return 'none';
}

describe('validateSearchInput', () => {
  it('plans filters, sort keys and fingerprint', () => {
    const plan = validateSearchInput({ q: '  manikur ', lat: 42.7, lng: 23.3, category: 'nails', limit: 20 });
    expect(plan.filters).toMatchObject({
      text: 'manikur',
      categorySlug: 'nails',
      area: { latitude: 42.7, longitude: 23.3, radiusKm: DEFAULT_RADIUS_KM },
    });
    expect(plan.sortKeys).toEqual(['textRank', 'rating', 'ratingCount', 'distance']);
    expect(plan.window).toBeNull();
  });

  it('sorts "near me" without text by distance, and the fingerprint ignores cursor and limit', () => {
    const near = validateSearchInput({ lat: 1, lng: 2, limit: 5 });
    expect(near.sortKeys).toEqual(['distance']);
    expect(validateSearchInput({ lat: 1, lng: 2, limit: 50, cursor: 'x' }).fingerprint).toBe(
      near.fingerprint,
    );
    expect(validateSearchInput({ lat: 1, lng: 3, limit: 5 }).fingerprint).not.toBe(near.fingerprint);
  });

  it('turns a date into a slot window that needs a service or category', () => {
    const plan = validateSearchInput({
      service: 'gel-manicure',
      date: '2026-11-23',
      from: '10:00',
      limit: 20,
    });
    expect(plan.window).toEqual({ date: '2026-11-23', from: '10:00', to: '24:00' });
    expect(plan.filters.maybeFreeOn).toBe('2026-11-23');
  });

  it.each<[string, SearchInput]>([
    ['lng', { lat: 1, limit: 20 }],
    ['lat', { lng: 1, limit: 20 }],
    ['radius', { radius: 5, limit: 20 }],
    ['sort', { sort: 'distance', limit: 20 }],
    ['priceMax', { priceMin: 10, priceMax: 5, limit: 20 }],
    ['from', { from: '10:00', limit: 20 }],
    ['date', { date: '2026-11-23', limit: 20 }],
    ['date', { date: '2026-02-29', category: 'hair', limit: 20 }],
    ['to', { date: '2026-11-23', category: 'hair', from: '12:00', to: '12:00', limit: 20 }],
  ])('names %s when it is wrong', (field, input) => {
    expect(fieldOf(input)).toBe(field);
  });
});
