import { schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { at, partnerCalendarScenario } from '../testing/partner-calendar-scenario.ts';

/** Moving an appointment to another time or staff member: the client told, keys replayed, one winner of a race. */
describe.each(await testDatabaseTargets())('partner calendar moves on $kind', (target) => {
  const { world, call, walkIn, clientVisit, auditActions, notificationsOfClient } =
    partnerCalendarScenario(target);

  it('moves an appointment, tells its client in their language, replays a key and refuses a busy time', async () => {
    const { a, b, ivanId } = world;
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

  it('moves once when one move is sent five times at once with its key: the others are replays', async () => {
    const { a } = world;
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

  it('lets exactly one of 20 concurrent moves into one slot', async () => {
    const { database, a, ivanId } = world;
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
});
