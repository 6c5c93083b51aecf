import { describe, expect, it } from 'vitest';
import type { AvailabilityContext, AvailabilitySource } from '../booking/list-availability.ts';
import type { LocationSummary } from '../locations/list-featured-locations.ts';
import type { LocationSearch, LocationSearchRequest } from './location-search.ts';
import { searchLocations } from './search-locations.ts';

const place = (n: number): LocationSummary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `place-${n}`,
  name: `Place ${n}`,
  businessName: 'B',
  city: 'Sofia',
  citySlug: 'sofia',
  addressLine: '',
  timeZone: 'UTC',
  rating: { average: 4, count: 1 },
  priceFrom: null,
  photo: null,
  businessLogo: null,
});

/** Places 1..count ordered by their number; the sort key is the number. */
function fakeSearch(count: number): LocationSearch & { requests: LocationSearchRequest[] } {
  const requests: LocationSearchRequest[] = [];
  return {
    requests,
    async search(request) {
      requests.push(request);
      const start = request.after ? (request.after.keys[0] ?? 0) + 1 : 1;
      const hits = [];
      for (let n = start; n <= count && hits.length < request.limit; n++) {
        const location = place(n);
        hits.push({
          location,
          distanceKm: null,
          latitude: 42.7,
          longitude: 23.3,
          position: { keys: request.sortKeys.map(() => n), id: location.id },
          matchingServiceIds: ['s'],
        });
      }
      return { hits, total: count, facets: [{ slug: 'hair', count }] };
    },
    suggest: async () => [],
  };
}

/** Even-numbered places have one staff member working 09:00–17:00 every day. */
const availability: AvailabilitySource = {
  async load(request): Promise<AvailabilityContext | null> {
    const free = Number(request.locationSlug.split('-')[1]) % 2 === 0;
    const week = [1, 2, 3, 4, 5, 6, 7] as const;
    return {
      timeZone: 'UTC',
      policy: { leadTimeMinutes: 0, horizonDays: 30, slotStepMinutes: 60 },
      service: { durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
      staff: [
        {
          id: 'x',
          weeklyHours: free ? week.map((weekday) => ({ weekday, start: '09:00', end: '17:00' })) : [],
          breaks: [],
          timeOff: [],
          busy: [],
        },
      ],
      exceptions: [],
    };
  },
};

const now = () => new Date('2026-11-22T12:00:00Z');

describe('searchLocations', () => {
  it('pages with a cursor that continues after the last row', async () => {
    const search = fakeSearch(5);
    const first = await searchLocations({ search, availability, now }, { limit: 2 });
    expect(first.items.map((item) => item.slug)).toEqual(['place-1', 'place-2']);
    expect(first.total).toBe(5);
    const second = await searchLocations(
      { search, availability, now },
      { limit: 2, cursor: first.nextCursor ?? '' },
    );
    expect(second.items.map((item) => item.slug)).toEqual(['place-3', 'place-4']);
    const third = await searchLocations(
      { search, availability, now },
      { limit: 2, cursor: second.nextCursor ?? '' },
    );
    expect(third.items.map((item) => item.slug)).toEqual(['place-5']);
    expect(third.nextCursor).toBeNull();
  });

  it('keeps only places with a free start in the window, and the next page goes on after the last checked', async () => {
    const search = fakeSearch(7);
    const input = { category: 'hair', date: '2026-11-23', from: '10:00', to: '12:00', limit: 2 };
    const first = await searchLocations({ search, availability, now }, input);
    expect(first.items.map((item) => [item.slug, item.nextFreeSlot])).toEqual([
      ['place-2', '2026-11-23T10:00:00Z'],
      ['place-4', '2026-11-23T10:00:00Z'],
    ]);
    const second = await searchLocations(
      { search, availability, now },
      { ...input, cursor: first.nextCursor ?? '' },
    );
    expect(second.items.map((item) => item.slug)).toEqual(['place-6']);
    expect(second.nextCursor).toBeNull();
  });

  it('finds nothing when the window holds no free start', async () => {
    const page = await searchLocations(
      { search: fakeSearch(4), availability, now },
      { service: 'cut', date: '2026-11-23', from: '17:00', limit: 10 },
    );
    expect(page.items).toEqual([]);
    expect(page.nextCursor).toBeNull();
  });
});
