import { type Database, resultRows, schema } from '@kalendo/db';
import { insertAppointment, testDatabaseTargets } from '@kalendo/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { everyDay, type PartnerIds, partnerKit } from '../testing/partner-kit.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

describe.each(await testDatabaseTargets())('partner edits after set-up on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const cookies: Record<string, string> = {};
  const { call, setUp } = partnerKit(() => api, cookies);
  let a: PartnerIds;
  let other: PartnerIds;
  /** A booked visit on Monday 23 November 09:00–09:45 in Sofia, with Maria, of the haircut. */
  let visitId: string;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { now: () => NOW });
    for (const who of ['owner', 'other'])
      cookies[who] = sessionCookieOf(
        await signUpThroughApi(api, { name: who, email: `${who}-edits-${target.kind}@example.com` }),
      );
    a = await setUp('owner', 'Edit Studio');
    other = await setUp('other', 'Other Studio');
    const visit = await insertAppointment(database.db, {
      location: { id: a.placeId, businessId: a.businessId },
      serviceId: a.serviceId,
      staffId: a.staffId,
      start: new Date('2026-11-23T07:00:00Z'),
      end: new Date('2026-11-23T07:45:00Z'),
    });
    visitId = visit.id;
  });
  afterAll(() => drop());

  /** The booked visit as it is stored: every column an edit could touch. */
  async function visit() {
    const [row] = await database.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.id, visitId));
    return row;
  }

  async function actions() {
    const rows = await database.db
      .select({ action: schema.partnerAuditLog.action })
      .from(schema.partnerAuditLog)
      .where(eq(schema.partnerAuditLog.businessId, a.businessId))
      .orderBy(schema.partnerAuditLog.createdAt);
    return rows.map((row) => row.action);
  }

  it("changes a service's fields and staff, audited, and leaves its booked appointment as it was", async () => {
    const before = await visit();
    const changed = await call('owner', 'PATCH', `${a.base}/services/${a.serviceId}`, {
      name: 'Long haircut',
      durationMinutes: 60,
      bufferAfterMinutes: 10,
      priceMinor: 4500,
      staffIds: [],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Long haircut',
      durationMinutes: 60,
      priceMinor: 4500,
      staffIds: [],
    });
    expect(await visit()).toEqual(before);
    expect((await actions()).at(-1)).toBe('service.update');
    const back = await call('owner', 'PATCH', `${a.base}/services/${a.serviceId}`, { staffIds: [a.staffId] });
    expect(back.body.staffIds).toEqual([a.staffId]);
  });

  it('refuses an empty patch, a staff member of another business and another business’s service', async () => {
    expect((await call('owner', 'PATCH', `${a.base}/services/${a.serviceId}`, {}, 'de')).status).toBe(400);
    const foreign = await call('owner', 'PATCH', `${a.base}/services/${a.serviceId}`, {
      staffIds: [other.staffId],
    });
    expect(foreign.status).toBe(404);
    expect(
      (await call('owner', 'PATCH', `${a.base}/services/${other.serviceId}`, { name: 'X' })).status,
    ).toBe(404);
    expect((await call('owner', 'PATCH', `${a.base}/staff/${other.staffId}`, { name: 'X' })).status).toBe(
      404,
    );
  });

  it('names the appointments a staff member’s new hours or time off would leave out, and changes nothing', async () => {
    const before = await visit();
    const noMondays = everyDay.filter((range) => range.weekday !== 1);
    const refused = await call(
      'owner',
      'PATCH',
      `${a.base}/staff/${a.staffId}`,
      { workingHours: noMondays },
      'bg',
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'BOOKINGS_AFFECTED',
      details: {
        count: 1,
        appointments: [
          {
            id: visitId,
            startsAt: '2026-11-23T07:00:00.000Z',
            serviceName: 'Long haircut',
            staffName: 'Maria',
          },
        ],
      },
    });
    const off = [{ startsAt: '2026-11-23T00:00:00Z', endsAt: '2026-11-24T00:00:00Z', reason: 'Sick' }];
    expect((await call('owner', 'PATCH', `${a.base}/staff/${a.staffId}`, { timeOff: off })).status).toBe(409);
    const lunch = [{ weekday: 1, start: '09:30', end: '10:00' }];
    expect((await call('owner', 'PATCH', `${a.base}/staff/${a.staffId}`, { breaks: lunch })).status).toBe(
      409,
    );
    const listed = await call('owner', 'GET', `${a.base}/staff`);
    expect((listed.body.items as Array<{ workingHours: unknown[]; timeOff: unknown[] }>)[0]).toMatchObject({
      workingHours: everyDay,
      timeOff: [],
      breaks: [],
    });
    expect(await visit()).toEqual(before);
  });

  it('adds and removes time off and renames a staff member when no booking is in the way', async () => {
    const off = [{ startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-03T00:00:00Z', reason: 'Holiday' }];
    const added = await call('owner', 'PATCH', `${a.base}/staff/${a.staffId}`, {
      name: 'Maria K.',
      timeOff: off,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ name: 'Maria K.', timeOff: [{ reason: 'Holiday' }] });
    const removed = await call('owner', 'PATCH', `${a.base}/staff/${a.staffId}`, { timeOff: [] });
    expect(removed.body.timeOff).toEqual([]);
  });

  it('makes every confirmed change and keeps the booking exactly as it was', async () => {
    const before = await visit();
    const keep = '?keepBookings=true';
    const noMondays = everyDay.filter((range) => range.weekday !== 1);
    const staffHours = await call('owner', 'PATCH', `${a.base}/staff/${a.staffId}${keep}`, {
      workingHours: noMondays,
    });
    expect(staffHours.status, JSON.stringify(staffHours.body)).toBe(200);
    expect(
      (await call('owner', 'PUT', `${a.base}/places/${a.placeId}/hours${keep}`, { weekly: noMondays }))
        .status,
    ).toBe(200);
    const closed = {
      from: '2026-11-23',
      to: '2026-11-23',
      days: [{ date: '2026-11-23', closed: true, note: 'Repairs' }],
    };
    expect(
      (await call('owner', 'PUT', `${a.base}/places/${a.placeId}/exceptions${keep}`, closed)).status,
    ).toBe(204);
    expect((await call('owner', 'DELETE', `${a.base}/services/${a.serviceId}${keep}`)).status).toBe(204);
    expect((await call('owner', 'DELETE', `${a.base}/staff/${a.staffId}${keep}`)).status).toBe(204);
    expect(await visit()).toEqual(before);
    expect(before?.status).toBe('booked');
    const kept = await database.db
      .select()
      .from(schema.partnerAuditLog)
      .where(eq(schema.partnerAuditLog.action, 'bookings.kept'))
      // In the order the changes were made (a select without an order has none).
      .orderBy(schema.partnerAuditLog.createdAt);
    expect(kept.map((row) => [row.subjectKind, row.after])).toEqual([
      ['staff', { appointmentIds: [visitId] }],
      ['place', { appointmentIds: [visitId] }],
      ['service', { appointmentIds: [visitId] }],
      ['staff', { appointmentIds: [visitId] }],
    ]);
    const notifications = await database.db.execute(sql`select count(*)::int as n from notifications`);
    expect(resultRows<{ n: number }>(notifications)[0]?.n).toBe(0);
    expect((await call('owner', 'GET', `${a.base}/services`)).body.items).toEqual([]);
  });

  it("lists the place's special days from today on, and another business's place is not found", async () => {
    await database.db.insert(schema.locationExceptions).values({
      locationId: a.placeId,
      date: '2026-11-01',
      closed: true,
      note: 'Past',
    });
    const later = {
      from: '2026-12-24',
      to: '2026-12-31',
      days: [{ date: '2026-12-31', closed: false, opens: '10:00', closes: '14:00' }],
    };
    expect((await call('owner', 'PUT', `${a.base}/places/${a.placeId}/exceptions`, later)).status).toBe(204);
    const listed = await call('owner', 'GET', `${a.base}/places/${a.placeId}/exceptions`);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      { date: '2026-11-23', closed: true, opens: null, closes: null, note: 'Repairs' },
      { date: '2026-12-31', closed: false, opens: '10:00', closes: '14:00', note: '' },
    ]);
    expect((await call('owner', 'GET', `${a.base}/places/${other.placeId}/exceptions`)).status).toBe(404);
  });
});
