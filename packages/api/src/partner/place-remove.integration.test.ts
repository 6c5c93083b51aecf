import { type Database, resultRows, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { type PartnerIds, partnerKit } from '../testing/partner-kit.ts';
import { addPublicPlace, book, firstSlot, placeTestCast } from '../testing/second-place.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

/** A business closes one of its places (ADR 058): archived, history kept, never with things to come. */
describe.each(await testDatabaseTargets())('closing a place on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const cookies: Record<string, string> = {};
  const kit = partnerKit(() => api, cookies);
  const { call } = kit;
  const tag = `place-remove-${target.kind}`;
  let a: PartnerIds;
  let other: PartnerIds;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { now: () => NOW });
    ({ a, other } = await placeTestCast(kit, database, tag, { business: 'Close Salon', other: 'Far Salon' }));
  });
  afterAll(() => drop());

  const remove = (who: string, placeId: string, language = 'en', base = a.base) =>
    call(who, 'DELETE', `${base}/places/${placeId}`, undefined, language);
  const placeRow = async (placeId: string) =>
    (await database.db.select().from(schema.locations).where(eq(schema.locations.id, placeId)))[0];
  const removals = (placeId: string) =>
    database.db
      .select()
      .from(schema.partnerAuditLog)
      .where(
        and(eq(schema.partnerAuditLog.subjectId, placeId), eq(schema.partnerAuditLog.action, 'place.remove')),
      );

  it('refuses to close the only place, and the staff role and another business', async () => {
    const only = await remove('Stranger', other.placeId, 'de', other.base);
    expect(only.status).toBe(409);
    expect(only.body.error).toMatchObject({ code: 'CONFLICT', details: { reason: 'only-place' } });
    expect((only.body.error as { message: string }).message).toMatch(/einzige Standort/);
    const place = await addPublicPlace(call, 'Owner', a, 'Close Salon West');
    expect((await remove('Staff', place.placeId)).status).toBe(403);
    expect((await remove('Stranger', place.placeId)).status).toBe(404);
    expect((await remove('Stranger', place.placeId, 'en', other.base)).status).toBe(404);
    expect((await placeRow(place.placeId))?.archivedAt).toBeNull();
  });

  it('refuses while appointments are to come, with their count; closes once they are past, keeping history', async () => {
    const place = await addPublicPlace(call, 'Owner', a, 'Close Salon North');
    const start = await firstSlot(call, 'client', place.slug, place.serviceId);
    const booked = await book(call, 'client', { ...place, start });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const appointmentId = (booked.body.appointments as Array<{ id: string }>)[0]?.id ?? '';

    const refused = await remove('Manager', place.placeId, 'ru');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'things-to-come', appointments: 1, sessions: 0 },
    });
    expect((refused.body.error as { message: string }).message).toContain('(1)');

    // A visit of the past stays at the place: it does not stop the closing, and it stays readable.
    const [from, to] = [new Date('2026-11-20T08:00:00Z'), new Date('2026-11-20T09:00:00Z')];
    await database.db
      .update(schema.appointments)
      .set({ status: 'completed', startsAt: from, endsAt: to, busyStartsAt: from, busyEndsAt: to })
      .where(eq(schema.appointments.id, appointmentId));
    const closed = await remove('Manager', place.placeId);
    expect(closed.status, JSON.stringify(closed.body)).toBe(204);
    const row = await placeRow(place.placeId);
    expect(row?.archivedAt?.toISOString()).toBe(NOW.toISOString());
    expect(row?.publishedAt).toBeNull();
    expect(await removals(place.placeId)).toHaveLength(1);

    // Out of the portal and of public reads; the client's history still names it.
    const business = await call('Owner', 'GET', a.base);
    const ids = (business.body.places as Array<{ id: string }>).map((entry) => entry.id);
    expect(ids).not.toContain(place.placeId);
    expect((await call('Owner', 'GET', `${a.base}/places/${place.placeId}`)).status).toBe(404);
    expect((await call('Owner', 'PATCH', `${a.base}/places/${place.placeId}`, { name: 'x' })).status).toBe(
      404,
    );
    expect((await call('nobody', 'GET', `/locations/${place.slug}`)).status).toBe(404);
    const staff = await call('Owner', 'GET', `${a.base}/staff`);
    expect((staff.body.items as Array<{ id: string }>).map((entry) => entry.id)).not.toContain(place.staffId);
    const mine = await call('client', 'GET', '/me/appointments?when=past');
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).toContain(place.placeId);
    const activity = await call('Owner', 'GET', `${a.base}/audit`);
    expect(activity.status).toBe(200);
    expect(JSON.stringify(activity.body)).toContain('place.remove');
    // Closing it again: it is not found.
    expect((await remove('Owner', place.placeId)).status).toBe(404);
  });

  it('never leaves a booking at a closed place when bookings race the closing', async () => {
    const place = await addPublicPlace(call, 'Owner', a, 'Close Salon Race');
    const starts = ['2026-11-23T08:00:00Z', '2026-11-23T10:00:00Z', '2026-11-23T12:00:00Z'];
    const answers = await Promise.all([
      ...starts.map((start) => book(call, 'client', { ...place, start })),
      remove('Owner', place.placeId),
    ]);
    const closing = answers.at(-1);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    const count = resultRows<{ count: number }>(
      await database.db.execute(
        sql`select count(*)::int as count from appointments where location_id = ${place.placeId}`,
      ),
    )[0]?.count;
    const row = await placeRow(place.placeId);
    if (closing?.status === 204) {
      expect(row?.archivedAt).not.toBeNull();
      expect(count).toBe(0);
    } else {
      expect(closing?.status).toBe(409);
      expect(row?.archivedAt).toBeNull();
      expect(count).toBeGreaterThan(0);
    }
    // A booking after the closing is refused, never written.
    if (closing?.status === 204) {
      const late = await book(call, 'client', { ...place, start: '2026-11-23T14:00:00Z' });
      expect(late.status).toBeGreaterThanOrEqual(400);
      expect(late.status).toBeLessThan(500);
    }
  });

  it('refuses, at the database, an appointment written at a closed place', async () => {
    const place = await addPublicPlace(call, 'Owner', a, 'Close Salon Raw');
    expect((await remove('Owner', place.placeId)).status).toBe(204);
    const [bookingRow] = await database.db
      .insert(schema.bookings)
      .values({ idempotencyKey: `raw-${target.kind}`, requestHash: 'x' })
      .returning();
    await expect(
      database.db.insert(schema.appointments).values({
        bookingId: bookingRow?.id ?? '',
        businessId: a.businessId,
        locationId: place.placeId,
        serviceId: place.serviceId,
        staffId: place.staffId,
        startsAt: new Date('2026-11-24T08:00:00Z'),
        endsAt: new Date('2026-11-24T09:00:00Z'),
        busyStartsAt: new Date('2026-11-24T08:00:00Z'),
        busyEndsAt: new Date('2026-11-24T09:00:00Z'),
        priceMinor: 2000,
        currency: 'EUR',
        durationMinutes: 60,
      }),
    ).rejects.toThrow();
  });
});
