import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import * as schema from '../schema/index.ts';
import { insertClass, insertClassSession, type TestClass } from '../testing/insert-class.ts';
import { marketplaceTests, sharedMarketplace } from '../testing/marketplace-tests.ts';
import { createClassBookings } from './class-bookings.ts';

const HOUR = 3_600_000;

describe.each(await marketplaceTests())('class bookings on $kind', ({ it, target }) => {
  const shared = sharedMarketplace(it);
  let yoga: TestClass;
  const now = new Date();

  async function users(n: number, prefix: string): Promise<string[]> {
    const rows = Array.from({ length: n }, (_, i) => ({
      id: `${prefix}-${i}`,
      name: `${prefix} ${i}`,
      email: `${prefix}-${i}@example.com`,
    }));
    await shared.database.db.insert(schema.users).values(rows);
    return rows.map((row) => row.id);
  }

  /** A session starting `inHours` from now (the sample place's cancellation window is 24 h by default). */
  const session = (capacity: number, waitlistCapacity: number, inHours = 48) =>
    insertClassSession(shared.database.db, yoga, {
      startsAt: new Date(now.getTime() + inHours * HOUR),
      capacity,
      waitlistCapacity,
    });

  const bookedCount = async (sessionId: string) =>
    (
      await shared.database.db
        .select()
        .from(schema.classSessions)
        .where(eq(schema.classSessions.id, sessionId))
    )[0]?.bookedCount;

  it.beforeAll(async ({ marketplace }) => {
    yoga = await insertClass(marketplace.db, 'lotus-center', { name: 'Vinyasa flow', priceMinor: 2000 });
  });

  it('gives spots, then waitlist places in order, then refuses; the same user twice keeps one place', async () => {
    const store = createClassBookings(shared.database.db);
    const sessionId = await session(2, 2);
    const [a, b, c, d, e] = await users(5, `order-${target.kind}`);
    const take = (userId = '') => store.takeSpot({ userId, sessionId, now });
    expect((await take(a)).kind).toBe('booked');
    expect((await take(b)).kind).toBe('booked');
    const third = await take(c);
    expect(third).toMatchObject({ kind: 'waitlisted', booking: { waitlistPosition: 1 } });
    expect(await take(d)).toMatchObject({ kind: 'waitlisted', booking: { waitlistPosition: 2 } });
    expect(await take(e)).toEqual({ kind: 'full' });
    expect(await take(a)).toMatchObject({ kind: 'already', booking: { status: 'booked' } });
    expect(await take(d)).toMatchObject({
      kind: 'already',
      booking: { status: 'waitlisted', waitlistPosition: 2 },
    });
    const detail = await store.findSession(sessionId);
    expect(detail).toMatchObject({ name: 'Vinyasa flow', capacity: 2, bookedCount: 2, waitlisted: 2 });
    expect(detail?.place.slug).toBe('lotus-center');
  });

  it('hands a cancelled spot to the first in line in the same transaction, and a repeat is refused', async () => {
    const store = createClassBookings(shared.database.db);
    const sessionId = await session(1, 2);
    const [a, b, c] = await users(3, `promote-${target.kind}`);
    const first = await store.takeSpot({ userId: a ?? '', sessionId, now });
    await store.takeSpot({ userId: b ?? '', sessionId, now });
    await store.takeSpot({ userId: c ?? '', sessionId, now });
    if (first.kind !== 'booked') throw new Error(first.kind);
    const cancelled = await store.cancel({ userId: a ?? '', bookingId: first.booking.id, now });
    expect(cancelled).toMatchObject({
      kind: 'cancelled',
      booking: { status: 'cancelled' },
      promoted: { userId: b, status: 'booked', waitlistPosition: null },
    });
    expect(await bookedCount(sessionId)).toBe(1);
    // The promoted user is told in the same transaction; nobody else is.
    const told = await shared.database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, b ?? ''));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'class-spot-given', params: { className: 'Vinyasa flow' } });
    expect(told[0]?.actionUrl).toBe('/en/classes?location=lotus-center');
    expect(
      await shared.database.db
        .select()
        .from(schema.notifications)
        .where(eq(schema.notifications.userId, c ?? '')),
    ).toEqual([]);
    expect(await store.cancel({ userId: a ?? '', bookingId: first.booking.id, now })).toEqual({
      kind: 'already-cancelled',
    });
    const stillWaiting = await store.takeSpot({ userId: c ?? '', sessionId, now });
    expect(stillWaiting).toMatchObject({ kind: 'already', booking: { waitlistPosition: 1 } });
  });

  it('frees the spot when nobody waits; refuses another user, a late cancel and a session that started', async () => {
    const store = createClassBookings(shared.database.db);
    const sessionId = await session(1, 0);
    const [a, other] = await users(2, `free-${target.kind}`);
    const taken = await store.takeSpot({ userId: a ?? '', sessionId, now });
    if (taken.kind !== 'booked') throw new Error(taken.kind);
    expect(await store.cancel({ userId: other ?? '', bookingId: taken.booking.id, now })).toEqual({
      kind: 'not-found',
    });
    const late = await store.cancel({
      userId: a ?? '',
      bookingId: taken.booking.id,
      now: new Date(now.getTime() + 47 * HOUR),
    });
    expect(late.kind).toBe('too-late');
    expect(
      await store.takeSpot({ userId: other ?? '', sessionId, now: new Date(now.getTime() + 49 * HOUR) }),
    ).toEqual({
      kind: 'started',
    });
    expect((await store.cancel({ userId: a ?? '', bookingId: taken.booking.id, now })).kind).toBe(
      'cancelled',
    );
    expect(await bookedCount(sessionId)).toBe(0);
    expect(
      await store.takeSpot({ userId: a ?? '', sessionId: '00000000-0000-4000-8000-000000000000', now }),
    ).toEqual({
      kind: 'not-found',
    });
  });

  it('gives the last spot to exactly one of many concurrent requests, and the line fills exactly', async () => {
    const store = createClassBookings(shared.database.db);
    const sessionId = await session(1, 3);
    const racers = await users(target.kind === 'postgres' ? 100 : 20, `race-${target.kind}`);
    const outcomes = await Promise.all(racers.map((userId) => store.takeSpot({ userId, sessionId, now })));
    const kinds = outcomes.map((outcome) => outcome.kind);
    expect(kinds.filter((kind) => kind === 'booked')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'waitlisted')).toHaveLength(3);
    expect(kinds.filter((kind) => kind === 'full')).toHaveLength(racers.length - 4);
    expect(await bookedCount(sessionId)).toBe(1);
  });
});
