import { PartnerCalendarSchema } from '@kalendo/contracts';
import { type Database, schema } from '@kalendo/db';
import {
  buyActiveMembership,
  insertAppointment,
  insertClass,
  insertClassSession,
  insertPlan,
  testDatabaseTargets,
} from '@kalendo/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { everyDay, type PartnerIds, partnerKit } from '../testing/partner-kit.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR);
const WEEK = 'from=2026-11-22T00:00:00Z&to=2026-11-29T00:00:00Z';

interface CalendarBody {
  from: string;
  column: string | null;
  staff: Array<{ id: string; name: string; workingHours: unknown[] }>;
  services: Array<{ id: string; name: string }>;
  appointments: Array<{
    id: string;
    status: string;
    staff: number;
    service: number;
    start: number;
    minutes: number;
    arrived: boolean;
    client: string;
  }>;
  classSessions: Array<{ className: string; capacity: number; bookedCount: number }>;
  truncated: boolean;
}

describe.each(await testDatabaseTargets())('partner calendar API on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const cookies: Record<string, string> = {};
  const { call, setUp } = partnerKit(() => api, cookies);
  const userIds: Record<string, string> = {};
  let a: PartnerIds;
  let b: PartnerIds;
  /** A second staff member of A who performs the haircut too. */
  let ivanId: string;

  const walkIn = (
    start: Date,
    staffId = a.staffId,
    who = 'ownerA',
    name = 'Petar Petrov',
    extra: Record<string, unknown> = {},
    language = 'en',
  ) =>
    call(
      who,
      'POST',
      `${a.base}/appointments`,
      {
        placeId: a.placeId,
        serviceId: a.serviceId,
        staffId,
        start: start.toISOString(),
        client: { name, phone: '+359 888 123 456' },
        ...extra,
      },
      language,
    );

  /** A booked appointment of the client (an account), written straight to the database. */
  const clientVisit = async (start: Date) =>
    (
      await insertAppointment(database.db, {
        location: { id: a.placeId, businessId: a.businessId },
        serviceId: a.serviceId,
        staffId: a.staffId,
        start,
        end: new Date(start.getTime() + 45 * 60_000),
        userId: userIds.client ?? null,
      })
    ).id;

  const calendar = async (who: string, query = '', language = 'en') =>
    call(who, 'GET', `${a.base}/calendar?placeId=${a.placeId}&${WEEK}${query}`, undefined, language);

  const auditActions = async (subjectId: string) =>
    (
      await database.db
        .select({ action: schema.partnerAuditLog.action })
        .from(schema.partnerAuditLog)
        .where(eq(schema.partnerAuditLog.subjectId, subjectId))
        .orderBy(schema.partnerAuditLog.createdAt)
    ).map((row) => row.action);

  const notificationsOfClient = () =>
    database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, userIds.client ?? ''));

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { now: () => NOW });
    for (const who of ['ownerA', 'staffA', 'ownerB', 'client'])
      cookies[who] = sessionCookieOf(
        await signUpThroughApi(api, {
          name: who,
          email: `${who.toLowerCase()}-c-${target.kind}@example.com`,
        }),
      );
    a = await setUp('ownerA', 'Nova Studio');
    b = await setUp('ownerB', 'Orbit Salon');
    const ivan = await call('ownerA', 'POST', `${a.base}/staff`, {
      placeId: a.placeId,
      name: 'Ivan',
      workingHours: everyDay,
      serviceIds: [a.serviceId],
    });
    expect(ivan.status, JSON.stringify(ivan.body)).toBe(201);
    ivanId = ivan.body.id as string;
    for (const user of await database.db.select().from(schema.users)) userIds[user.name] = user.id;
    await database.db
      .insert(schema.businessMembers)
      .values({ businessId: a.businessId, userId: userIds.staffA ?? '', role: 'staff', staffId: a.staffId });
    await database.db.update(schema.users).set({ locale: 'de' }).where(eq(schema.users.name, 'client'));
  });
  afterAll(() => drop());

  it('reads the week of a place: appointments with their clients, class sessions, staff and their hours', async () => {
    const visit = await clientVisit(at(21));
    const walked = await walkIn(at(22));
    expect(walked.status, JSON.stringify(walked.body)).toBe(201);
    expect(walked.body).toMatchObject({
      status: 'booked',
      client: { kind: 'walk-in', name: 'Petar Petrov', phone: '+359 888 123 456' },
      startsAt: at(22).toISOString(),
      priceMinor: 3000,
    });
    const slug = (await call('ownerA', 'GET', `${a.base}/places/${a.placeId}`)).body.slug as string;
    const yoga = await insertClass(database.db, slug, { name: 'Yoga' });
    await insertClassSession(database.db, yoga, { startsAt: at(26), capacity: 12, bookedCount: 5 });

    const read = await calendar('ownerA');
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(PartnerCalendarSchema.safeParse(read.body).error).toBeUndefined();
    const body = read.body as unknown as CalendarBody;
    expect(body.column).toBeNull();
    expect(body.staff.map((member) => member.name)).toEqual(['Ivan', 'Maria']);
    expect(body.staff[1]?.workingHours).toHaveLength(7);
    // What the grid draws: staff and service by index, start in minutes from `from`, length in minutes.
    const maria = body.staff.findIndex((member) => member.id === a.staffId);
    const minutesFrom = (instant: Date) => (instant.getTime() - Date.parse(body.from)) / 60_000;
    expect(body.services).toEqual([{ id: a.serviceId, name: expect.any(String) }]);
    expect(body.appointments).toEqual([
      {
        id: visit,
        staff: maria,
        service: 0,
        start: minutesFrom(at(21)),
        minutes: 45,
        status: 'booked',
        arrived: false,
        client: 'client',
      },
      expect.objectContaining({
        id: walked.body.id,
        staff: maria,
        start: minutesFrom(at(22)),
        client: 'Petar Petrov',
      }),
    ]);
    // The details of one, when it is opened.
    const details = await call('ownerA', 'GET', `${a.base}/appointments/${walked.body.id}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      client: { kind: 'walk-in', name: 'Petar Petrov', phone: '+359 888 123 456' },
      startsAt: at(22).toISOString(),
      priceMinor: 3000,
    });
    expect((await call('ownerB', 'GET', `${b.base}/appointments/${walked.body.id}`)).status).toBe(404);
    expect(body.classSessions).toEqual([
      expect.objectContaining({ className: 'Yoga', capacity: 12, bookedCount: 5 }),
    ]);
    expect(body.truncated).toBe(false);

    // One staff member's column only.
    const ivans = (await calendar('ownerA', `&staffId=${ivanId}`)).body as unknown as CalendarBody;
    expect(ivans.column).toBe(ivanId);
    expect(ivans.staff.map((member) => member.name)).toEqual(['Ivan']);
    expect(ivans.appointments).toEqual([]);
  });

  it("shows a staff-role member only their own column, also when they ask for another's", async () => {
    const ivans = await walkIn(at(27), ivanId);
    expect(ivans.status).toBe(201);
    for (const query of ['', `&staffId=${ivanId}`]) {
      const mine = await calendar('staffA', query);
      expect(mine.status).toBe(200);
      const body = mine.body as unknown as CalendarBody;
      expect(body.column).toBe(a.staffId);
      expect(body.staff.map((member) => member.id)).toEqual([a.staffId]);
      expect(body.appointments.length).toBeGreaterThan(0);
      expect(body.appointments.every((item) => item.staff === 0)).toBe(true);
      expect(body.appointments.map((item) => item.id)).not.toContain(ivans.body.id);
      expect(body.classSessions).toEqual([]);
    }
    // Another staff member's appointment is not theirs to open.
    expect((await call('staffA', 'GET', `${a.base}/appointments/${ivans.body.id}`)).status).toBe(404);
    const own = (await calendar('staffA')).body as unknown as CalendarBody;
    const first = own.appointments[0]?.id ?? '';
    expect((await call('staffA', 'GET', `${a.base}/appointments/${first}`)).status).toBe(200);
  });

  it('refuses a range over eight days or backwards, and bad ids, with a 400 in the caller language', async () => {
    const long = await call(
      'ownerA',
      'GET',
      `${a.base}/calendar?placeId=${a.placeId}&from=2026-11-22T00:00:00Z&to=2026-12-01T00:00:00Z`,
      undefined,
      'fr',
    );
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((long.body.error as { message: string }).message).not.toMatch(/information sent/);
    const backwards = `from=2026-11-29T00:00:00Z&to=2026-11-22T00:00:00Z`;
    expect((await call('ownerA', 'GET', `${a.base}/calendar?placeId=${a.placeId}&${backwards}`)).status).toBe(
      400,
    );
    expect((await call('ownerA', 'GET', `${a.base}/calendar?placeId=nope&${WEEK}`)).status).toBe(400);
    // Another business's place is not found.
    expect((await call('ownerA', 'GET', `${a.base}/calendar?placeId=${b.placeId}&${WEEK}`)).status).toBe(404);
  });

  it('marks arrival, completion and no-shows only from sensible states, audited', async () => {
    const visit = await clientVisit(at(1));
    const path = `${a.base}/appointments/${visit}/mark`;
    const early = await call('ownerA', 'POST', path, { mark: 'no-show' }, 'de');
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: 'MARK_REFUSED', details: { reason: 'too-early' } });
    expect((early.body.error as { message: string }).message).toMatch(/zu früh/);
    const arrived = await call('ownerA', 'POST', path, { mark: 'arrived' });
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
    expect(arrived.body).toMatchObject({ status: 'booked', arrivedAt: NOW.toISOString() });
    const noShow = await call('ownerA', 'POST', path, { mark: 'no-show' });
    expect(noShow.body.error).toMatchObject({ code: 'MARK_REFUSED', details: { reason: 'arrived' } });
    const completed = await call('ownerA', 'POST', path, { mark: 'completed' });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ status: 'completed' });
    const again = await call('ownerA', 'POST', path, { mark: 'arrived' });
    expect(again.body.error).toMatchObject({ code: 'MARK_REFUSED', details: { reason: 'closed' } });
    expect(await auditActions(visit)).toEqual(['appointment.arrived', 'appointment.completed']);

    expect((await call('ownerA', 'POST', path, { mark: 'gone' })).status).toBe(400);
    expect((await call('staffA', 'POST', path, { mark: 'completed' })).status).toBe(403);
    expect(
      (await call('ownerB', 'POST', `${b.base}/appointments/${visit}/mark`, { mark: 'arrived' })).status,
    ).toBe(404);
  });

  it('moves an appointment, tells its client in their language, replays a key and refuses a busy time', async () => {
    const visit = await clientVisit(at(45));
    const path = `${a.base}/appointments/${visit}/move`;
    const key = { 'Idempotency-Key': `move-${target.kind}-1` };
    const moved = await call('ownerA', 'POST', path, { start: at(46).toISOString() }, 'en', key);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ startsAt: at(46).toISOString(), staffId: a.staffId });
    const replay = await call('ownerA', 'POST', path, { start: at(46).toISOString() }, 'en', key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    const reused = await call('ownerA', 'POST', path, { start: at(47).toISOString() }, 'en', key);
    expect(reused.body.error).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });

    const told = (await notificationsOfClient()).filter((n) => n.kind === 'appointment-rescheduled');
    expect(told).toHaveLength(1);
    expect(told[0]?.actionUrl).toMatch(/^\/de\//);
    expect(told[0]?.params).toMatchObject({ previousStartsAt: at(45).toISOString() });

    // Another staff member who performs the service: the client is not told again (same time).
    const toIvan = await call('ownerA', 'POST', path, { staffId: ivanId });
    expect(toIvan.status).toBe(200);
    expect(toIvan.body).toMatchObject({ staffId: ivanId, startsAt: at(46).toISOString() });
    expect((await notificationsOfClient()).filter((n) => n.kind === 'appointment-rescheduled')).toHaveLength(
      1,
    );

    // Onto a time the staff member is busy: refused in the caller's language, nothing moved.
    const blocker = await walkIn(at(50), ivanId);
    expect(blocker.status).toBe(201);
    const busy = await call('ownerA', 'POST', path, { start: at(50).toISOString() }, 'bg');
    expect(busy.status).toBe(409);
    expect(busy.body.error).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    expect((busy.body.error as { message: string }).message).toMatch(/служител/);
    expect(await auditActions(visit)).toEqual(['appointment.move', 'appointment.move']);

    expect((await call('ownerA', 'POST', path, {})).status).toBe(400);
    expect((await call('ownerA', 'POST', path, { staffId: b.staffId })).status).toBe(400);
    expect((await call('ownerA', 'POST', path, { start: at(-2).toISOString() })).body.error).toMatchObject({
      code: 'START_IN_PAST',
    });
    expect((await call('staffA', 'POST', path, { start: at(52).toISOString() })).status).toBe(403);
    expect(
      (await call('ownerB', 'POST', `${b.base}/appointments/${visit}/move`, { staffId: b.staffId })).status,
    ).toBe(404);
  });

  it('cancels for the place with a reason: the client is told it, the audit log keeps it', async () => {
    const visit = await clientVisit(at(70));
    const path = `${a.base}/appointments/${visit}/cancel`;
    expect((await call('ownerA', 'POST', path, {}, 'it')).status).toBe(400);
    expect((await call('ownerA', 'POST', path, { reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await call('staffA', 'POST', path, { reason: 'Sick' })).status).toBe(403);
    expect(
      (await call('ownerB', 'POST', `${b.base}/appointments/${visit}/cancel`, { reason: 'x' })).status,
    ).toBe(404);
    const reason = 'Maria ist krank, bitte entschuldigen Sie';
    const cancelled = await call('ownerA', 'POST', path, { reason });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    const [told] = (await notificationsOfClient()).filter((n) => n.kind === 'appointment-cancelled-by-place');
    expect(told?.params).toMatchObject({ reason });
    const mine = await call('client', 'GET', '/me/notifications', undefined, 'de');
    expect(JSON.stringify(mine.body)).toContain(`Nachricht von Nova Studio Center: ${reason}`);
    const [row] = await database.db
      .select()
      .from(schema.partnerAuditLog)
      .where(
        and(
          eq(schema.partnerAuditLog.subjectId, visit),
          eq(schema.partnerAuditLog.action, 'appointment.cancel'),
        ),
      );
    expect(row).toMatchObject({ actorUserId: userIds.ownerA, after: { status: 'cancelled', reason } });
    const twice = await call('ownerA', 'POST', path, { reason: 'again' });
    expect(twice.body.error).toMatchObject({ code: 'ALREADY_CANCELLED' });
    // A cancelled appointment is not moved or marked.
    expect(
      (await call('ownerA', 'POST', `${a.base}/appointments/${visit}/move`, { staffId: ivanId })).status,
    ).toBe(409);
  });

  it("gives the client's membership back the credit a cancelled visit paid with", async () => {
    const slug = (await call('ownerA', 'GET', `${a.base}/places/${a.placeId}`)).body.slug as string;
    const pilates = await insertClass(database.db, slug, { name: 'Pilates' });
    const planId = await insertPlan(database.db, pilates, {
      name: 'Ten visits',
      credits: 10,
      serviceIds: [a.serviceId],
    });
    // Memberships are sold by published businesses only (ADR 052): the client bought this one once it was.
    await database.db
      .update(schema.businesses)
      .set({ publishedAt: NOW })
      .where(eq(schema.businesses.id, a.businessId));
    const membershipId = await buyActiveMembership(database.db, {
      userId: userIds.client ?? '',
      planId,
      now: NOW,
    });
    const visit = await clientVisit(at(75));
    await database.db
      .update(schema.appointments)
      .set({ membershipId })
      .where(eq(schema.appointments.id, visit));
    const cancelled = await call('ownerA', 'POST', `${a.base}/appointments/${visit}/cancel`, {
      reason: 'Closed',
    });
    expect(cancelled.status).toBe(200);
    const moves = await database.db
      .select({ change: schema.membershipCreditMoves.change, reason: schema.membershipCreditMoves.reason })
      .from(schema.membershipCreditMoves)
      .where(eq(schema.membershipCreditMoves.appointmentId, visit));
    expect(moves).toEqual([{ change: 1, reason: 'service-cancelled' }]);
  });

  it('books walk-ins only with a staff member of the place who performs the service, audited', async () => {
    const bad = await call(
      'ownerA',
      'POST',
      `${a.base}/appointments`,
      {
        placeId: a.placeId,
        serviceId: a.serviceId,
        staffId: a.staffId,
        start: at(80).toISOString(),
        client: { name: '', phone: 'call me' },
      },
      'es',
    );
    expect(bad.status).toBe(400);
    expect((bad.body.error as { message: string }).message).not.toMatch(/information sent/);
    expect((await walkIn(at(80), b.staffId)).status).toBe(400);
    expect((await walkIn(at(80), a.staffId, 'staffA')).status).toBe(403);
    expect((await walkIn(at(-3))).body.error).toMatchObject({ code: 'START_IN_PAST' });
    const booked = await walkIn(at(68));
    expect(booked.status).toBe(201);
    expect(await auditActions(booked.body.id as string)).toEqual(['appointment.walk-in']);
    const taken = await walkIn(at(68.5), ivanId);
    expect(taken.status).toBe(201);
    expect((await walkIn(at(68.5))).body.error).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
  });

  it('moves once when one move is sent five times at once with its key: the others are replays', async () => {
    const visit = await clientVisit(at(90));
    const key = { 'Idempotency-Key': `move-${target.kind}-twice` };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(
          'ownerA',
          'POST',
          `${a.base}/appointments/${visit}/move`,
          { start: at(91).toISOString() },
          'en',
          key,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(4);
    expect(await auditActions(visit)).toEqual(['appointment.move']);
  });

  it('lets exactly one of 20 concurrent walk-ins into one slot', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => walkIn(at(99), a.staffId, 'ownerA', `Client ${i}`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('lets exactly one of 20 concurrent moves into one slot', async () => {
    const visits: string[] = [];
    for (let i = 0; i < 20; i++) {
      const made = await walkIn(at(120 + i), a.staffId, 'ownerA', `Mover ${i}`, { bookAnyway: true });
      expect(made.status).toBe(201);
      visits.push(made.body.id as string);
    }
    const answers = await Promise.all(
      visits.map((visit) =>
        call('ownerA', 'POST', `${a.base}/appointments/${visit}/move`, {
          start: at(145).toISOString(),
          staffId: ivanId,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const inSlot = await database.db
      .select()
      .from(schema.appointments)
      .where(and(eq(schema.appointments.staffId, ivanId), eq(schema.appointments.startsAt, at(145))));
    expect(inSlot).toHaveLength(1);
  });

  it('asks to confirm a walk-in or move outside the hours (409 OUTSIDE_HOURS, why), then books it anyway', async () => {
    const late = at(176); // 22:00 in Sofia: the place is closed and nobody works.
    const refused = await walkIn(late, a.staffId, 'ownerA', 'Late Client', {}, 'de');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'OUTSIDE_HOURS',
      details: { reasons: ['place-closed', 'not-working'] },
    });
    expect((refused.body.error as { message: string }).message).toMatch(/trotzdem/);
    const lateRows = () =>
      database.db.select().from(schema.appointments).where(eq(schema.appointments.clientName, 'Late Client'));
    expect(await lateRows()).toHaveLength(0);
    const anyway = await walkIn(late, a.staffId, 'ownerA', 'Late Client', { bookAnyway: true });
    expect(anyway.status, JSON.stringify(anyway.body)).toBe(201);
    expect(await lateRows()).toHaveLength(1);

    // Ivan's time off, inside the place's hours: only that is named.
    const noon = at(168); // 12:00Z, 14:00 in Sofia
    await database.db.insert(schema.staffTimeOff).values({
      staffId: ivanId,
      startsAt: noon,
      endsAt: new Date(noon.getTime() + 2 * HOUR),
    });
    expect((await walkIn(noon, ivanId)).body.error).toMatchObject({
      code: 'OUTSIDE_HOURS',
      details: { reasons: ['time-off'] },
    });

    // A move: inside the hours as before; outside them only when confirmed, and the audit says so.
    const visit = await clientVisit(at(164));
    const path = `${a.base}/appointments/${visit}/move`;
    expect((await call('ownerA', 'POST', path, { start: at(165).toISOString() })).status).toBe(200);
    const outside = await call('ownerA', 'POST', path, { start: late.toISOString(), staffId: ivanId });
    expect(outside.status).toBe(409);
    expect(outside.body.error).toMatchObject({ code: 'OUTSIDE_HOURS' });
    // Onto Ivan's time off: refused as such, nothing moved.
    const onTimeOff = await call('ownerA', 'POST', path, { start: noon.toISOString(), staffId: ivanId });
    expect(onTimeOff.body.error).toMatchObject({ details: { reasons: ['time-off'] } });
    const confirmed = await call('ownerA', 'POST', path, {
      start: new Date(late.getTime() + HOUR).toISOString(),
      bookAnyway: true,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const audits = await database.db
      .select({ after: schema.partnerAuditLog.after })
      .from(schema.partnerAuditLog)
      .where(eq(schema.partnerAuditLog.subjectId, visit))
      .orderBy(schema.partnerAuditLog.createdAt);
    expect(audits.map((row) => (row.after as { bookAnyway?: boolean }).bookAnyway ?? false)).toEqual([
      false,
      true,
    ]);
    // An overlap stays refused by the database, confirmed or not.
    expect(
      (await walkIn(new Date(late.getTime() + HOUR), a.staffId, 'ownerA', 'Clash', { bookAnyway: true })).body
        .error,
    ).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
  });

  it('refuses a walk-in with a staff member who does not do the service, saying so', async () => {
    const made = await call('ownerA', 'POST', `${a.base}/staff`, {
      placeId: a.placeId,
      name: 'Zora',
      workingHours: everyDay,
      serviceIds: [],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const refused = await walkIn(at(170), made.body.id as string, 'ownerA', 'Petar Petrov', {}, 'fr');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { reason: 'staff-not-performing', fields: [{ path: 'staffId' }] },
    });
    expect((refused.body.error as { message: string }).message).toMatch(/prestation/);
  });
});
