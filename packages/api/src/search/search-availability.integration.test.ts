import { schema } from '@kalendo/db';
import { addBookableStaff, insertAppointment, marketplaceTests } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { searchPage } from './search-test-helpers.ts';

/** Sunday noon UTC; Monday 2026-11-23 is the day with staff (09:00–11:00 Sofia time, +02:00). */
const NOW = new Date('2026-11-22T12:00:00Z');

describe.each(await marketplaceTests())('search by free slot on $kind', ({ it }) => {
  let api: ReturnType<typeof createTestApi>;

  it.beforeAll(async ({ marketplace }) => {
    const { db } = marketplace;
    const [category] = await db.select().from(schema.categories);
    const [haircut] = await db
      .insert(schema.marketplaceServices)
      .values({
        slug: 'haircut',
        categoryId: category?.id ?? '',
        names: { en: 'Haircut' },
        typicalDurationMinutes: 45,
      })
      .returning();
    const { location, serviceId, staffIds } = await addBookableStaff(db, ['Мария'], {
      startsAt: '09:00',
      endsAt: '11:00',
    });
    await db
      .update(schema.services)
      .set({ marketplaceServiceId: haircut?.id })
      .where(eq(schema.services.id, serviceId));
    await insertAppointment(db, {
      location,
      serviceId,
      staffId: staffIds[0] ?? '',
      start: new Date('2026-11-23T07:00:00Z'),
      end: new Date('2026-11-23T08:00:00Z'),
    });
    api = createTestApi(marketplace, { now: () => NOW });
  });

  it('returns a place only when the engine finds a free start in the window, with that start', async () => {
    const day = await searchPage(api, { service: 'haircut', date: '2026-11-23' });
    expect(day.items.map((item) => [item.slug, item.nextFreeSlot])).toEqual([
      ['lotus-center', '2026-11-23T08:00:00Z'],
    ]);
    const morning = await searchPage(api, {
      category: 'hair',
      date: '2026-11-23',
      from: '10:00',
      to: '12:00',
    });
    expect(morning.items.map((item) => item.nextFreeSlot)).toEqual(['2026-11-23T08:00:00Z']);
  });

  it.each([
    ['the booked hour', { service: 'haircut', date: '2026-11-23', from: '09:00', to: '10:00' }],
    ['a day nobody works', { service: 'haircut', date: '2026-11-24' }],
    ['a day already past', { service: 'haircut', date: '2026-11-16' }],
  ])('returns nothing for %s', async (_label, params) => {
    expect((await searchPage(api, params)).items).toEqual([]);
  });

  it('reports no free slot without a date, and distances without one', async () => {
    const page = await searchPage(api, { q: 'лотос', lat: 42.69, lng: 23.32, radius: 200 });
    expect(page.items.map((item) => item.slug)).toEqual(['lotus-center', 'lotus-plovdiv']);
    expect(page.items.every((item) => item.nextFreeSlot === null)).toBe(true);
    expect(page.items[0]?.distanceKm).toBe(0);
  });
});
