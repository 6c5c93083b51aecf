import { type Database, schema } from '@kalendo/db';
import {
  addBookableStaff,
  insertAppointment,
  insertSampleMarketplace,
  testDatabaseTargets,
} from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';

// Monday 23 Nov 2026, 12:00 in Sofia (UTC+2).
const NOW = new Date('2026-11-23T10:00:00Z');
const REVIEWS = 5;

type Detail = {
  openNow: boolean;
  today: { date: string; weekday: number };
  serviceGroups: Array<{ name: string | null; services: Array<{ name: string; priceIsFrom: boolean }> }>;
  [key: string]: unknown;
};
type ReviewPage = {
  items: Array<{ rating: number; text: string; author: string; createdAt: string }>;
  nextCursor: string | null;
};

/** Hours, a service group, a holiday, a class, a plan and reviews on the sample "lotus-center". */
async function furnishLocation(db: Database['db']) {
  const { location, serviceId, staffIds } = await addBookableStaff(db, ['Мария Петрова'], {
    startsAt: '09:00',
    endsAt: '18:00',
  });
  const { businessId } = location;
  const [group] = await db
    .insert(schema.serviceCategories)
    .values({ businessId, locationId: location.id, slug: 'hair', name: 'Коса', position: 1 })
    .returning();
  await db
    .update(schema.services)
    .set({ serviceCategoryId: group?.id, priceIsFrom: true })
    .where(eq(schema.services.id, serviceId));
  await db.insert(schema.locationOpeningHours).values([
    { locationId: location.id, weekday: 1, opensAt: '09:00', closesAt: '19:00' },
    { locationId: location.id, weekday: 2, opensAt: '09:00', closesAt: '19:00' },
  ]);
  await db.insert(schema.locationExceptions).values([
    { locationId: location.id, date: '2026-11-24', closed: true, note: 'Празник' },
    { locationId: location.id, date: '2026-12-20', closed: true },
  ]);
  const [yoga] = await db
    .insert(schema.classes)
    .values({
      businessId,
      locationId: location.id,
      name: 'Йога',
      durationMinutes: 60,
      priceMinor: 1500,
      currency: 'EUR',
      defaultCapacity: 10,
    })
    .returning();
  await db.insert(schema.classSessions).values(
    ['2026-11-20T08:00:00Z', '2026-11-25T08:00:00Z'].map((start) => ({
      classId: yoga?.id ?? '',
      locationId: location.id,
      startsAt: new Date(start),
      endsAt: new Date(Date.parse(start) + 3_600_000),
      capacity: 10,
      bookedCount: 4,
    })),
  );
  await db.insert(schema.membershipPlans).values({
    businessId,
    name: '10 посещения',
    priceMinor: 12000,
    currency: 'EUR',
    periodDays: 90,
    credits: 10,
  });
  for (let n = 0; n < REVIEWS; n++) {
    const start = new Date(Date.UTC(2026, 9, 1 + n, 8));
    const end = new Date(start.getTime() + 2_700_000);
    const visit = await insertAppointment(db, {
      location: { id: location.id, businessId },
      serviceId,
      staffId: staffIds[0] ?? '',
      start,
      end,
      status: 'completed',
      key: `review-${n}`,
    });
    await db.insert(schema.reviews).values({
      businessId,
      locationId: location.id,
      appointmentId: visit.id,
      authorName: 'Иван Иванов',
      rating: 5 - (n % 2),
      body: `Отзив ${n}`,
      // Two reviews in the same millisecond: pagination must neither skip nor repeat one.
      createdAt: new Date(Date.UTC(2026, 10, 1 + Math.min(n, 3), 9)),
    });
  }
}

describe.each(await testDatabaseTargets())('location page API on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  let photoId = '';

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    ({ photoId } = await insertSampleMarketplace(database.db));
    await furnishLocation(database.db);
    api = createTestApi(database, { now: () => NOW });
  });
  afterAll(() => drop());

  const place = (slug: string, from = api) =>
    apiTestClient(from).locations[':slug'].$get({ param: { slug } });
  const reviews = (slug: string, query: { limit?: string; cursor?: string } = {}) =>
    apiTestClient(api).locations[':slug'].reviews.$get({ param: { slug }, query });
  const jsonOf = async <T>(answer: Promise<{ status: number; json(): Promise<unknown> }>) => {
    const response = await answer;
    expect(response.status).toBe(200);
    return bodyOf<T>(response);
  };

  it('describes the place, its business, address, photos, staff, classes and memberships', async () => {
    const detail = await jsonOf<Detail>(place('lotus-center'));
    expect(detail).toMatchObject({
      slug: 'lotus-center',
      name: 'Лотос Център',
      business: { slug: 'lotus', name: 'Лотос', logo: null },
      address: { line: 'ул. Витоша 1', city: 'София', countryCode: 'BG' },
      geo: { latitude: 42.69, longitude: 23.32 },
      timeZone: 'Europe/Sofia',
      rating: { average: 4.9, count: 10 },
      photos: [{ id: photoId, width: 1200, height: 800, alt: 'Салон' }],
      staff: [{ name: 'Мария Петрова', title: '', photo: null }],
      classes: { count: 1, upcoming: [{ name: 'Йога', startsAt: '2026-11-25T08:00:00.000Z', spotsLeft: 6 }] },
      membershipPlans: { count: 1, plans: [{ name: '10 посещения', credits: 10, periodDays: 90 }] },
    });
  });

  it('groups services by the place’s own categories, ungrouped ones last', async () => {
    const { serviceGroups } = await jsonOf<Detail>(place('lotus-center'));
    expect(serviceGroups).toMatchObject([
      { name: 'Коса', services: [{ name: 'Подстригване', priceIsFrom: true }] },
      { id: null, name: null, services: [{ name: 'Боядисване', priceIsFrom: false }] },
    ]);
  });

  it("lists weekly hours, the next 14 days' holidays and open-now in the place's time zone", async () => {
    const detail = await jsonOf<Detail>(place('lotus-center'));
    expect(detail.today).toEqual({ date: '2026-11-23', weekday: 1 });
    expect(detail.openNow).toBe(true);
    expect(detail.openingHours).toEqual({
      weekly: [
        { weekday: 1, opens: '09:00', closes: '19:00' },
        { weekday: 2, opens: '09:00', closes: '19:00' },
      ],
      exceptions: [{ date: '2026-11-24', closed: true, opens: null, closes: null, note: 'Празник' }],
    });
    const evening = createTestApi(database, { now: () => new Date('2026-11-23T17:30:00Z') });
    const later = await bodyOf<Detail>(await place('lotus-center', evening));
    expect(later.openNow).toBe(false);
  });

  it('pages through reviews newest first without skipping or repeating one', async () => {
    const seen: ReviewPage['items'] = [];
    let query: { limit: string; cursor?: string } = { limit: '2' };
    for (let pages = 0; pages < 5; pages++) {
      const page = await jsonOf<ReviewPage>(reviews('lotus-center', query));
      seen.push(...page.items);
      if (!page.nextCursor) break;
      query = { limit: '2', cursor: page.nextCursor };
    }
    expect(seen).toHaveLength(REVIEWS);
    expect(new Set(seen.map((review) => review.text)).size).toBe(REVIEWS);
    expect(seen[0]).toMatchObject({ author: 'Иван И.', createdAt: '2026-11-04T09:00:00.000Z' });
    const dates = seen.map((review) => review.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const empty = await jsonOf<ReviewPage>(reviews('lotus-plovdiv'));
    expect(empty).toEqual({ items: [], nextCursor: null });
  });

  it.each([
    ['an unknown place', () => place('nowhere'), 404],
    ['the reviews of an unknown place', () => reviews('nowhere'), 404],
    ['a cursor from elsewhere', () => reviews('lotus-center', { cursor: 'bm90LWEtY3Vyc29y' }), 400],
    ['a cursor with bad characters', () => reviews('lotus-center', { cursor: "';drop table" }), 400],
    ['a limit out of range', () => reviews('lotus-center', { limit: '500' }), 400],
  ])('answers %s with %i', async (_label, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    const body = await bodyOf<{ error: { code: string } }>(response);
    expect(body.error.code).toBe(status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED');
  });
});
