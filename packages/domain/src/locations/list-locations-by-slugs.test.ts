import { describe, expect, it } from 'vitest';
import type { LocationSummary } from './list-featured-locations.ts';
import { listLocationsBySlugs } from './list-locations-by-slugs.ts';

const place = (slug: string): LocationSummary => ({
  id: `id-${slug}`,
  slug,
  name: slug,
  businessName: 'B',
  city: 'Sofia',
  citySlug: 'sofia',
  addressLine: 'Street 1',
  timeZone: 'Europe/Sofia',
  rating: { average: 4.5, count: 2 },
  priceFrom: null,
  photo: null,
  businessLogo: null,
});

describe('listLocationsBySlugs', () => {
  it('keeps the order asked for and skips places that are gone', async () => {
    const asked: string[][] = [];
    const locations = {
      listBySlugs: async (slugs: string[]) => {
        asked.push(slugs);
        return [place('b'), place('a')];
      },
    };
    const items = await listLocationsBySlugs({ locations }, ['a', 'gone', 'b']);
    expect(items.map((item) => item.slug)).toEqual(['a', 'b']);
    expect(asked).toEqual([['a', 'gone', 'b']]);
  });

  it('does not ask the database for no slugs', async () => {
    const locations = {
      listBySlugs: async () => {
        throw new Error('not called');
      },
    };
    expect(await listLocationsBySlugs({ locations }, [])).toEqual([]);
  });
});
