import type { ReviewInput } from '@kalendo/contracts';
import { schema } from '@kalendo/db';
import {
  addBookableStaff,
  insertAppointment,
  marketplaceTests,
  sharedMarketplace,
} from '@kalendo/db/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const ORIGIN = 'http://localhost';

interface ReviewJson {
  id: string;
  rating: number;
  body: string;
  authorName: string;
  createdAt: string;
}
interface ErrorJson {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

describe.each(await marketplaceTests())('reviews on $kind', ({ it }) => {
  const shared = sharedMarketplace(it);
  let api: ReturnType<typeof createTestApi>;
  let alice = '';
  let bob = '';
  const userIds = new Map<string, string>();
  let addVisit: (email: string, status?: 'booked' | 'completed' | 'cancelled') => Promise<string>;
  let locationId = '';
  /** Ratings of the reviews lotus-center should have now (the sample's preset rating is not from reviews). */
  const live = new Map<string, number>();

  const me = (cookie: string, language = 'en') =>
    apiTestClient(api, { language, ...(cookie ? { cookie } : {}) }).me;
  const post = (cookie: string, appointmentId: string, json: ReviewInput, language = 'en') =>
    me(cookie, language).appointments[':id'].review.$post({ param: { id: appointmentId }, json });
  const remove = (cookie: string, reviewId: string) =>
    me(cookie).reviews[':id'].$delete({ param: { id: reviewId } });
  const placeReviews = async () =>
    bodyOf<{ items: Array<{ id: string; text: string; author: string }> }>(
      await apiTestClient(api).locations[':slug'].reviews.$get({
        param: { slug: 'lotus-center' },
        query: {},
      }),
    );
  const pastVisits = async (cookie: string) =>
    bodyOf<{ items: Array<{ id: string; reviewable: boolean; review: unknown }> }>(
      await me(cookie).appointments.$get({ query: { when: 'past', limit: '100' } }),
    );
  async function review(cookie: string, appointmentId: string, rating: number, body = '') {
    const response = await post(cookie, appointmentId, { rating, body });
    expect(response.status).toBe(201);
    const written = await bodyOf<ReviewJson>(response);
    live.set(written.id, rating);
    return written;
  }

  /** The place's rating and its search document's, both exactly the average (2 decimals) and count of `live`. */
  async function expectExactRating() {
    const ratings = [...live.values()];
    const average = ratings.length
      ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100
      : 0;
    const [place] = await shared.database.db
      .select()
      .from(schema.locations)
      .where(eq(schema.locations.id, locationId));
    expect({ average: place?.ratingAverage, count: place?.ratingCount }).toEqual({
      average,
      count: ratings.length,
    });
    const result = await shared.database.db.execute(
      sql`select rating_average::float8 as average, rating_count as count from location_search where location_id = ${locationId}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
      average: number;
      count: number;
    }>;
    expect({ average: Number(rows[0]?.average), count: Number(rows[0]?.count) }).toEqual({
      average,
      count: ratings.length,
    });
  }

  it.beforeAll(async ({ marketplace }) => {
    const { location, serviceId, staffIds } = await addBookableStaff(marketplace.db, ['Мария'], {
      startsAt: '09:00',
      endsAt: '17:00',
    });
    locationId = location.id;
    api = createTestApi(marketplace);
    alice = sessionCookieOf(
      await signUpThroughApi(api, { name: 'Alice Stone', email: 'alice@example.com' }, ORIGIN),
    );
    bob = sessionCookieOf(
      await signUpThroughApi(api, { name: 'Bob Green', email: 'bob@example.com' }, ORIGIN),
    );
    for (const user of await marketplace.db.select().from(schema.users)) userIds.set(user.email, user.id);
    let hour = 0;
    // Visits an hour apart, in October: past, and never overlapping for the one staff member.
    addVisit = async (email, status = 'completed') => {
      const start = new Date(Date.UTC(2026, 9, 1, 6) + hour++ * 3_600_000);
      const row = await insertAppointment(marketplace.db, {
        location,
        serviceId,
        staffId: staffIds[0] ?? '',
        userId: userIds.get(email) ?? null,
        status,
        start,
        end: new Date(start.getTime() + 45 * 60_000),
      });
      return row.id;
    };
  });

  it('writes reviews with the exact average and count, shown on the place and in my appointments; delete recomputes', async () => {
    const visits = [
      await addVisit('alice@example.com'),
      await addVisit('alice@example.com'),
      await addVisit('alice@example.com'),
    ];
    const first = await review(alice, visits[0] ?? '', 5, '  Lovely place, friendly staff.  ');
    expect(first).toMatchObject({ rating: 5, body: 'Lovely place, friendly staff.', authorName: 'Alice S.' });
    expect(JSON.stringify(first)).not.toContain('@');
    expect(Number.isNaN(Date.parse(first.createdAt))).toBe(false);
    await review(alice, visits[1] ?? '', 4);
    await review(alice, visits[2] ?? '', 4, 'Good');
    await expectExactRating();
    const listed = await placeReviews();
    expect(listed.items.map((item) => item.id)).toContain(first.id);
    expect(listed.items.find((item) => item.id === first.id)).toMatchObject({
      text: 'Lovely place, friendly staff.',
      author: 'Alice S.',
    });
    const { items } = await pastVisits(alice);
    expect(items.find((item) => item.id === visits[0])).toMatchObject({
      reviewable: false,
      review: { id: first.id, rating: 5, body: 'Lovely place, friendly staff.' },
    });
    const unreviewed = await addVisit('alice@example.com');
    const { items: fresh } = await pastVisits(alice);
    expect(fresh.find((item) => item.id === unreviewed)).toMatchObject({ reviewable: true, review: null });

    expect((await remove(bob, first.id)).status).toBe(404);
    expect((await remove(alice, first.id)).status).toBe(204);
    live.delete(first.id);
    await expectExactRating();
    expect((await remove(alice, first.id)).status).toBe(404);
    const after = await placeReviews();
    expect(after.items.map((item) => item.id)).not.toContain(first.id);
  });

  it('edits an own review with the aggregate recomputed; another user or an unknown review is 404', async () => {
    const written = await review(alice, await addVisit('alice@example.com'), 5, 'Great');
    await expectExactRating();
    const edit = (cookie: string, id: string, json: ReviewInput) =>
      me(cookie).reviews[':id'].$put({ param: { id }, json });
    const edited = await edit(alice, written.id, { rating: 1, body: ' Not so great after all ' });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id: written.id, rating: 1, body: 'Not so great after all' });
    live.set(written.id, 1);
    await expectExactRating();
    expect((await edit(bob, written.id, { rating: 5, body: '' })).status).toBe(404);
    expect((await edit(alice, crypto.randomUUID(), { rating: 5, body: '' })).status).toBe(404);
    expect((await edit(alice, written.id, { rating: 9, body: '' })).status).toBe(400);
    await expectExactRating();
  });

  it('refuses a visit that is not completed with 409 REVIEW_NOT_ALLOWED, in the request language', async () => {
    for (const status of ['booked', 'cancelled'] as const) {
      const response = await post(alice, await addVisit('alice@example.com', status), {
        rating: 5,
        body: '',
      });
      expect(response.status).toBe(409);
      expect((await bodyOf<ErrorJson>(response)).error).toMatchObject({
        code: 'REVIEW_NOT_ALLOWED',
        details: { status },
      });
    }
    const german = await post(alice, await addVisit('alice@example.com', 'booked'), { rating: 5 }, 'de');
    expect((await bodyOf<ErrorJson>(german)).error.message).toContain('abgeschlossene Termine');
  });

  it('answers 409 ALREADY_REVIEWED to a second review; of 5 concurrent ones exactly one is written', async () => {
    const visit = await addVisit('alice@example.com');
    await review(alice, visit, 3);
    const second = await post(alice, visit, { rating: 1, body: 'changed my mind' });
    expect(second.status).toBe(409);
    expect((await bodyOf<ErrorJson>(second)).error.code).toBe('ALREADY_REVIEWED');

    const raced = await addVisit('alice@example.com');
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) => post(alice, raced, { rating, body: '' })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const won = responses.find((response) => response.status === 201);
    const winner = (await won?.json()) as ReviewJson;
    live.set(winner.id, winner.rating);
    await expectExactRating();
  });

  it('counts 10 parallel reviews of different visits at one place without losing an update', async () => {
    const visits: string[] = [];
    for (let i = 0; i < 10; i++) visits.push(await addVisit(i % 2 ? 'alice@example.com' : 'bob@example.com'));
    const ratings = [5, 1, 4, 2, 5, 3, 5, 4, 1, 5];
    const responses = await Promise.all(
      visits.map((visit, i) =>
        post(i % 2 ? alice : bob, visit, { rating: ratings[i] ?? 0, body: `visit ${i}` }),
      ),
    );
    for (const response of responses) {
      expect(response.status).toBe(201);
      const written = await bodyOf<ReviewJson>(response);
      live.set(written.id, written.rating);
    }
    await expectExactRating();
  });

  it("treats another user's or an unknown appointment as not found, and needs a session", async () => {
    const bobs = await addVisit('bob@example.com');
    expect((await post(alice, bobs, { rating: 5, body: '' })).status).toBe(404);
    expect((await post(alice, crypto.randomUUID(), { rating: 5, body: '' })).status).toBe(404);
    expect((await post('', bobs, { rating: 5, body: '' })).status).toBe(401);
    expect((await remove(alice, crypto.randomUUID())).status).toBe(404);
  });

  it('refuses bad bodies with 400', async () => {
    const visit = await addVisit('alice@example.com');
    const bad = [
      { rating: 0, body: '' },
      { rating: 6, body: '' },
      { rating: 3.5, body: '' },
      { rating: '4', body: '' },
      { body: 'no rating' },
      { rating: 4, body: 'x'.repeat(2001) },
      { rating: 4, body: '', extra: true },
    ];
    // Bodies off the route's type on purpose: the cast only lets the typed client send them.
    for (const body of bad)
      expect((await post(alice, visit, body as ReviewInput)).status, JSON.stringify(body).slice(0, 40)).toBe(
        400,
      );
    await review(alice, visit, 4, ` ${'x'.repeat(2000)} `);
    await expectExactRating();
  });
});
