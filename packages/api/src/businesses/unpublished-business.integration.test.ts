import { schema } from '@kalendo/db';
import { addBookableStaff, marketplaceTests } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

/**
 * Every public read of a place or business (ADR 038), as a path and what proves the sample business
 * "lotus" (places "lotus-center" and "lotus-plovdiv") is in the answer.
 */
function publicReads(serviceId: string) {
  const listed = (body: string) => body.includes('lotus-center');
  return [
    { path: '/search?q=Лотос', shows: listed },
    { path: '/search?city=sofia', shows: listed },
    { path: '/locations/featured', shows: listed },
    { path: '/locations/featured?city=sofia', shows: listed },
    { path: '/locations?slugs=lotus-center', shows: listed },
    { path: '/sitemap/locations', shows: listed },
    { path: '/locations/lotus-center', status: true },
    { path: '/locations/lotus-center/reviews', status: true },
    { path: '/businesses/lotus', status: true },
    { path: '/businesses/lotus/widget-frame-ancestors', status: true },
    { path: '/custom-domains/booking.lotus.example', status: true },
    {
      path: `/locations/lotus-center/availability?service=${serviceId}&staff=any&from=2026-11-23&to=2026-11-23`,
      status: true,
    },
  ] as Array<{ path: string; shows?: (body: string) => boolean; status?: true }>;
}

describe.each(await marketplaceTests())('an unpublished business on $kind', ({ it }) => {
  let serviceId = '';

  it.beforeAll(async ({ marketplace }) => {
    ({ serviceId } = await addBookableStaff(marketplace.db, ['Мария'], {
      startsAt: '09:00',
      endsAt: '17:00',
    }));
  });

  /** Whether each public read shows the business, on a fresh API (no cached answers). */
  async function visibility(database: Parameters<typeof createTestApi>[0]) {
    const api = createTestApi(database, { now: () => NOW });
    const seen: Record<string, boolean> = {};
    for (const read of publicReads(serviceId)) {
      const response = await api.request(read.path);
      const body = await response.text();
      seen[read.path] = read.status
        ? response.status === 200
        : response.status === 200 && read.shows?.(body) === true;
    }
    return seen;
  }

  it('appears in every public read while published, and in none once unpublished', async ({
    marketplace,
  }) => {
    const published = await visibility(marketplace);
    expect(Object.values(published).every(Boolean), JSON.stringify(published)).toBe(true);

    const lotus = eq(schema.businesses.slug, 'lotus');
    await marketplace.db.update(schema.businesses).set({ publishedAt: null }).where(lotus);
    try {
      const unpublished = await visibility(marketplace);
      expect(Object.values(unpublished).some(Boolean), JSON.stringify(unpublished)).toBe(false);
    } finally {
      await marketplace.db.update(schema.businesses).set({ publishedAt: NOW }).where(lotus);
    }
    expect(Object.values(await visibility(marketplace)).every(Boolean)).toBe(true);
  });
});
