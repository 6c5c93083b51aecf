import { describe, expect, it } from 'vitest';
import {
  type LocationDirectory,
  type LocationSummary,
  listFeaturedLocations,
} from './list-featured-locations.ts';

const sofia: LocationSummary = {
  id: '1',
  slug: 'lotus-sofia',
  name: 'Лотос',
  businessName: 'Лотос',
  city: 'София',
  citySlug: 'sofia',
  addressLine: 'ул. Витоша 1',
  timeZone: 'Europe/Sofia',
  rating: { average: 4.8, count: 12 },
  priceFrom: { amountMinor: 2500, currency: 'EUR' },
  photo: null,
  businessLogo: null,
};

function directory(rows: LocationSummary[]): LocationDirectory & { calls: unknown[] } {
  const calls: unknown[] = [];
  return {
    calls,
    async listFeatured(query) {
      calls.push(query);
      return rows.filter((row) => query.citySlug === undefined || row.citySlug === query.citySlug);
    },
  };
}

describe('listFeaturedLocations', () => {
  it('returns the places of the requested city', async () => {
    const locations = directory([sofia]);
    expect(await listFeaturedLocations({ locations }, { citySlug: 'sofia', limit: 4 })).toEqual([sofia]);
    expect(locations.calls).toHaveLength(1);
  });

  it('falls back to every city when the city has no places', async () => {
    const locations = directory([sofia]);
    expect(await listFeaturedLocations({ locations }, { citySlug: 'oslo', limit: 4 })).toEqual([sofia]);
    expect(locations.calls).toEqual([{ citySlug: 'oslo', limit: 4 }, { limit: 4 }]);
  });
});
