import { addBookableStaff, insertAppointment, marketplaceTests } from '@kalendo/db/testing';
import { describe, expect } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';

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

  it("lists free starts in the location's zone around a booked hour, for any staff and for one", async () => {
    for (const staff of ['any', staffId]) {
      const response = await api.request(
        `/locations/lotus-center/availability?service=${serviceId}&staff=${staff}&from=2026-11-23&to=2026-11-23`,
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        timeZone: string;
        slots: Array<{ start: string; localStart: string; offset: string; staffIds: string[] }>;
      };
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
    [
      'an unknown place',
      `/locations/nowhere/availability?service=00000000-0000-4000-8000-000000000000&from=2026-11-23&to=2026-11-23`,
      404,
    ],
    [
      'a service of no place',
      `/locations/lotus-center/availability?service=00000000-0000-4000-8000-000000000000&from=2026-11-23&to=2026-11-23`,
      404,
    ],
    [
      'a bad date',
      '/locations/lotus-center/availability?service=00000000-0000-4000-8000-000000000000&from=23.11.2026&to=2026-11-23',
      400,
    ],
    [
      'more than 31 days',
      '/locations/lotus-center/availability?service=00000000-0000-4000-8000-000000000000&from=2026-11-23&to=2027-01-23',
      400,
    ],
    ['a missing service', '/locations/lotus-center/availability?from=2026-11-23&to=2026-11-23', 400],
  ])('answers %s with %i', async (_label, path, status) => {
    expect((await api.request(path)).status).toBe(status);
  });
});
