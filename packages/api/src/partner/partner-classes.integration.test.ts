import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { type PartnerIds, partnerKit } from '../testing/partner-kit.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

describe.each(await testDatabaseTargets())('partner classes and memberships API on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const cookies: Record<string, string> = {};
  const userIds: Record<string, string> = {};
  const { call, setUp } = partnerKit(() => api, cookies);
  let a: PartnerIds;
  let classId = '';
  let sessionIds: string[] = [];

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { now: () => NOW });
    const people = ['ownerA', 'managerA', 'staffA', 'ana', 'boris', 'vera'];
    for (const who of people)
      cookies[who] = sessionCookieOf(
        await signUpThroughApi(api, {
          name: who,
          email: `${who.toLowerCase()}-c-${target.kind}@example.com`,
        }),
      );
    const users = await database.db
      .select({ id: schema.users.id, name: schema.users.name })
      .from(schema.users);
    for (const user of users) userIds[user.name] = user.id;
    a = await setUp('ownerA', 'Flow Yoga');
    await database.db.insert(schema.businessMembers).values([
      { businessId: a.businessId, userId: userIds.managerA ?? '', role: 'manager' },
      { businessId: a.businessId, userId: userIds.staffA ?? '', role: 'staff', staffId: a.staffId },
    ]);
  });
  afterAll(() => drop());

  const audit = (action: string) =>
    database.db
      .select()
      .from(schema.partnerAuditLog)
      .where(
        and(eq(schema.partnerAuditLog.businessId, a.businessId), eq(schema.partnerAuditLog.action, action)),
      );

  it('adds a class type and a weekly series of sessions at the same local time, audited', async () => {
    const created = await call('managerA', 'POST', `${a.base}/classes`, {
      placeId: a.placeId,
      name: 'Vinyasa',
      durationMinutes: 60,
      priceMinor: 1500,
      currency: 'EUR',
      defaultCapacity: 12,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    classId = created.body.id as string;
    const series = await call('ownerA', 'POST', `${a.base}/class-sessions`, {
      classId,
      staffId: a.staffId,
      date: '2026-11-24',
      time: '18:30',
      weeks: 3,
      capacity: 2,
      waitlistCapacity: 5,
    });
    expect(series.status, JSON.stringify(series.body)).toBe(201);
    const items = series.body.items as Array<{
      id: string;
      startsAt: string;
      staffName: string;
      capacity: number;
    }>;
    expect(items.map((item) => item.startsAt)).toEqual([
      '2026-11-24T16:30:00.000Z',
      '2026-12-01T16:30:00.000Z',
      '2026-12-08T16:30:00.000Z',
    ]);
    expect(items[0]).toMatchObject({ staffName: 'Maria', capacity: 2 });
    sessionIds = items.map((item) => item.id);
    expect(await audit('class-session.create')).toHaveLength(3);

    const week = await call(
      'staffA',
      'GET',
      `${a.base}/class-sessions?placeId=${a.placeId}&from=2026-11-23T00:00:00Z&to=2026-11-30T00:00:00Z`,
    );
    expect(week.status).toBe(200);
    expect((week.body.items as Array<{ id: string }>).map((item) => item.id)).toEqual([sessionIds[0]]);
  });

  it('refuses a series whose first start has passed, and makes none of it', async () => {
    const refused = await call('ownerA', 'POST', `${a.base}/class-sessions`, {
      classId,
      date: '2026-11-22',
      time: '09:00',
      weeks: 4,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'START_IN_PAST' });
    expect(await audit('class-session.create')).toHaveLength(3);
  });

  it('shows who booked and who waits in order, and never lowers capacity below the spots taken', async () => {
    const [first] = sessionIds;
    const hold = (who: string, status: 'booked' | 'waitlisted', minute: number) =>
      database.db.insert(schema.classBookings).values({
        sessionId: first ?? '',
        userId: userIds[who] ?? '',
        status,
        createdAt: new Date(NOW.getTime() - (60 - minute) * 60_000),
      });
    await hold('boris', 'booked', 1);
    await hold('ana', 'booked', 2);
    await hold('vera', 'waitlisted', 3);
    await database.db
      .update(schema.classSessions)
      .set({ bookedCount: 2 })
      .where(eq(schema.classSessions.id, first ?? ''));

    const people = await call('staffA', 'GET', `${a.base}/class-sessions/${first}/people`);
    expect(people.status).toBe(200);
    const names = (list: unknown) => (list as Array<{ name: string }>).map((person) => person.name);
    expect(names(people.body.attendees)).toEqual(['boris', 'ana']);
    expect(names(people.body.waitlist)).toEqual(['vera']);
    expect(people.body.session).toMatchObject({ bookedCount: 2, waitlisted: 1 });

    const lower = await call('ownerA', 'PATCH', `${a.base}/class-sessions/${first}`, { capacity: 1 }, 'de');
    expect(lower.status).toBe(409);
    expect(lower.body.error).toMatchObject({ code: 'CAPACITY_BELOW_BOOKED', details: { count: 2 } });
    expect((lower.body.error as { message: string }).message).toContain('2 Plätze');
    const raised = await call('ownerA', 'PATCH', `${a.base}/class-sessions/${first}`, { capacity: 8 });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body).toMatchObject({ capacity: 8, bookedCount: 2 });
    const [change] = await audit('class-session.update');
    expect(change?.before).toMatchObject({ capacity: 2 });
    expect(change?.after).toMatchObject({ capacity: 8 });
  });

  it('moves a session and tells its clients', async () => {
    const moved = await call('ownerA', 'PATCH', `${a.base}/class-sessions/${sessionIds[0]}`, {
      startsAt: '2026-11-24T17:00:00Z',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({
      startsAt: '2026-11-24T17:00:00.000Z',
      endsAt: '2026-11-24T18:00:00.000Z',
    });
    const told = await database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.kind, 'class-session-moved'));
    expect(told).toHaveLength(3);
  });

  it('cancels a session with its reason: spots released, everyone told, refused the second time', async () => {
    const cancelled = await call('managerA', 'POST', `${a.base}/class-sessions/${sessionIds[0]}/cancel`, {
      reason: 'The teacher is ill',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ bookedCount: 0, cancelledAt: NOW.toISOString() });
    const held = await database.db
      .select({ status: schema.classBookings.status })
      .from(schema.classBookings)
      .where(eq(schema.classBookings.sessionId, sessionIds[0] ?? ''));
    expect(held.map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    const told = await database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.kind, 'class-session-cancelled'));
    expect(told).toHaveLength(3);
    const [row] = await audit('class-session.cancel');
    expect(row?.after).toMatchObject({ reason: 'The teacher is ill', told: 3 });

    const again = await call('ownerA', 'POST', `${a.base}/class-sessions/${sessionIds[0]}/cancel`, {
      reason: 'x',
    });
    expect(again.status).toBe(409);
    expect((again.body.error as { message: string }).message).toBe(
      'This class session is already cancelled.',
    );
    const edit = await call('ownerA', 'PATCH', `${a.base}/class-sessions/${sessionIds[0]}`, { capacity: 3 });
    expect(edit.status).toBe(409);
  });

  it('creates, edits and retires a plan; a retired plan keeps the memberships bought', async () => {
    const plan = {
      name: '10 classes',
      priceMinor: 12000,
      currency: 'EUR',
      periodDays: 60,
      credits: 10,
      classIds: [classId],
    };
    const created = await call('ownerA', 'POST', `${a.base}/membership-plans`, plan);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ ...plan, active: true, serviceIds: [] });
    const planId = created.body.id as string;
    const edited = await call('managerA', 'PUT', `${a.base}/membership-plans/${planId}`, {
      ...plan,
      priceMinor: 13000,
      classIds: [],
      serviceIds: [a.serviceId],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ priceMinor: 13000, classIds: [], serviceIds: [a.serviceId] });
    const nothing = await call('ownerA', 'POST', `${a.base}/membership-plans`, { ...plan, classIds: [] });
    expect(nothing.status).toBe(400);

    const [bought] = await database.db
      .insert(schema.memberships)
      .values({
        userId: userIds.ana ?? '',
        planId,
        businessId: a.businessId,
        validFrom: NOW,
        validUntil: new Date(NOW.getTime() + 60 * 86_400_000),
        creditsLeft: 10,
        status: 'pending',
      })
      .returning();
    const retired = await call('ownerA', 'POST', `${a.base}/membership-plans/${planId}/retire`);
    expect(retired.status).toBe(200);
    expect(retired.body).toMatchObject({ active: false });
    expect((await call('ownerA', 'POST', `${a.base}/membership-plans/${planId}/retire`)).status).toBe(200);
    expect(await audit('membership-plan.retire')).toHaveLength(1);
    const kept = await database.db
      .select()
      .from(schema.memberships)
      .where(eq(schema.memberships.id, bought?.id ?? ''));
    expect(kept).toHaveLength(1);
  });

  it('lists memberships waiting for payment and activates one once under 20 requests at once', async () => {
    const pending = await call('staffA', 'GET', `${a.base}/memberships/pending`);
    expect(pending.status).toBe(200);
    const items = pending.body.items as Array<{ id: string; clientName: string; planName: string }>;
    expect(items.map((item) => [item.clientName, item.planName])).toEqual([['ana', '10 classes']]);
    const id = items[0]?.id ?? '';
    expect((await call('staffA', 'POST', `${a.base}/memberships/${id}/activate`)).status).toBe(403);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('ownerA', 'POST', `${a.base}/memberships/${id}/activate`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers[0]?.body).toMatchObject({ status: 'active', validFrom: NOW.toISOString() });
    expect(await audit('membership.activate')).toHaveLength(1);
    // The client is told once, in the activation's transaction, and reads it in their language.
    const told = await database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.kind, 'membership-activated'));
    expect(told.map((row) => row.userId)).toEqual([userIds.ana]);
    const inbox = await call('ana', 'GET', '/me/notifications', undefined, 'de');
    const [first] = inbox.body.items as Array<{ kind: string; title: string; body: string }>;
    expect(first).toMatchObject({ kind: 'membership-activated', title: 'Mitgliedschaft aktiv' });
    expect(first?.body).toContain('10 classes bei Flow Yoga ist bezahlt und aktiv');
    expect(
      ((await call('ownerA', 'GET', `${a.base}/memberships/pending`)).body.items as unknown[]).length,
    ).toBe(0);

    await database.db
      .update(schema.memberships)
      .set({ status: 'cancelled' })
      .where(eq(schema.memberships.id, id));
    const refused = await call('ownerA', 'POST', `${a.base}/memberships/${id}/activate`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', details: { status: 'cancelled' } });
    expect(
      await database.db
        .select()
        .from(schema.notifications)
        .where(eq(schema.notifications.kind, 'membership-activated')),
    ).toHaveLength(1);
  });
});
