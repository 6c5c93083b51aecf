import { addBookableStaff, insertAppointment, marketplaceTests } from '@kalendo/db/testing';
import { describe, expect } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';

/** A query as the availability route takes it (a test may leave out what the route requires). */
const NO_SERVICE = '00000000-0000-4000-8000-000000000000';
type Query = { service: string; staff?: string; from: string; to: string };

describe.each(await marketplaceTests())('availability API on $kind', ({ it }) => {
  let api: ReturnType<typeof createTestApi>;
  let serviceId = '';
  let staffId = '';

  it.beforeAll(async ({ marketplace }) => {
    const { db } = marketplace;
    const { location, ...added } = await addBookableStaff(db, ['Мария'], {
      startsAt: '09:00',
      endsAt: '11:00',
    });
    serviceId = added.serviceId;
    staffId = added.staffIds[0] ?? '';
    await insertAppointment(db, {
      location,
      serviceId,
      staffId,
      start: new Date('2026-11-23T07:00:00Z'),
      end: new Date('2026-11-23T08:00:00Z'),
    });
    api = createTestApi(marketplace, { now: () => new Date('2026-11-22T12:00:00Z') });
  });

  const availability = (slug: string, query: Query) =>
    apiTestClient(api).locations[':slug'].availability.$get({ param: { slug }, query });

  it("lists free starts in the location's zone around a booked hour, for any staff and for one", async () => {
    for (const staff of ['any', staffId]) {
      const response = await availability('lotus-center', {
        service: serviceId,
        staff,
        from: '2026-11-23',
        to: '2026-11-23',
      });
      expect(response.status).toBe(200);
      const body = await bodyOf<{
        timeZone: string;
        slots: Array<{ start: string; localStart: string; offset: string; staffIds: string[] }>;
      }>(response);
      expect(body.timeZone).toBe('Europe/Sofia');
      expect(body.slots).toEqual([
        {
          start: '2026-11-23T08:00:00Z',
          localStart: '2026-11-23T10:00',
          offset: '+02:00',
          staffIds: [staffId],
        },
        {
          start: '2026-11-23T08:15:00Z',
          localStart: '2026-11-23T10:15',
          offset: '+02:00',
          staffIds: [staffId],
        },
      ]);
    }
  });

  it.each([
    ['an unknown place', 'nowhere', { service: NO_SERVICE, from: '2026-11-23', to: '2026-11-23' }, 404],
    [
      'a service of no place',
      'lotus-center',
      { service: NO_SERVICE, from: '2026-11-23', to: '2026-11-23' },
      404,
    ],
    ['a bad date', 'lotus-center', { service: NO_SERVICE, from: '23.11.2026', to: '2026-11-23' }, 400],
    ['more than 31 days', 'lotus-center', { service: NO_SERVICE, from: '2026-11-23', to: '2027-01-23' }, 400],
    // The route's type requires `service`: this query leaves it out on purpose.
    ['a missing service', 'lotus-center', { from: '2026-11-23', to: '2026-11-23' } as Query, 400],
  ] as const)('answers %s with %i', async (_label, slug, query, status) => {
    expect((await availability(slug, query)).status).toBe(status);
  });
});
