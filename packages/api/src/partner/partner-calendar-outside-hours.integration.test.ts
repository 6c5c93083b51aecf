import { schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { at, HOUR, partnerCalendarScenario } from '../testing/partner-calendar-scenario.ts';

/** A walk-in or move outside the place's or staff member's hours: refused with why, then kept when confirmed. */
describe.each(await testDatabaseTargets())('partner calendar outside the hours on $kind', (target) => {
  const { world, call, walkIn, clientVisit } = partnerCalendarScenario(target);

  it('asks to confirm a walk-in or move outside the hours (409 OUTSIDE_HOURS, why), then books it anyway', async () => {
    const { database, a, ivanId } = world;
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
});
