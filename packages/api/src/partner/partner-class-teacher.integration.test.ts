import { resultRows, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerCalendarScenario } from '../testing/partner-calendar-scenario.ts';

/** A session's teacher (ADR 057): another of the place's staff, never one busy then, decided by the database. */
describe.each(await testDatabaseTargets())('partner class session teacher on $kind', (target) => {
  const { world, call, walkIn, auditActions, notificationsOfClient } = partnerCalendarScenario(target);
  let classId = '';

  beforeAll(async () => {
    const created = await call('ownerA', 'POST', `${world.a.base}/classes`, {
      placeId: world.a.placeId,
      name: 'Pilates',
      durationMinutes: 60,
      priceMinor: 1500,
      currency: 'EUR',
      defaultCapacity: 8,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    classId = created.body.id as string;
  });

  /** A session of the class on A's clock (Sofia, UTC+2 in November), an hour long; answers its id. */
  async function session(date: string, time: string, staffId: string | null = null) {
    const made = await call('ownerA', 'POST', `${world.a.base}/class-sessions`, {
      classId,
      staffId,
      date,
      time,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return (made.body.items as Array<{ id: string }>)[0]?.id ?? '';
  }

  const assign = (sessionId: string, staffId: string, who = 'ownerA', language = 'en') =>
    call(who, 'PUT', `${world.a.base}/class-sessions/${sessionId}/teacher`, { staffId }, language);

  const teacherOf = async (sessionId: string) =>
    (
      await world.database.db
        .select({ staffId: schema.classSessions.instructorStaffId })
        .from(schema.classSessions)
        .where(eq(schema.classSessions.id, sessionId))
    )[0]?.staffId ?? null;

  /** Pairs of a staff member's busy things that overlap: sessions with sessions and with appointments. */
  async function overlapsOf(staffId: string) {
    const rows = resultRows<{ n: number }>(
      await world.database.db.execute(sql`
      select count(*)::int as n from class_sessions c
      join class_sessions d on d.instructor_staff_id = c.instructor_staff_id and d.id < c.id
        and d.cancelled_at is null and d.starts_at < c.ends_at and d.ends_at > c.starts_at
      where c.instructor_staff_id = ${staffId} and c.cancelled_at is null
      union all
      select count(*)::int from class_sessions c
      join appointments a on a.staff_id = c.instructor_staff_id and a.status <> 'cancelled'
        and a.busy_starts_at < c.ends_at and a.busy_ends_at > c.starts_at
      where c.instructor_staff_id = ${staffId} and c.cancelled_at is null`),
    );
    return rows.map((row) => Number(row.n));
  }

  it('gives a session another teacher of the place, audited; refuses another place, the staff role and a busy teacher', async () => {
    const { a, b, ivanId } = world;
    const first = await session('2026-11-24', '10:00', a.staffId);
    const second = await session('2026-11-24', '10:30');

    // The client (German) has a spot: told of the new teacher in the change's transaction.
    await world.database.db
      .insert(schema.classBookings)
      .values({ sessionId: second, userId: world.userIds.client ?? '', status: 'booked' });
    expect((await assign(second, ivanId, 'staffA')).status).toBe(403);
    expect((await assign(second, b.staffId)).status).toBe(404);
    const given = await assign(second, ivanId);
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body).toMatchObject({ id: second, staffId: ivanId, staffName: 'Ivan' });
    expect(await auditActions(second)).toEqual(['class-session.create', 'class-session.teacher']);
    const told = await notificationsOfClient();
    expect(told.map((row) => [row.kind, (row.params as { teacher?: string }).teacher])).toEqual([
      ['class-teacher-changed', 'Ivan'],
    ]);
    const inbox = await call('client', 'GET', '/me/notifications', undefined, 'de');
    expect(JSON.stringify(inbox.body)).toContain('Ivan');
    // The same teacher again changes nothing and writes no second audit row.
    expect((await assign(second, ivanId)).status).toBe(200);
    expect(await auditActions(second)).toEqual(['class-session.create', 'class-session.teacher']);

    // Maria teaches the first session, which overlaps: refused in the caller's language, naming the class.
    const busy = await assign(second, a.staffId, 'ownerA', 'bg');
    expect(busy.status).toBe(409);
    expect(busy.body.error).toMatchObject({ code: 'CONFLICT', details: { conflict: 'class-session' } });
    expect((busy.body.error as { message: string }).message).toMatch(/друго занятие/);
    expect(await teacherOf(second)).toBe(ivanId);
    expect(await teacherOf(first)).toBe(a.staffId);
    expect(await auditActions(second)).toEqual(['class-session.create', 'class-session.teacher']);
    expect(await notificationsOfClient()).toHaveLength(1);
  });

  it('refuses a teacher with a booked appointment then, and an appointment or a move onto a session', async () => {
    const { a, ivanId } = world;
    // Ivan has a haircut at 10:15 on the 25th (Sofia): a session at 10:00 cannot be his.
    expect((await walkIn(new Date('2026-11-25T08:15:00Z'), ivanId)).status).toBe(201);
    const third = await session('2026-11-25', '10:00');
    const busy = await assign(third, ivanId, 'ownerA', 'de');
    expect(busy.status).toBe(409);
    expect(busy.body.error).toMatchObject({ code: 'CONFLICT', details: { conflict: 'appointment' } });
    expect((busy.body.error as { message: string }).message).toMatch(/Termin/);
    expect(await teacherOf(third)).toBeNull();

    // Nor is a session made for him then, nor an appointment put over Maria's session.
    const made = await call('ownerA', 'POST', `${a.base}/class-sessions`, {
      classId,
      staffId: ivanId,
      date: '2026-11-25',
      time: '10:30',
    });
    expect(made.status).toBe(409);
    expect(made.body.error).toMatchObject({ details: { conflict: 'appointment' } });
    const taught = await session('2026-11-26', '10:00', a.staffId);
    // Refused as her class, not as an appointment she does not have, in the caller's language.
    const overClass = await walkIn(new Date('2026-11-26T08:30:00Z'), a.staffId, 'ownerA', 'P', {}, 'ru');
    expect(overClass.status).toBe(409);
    expect(overClass.body.error).toMatchObject({
      code: 'SLOT_UNAVAILABLE',
      details: { conflict: 'class-session' },
    });
    expect((overClass.body.error as { message: string }).message).toMatch(/ведёт занятие/);

    // Moving Maria's session onto her appointment is refused and leaves the session where it was.
    const later = await walkIn(new Date('2026-11-26T12:00:00Z'));
    expect(later.status).toBe(201);
    // Her appointment moved onto her class is refused as her class too.
    const onto = await call('ownerA', 'POST', `${a.base}/appointments/${later.body.id}/move`, {
      start: '2026-11-26T08:15:00.000Z',
      bookAnyway: true,
    });
    expect(onto.status, JSON.stringify(onto.body)).toBe(409);
    expect(onto.body.error).toMatchObject({ details: { conflict: 'class-session' } });
    expect((onto.body.error as { message: string }).message).toMatch(/teaches a class/);
    const moved = await call('ownerA', 'PATCH', `${a.base}/class-sessions/${taught}`, {
      startsAt: '2026-11-26T12:00:00.000Z',
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error).toMatchObject({ details: { conflict: 'appointment' } });
    const [row] = await world.database.db
      .select({ startsAt: schema.classSessions.startsAt })
      .from(schema.classSessions)
      .where(eq(schema.classSessions.id, taught));
    expect(row?.startsAt.toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(await auditActions(taught)).toEqual(['class-session.create']);
  });

  it('gives one teacher to only one of two overlapping sessions when 10 requests race', async () => {
    const { ivanId } = world;
    const one = await session('2026-11-27', '10:00');
    const other = await session('2026-11-27', '10:30');
    const targets = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? one : other));
    const answers = await Promise.all(targets.map((sessionId) => assign(sessionId, ivanId)));
    const winner = (await teacherOf(one)) === ivanId ? one : other;
    expect([await teacherOf(one), await teacherOf(other)].filter((id) => id === ivanId)).toHaveLength(1);
    answers.forEach((answer, i) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(targets[i] === winner ? 200 : 409);
    });
    expect(await overlapsOf(ivanId)).toEqual([0, 0]);
  });

  it('lets either the new teacher or one of the appointments racing it have the time, never both', async () => {
    const { ivanId } = world;
    const contested = await session('2026-11-28', '10:00');
    const answers = await Promise.all([
      assign(contested, ivanId),
      ...[0, 10, 20, 30].map((minutes) =>
        walkIn(
          new Date(Date.parse('2026-11-28T08:00:00Z') + minutes * 60_000),
          ivanId,
          'ownerA',
          `Client ${minutes}`,
        ),
      ),
    ]);
    const won = answers.filter((answer) => answer.status === 200 || answer.status === 201);
    expect(won, JSON.stringify(answers.map((answer) => answer.body))).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    expect(await overlapsOf(ivanId)).toEqual([0, 0]);
  });

  it('leaves an overlap made before the guard alone until its teacher or time changes', async () => {
    const { a, database } = world;
    await session('2026-11-30', '10:00', a.staffId);
    // A row as migration 0035 found it: written with the trigger off.
    await database.db.execute(
      sql`alter table class_sessions disable trigger class_sessions_busy_teacher_insert`,
    );
    const [old] = await database.db
      .insert(schema.classSessions)
      .values({
        classId,
        locationId: a.placeId,
        instructorStaffId: a.staffId,
        startsAt: new Date('2026-11-30T08:30:00Z'),
        endsAt: new Date('2026-11-30T09:30:00Z'),
        capacity: 5,
      })
      .returning({ id: schema.classSessions.id });
    await database.db.execute(
      sql`alter table class_sessions enable trigger class_sessions_busy_teacher_insert`,
    );
    const oldId = old?.id ?? '';
    // Its capacity and its spots are neither teacher nor time.
    expect((await call('ownerA', 'PATCH', `${a.base}/class-sessions/${oldId}`, { capacity: 6 })).status).toBe(
      200,
    );
    await database.db
      .update(schema.classSessions)
      .set({ bookedCount: 1 })
      .where(eq(schema.classSessions.id, oldId));
    // A move that keeps the overlap is refused.
    const moved = await call('ownerA', 'PATCH', `${a.base}/class-sessions/${oldId}`, {
      startsAt: '2026-11-30T08:45:00.000Z',
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error).toMatchObject({ details: { conflict: 'class-session' } });
  });
});
