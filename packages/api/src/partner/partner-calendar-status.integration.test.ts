import { schema } from '@kalendo/db';
import { buyActiveMembership, insertClass, insertPlan, testDatabaseTargets } from '@kalendo/db/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { at, NOW, partnerCalendarScenario } from '../testing/partner-calendar-scenario.ts';

/** An appointment's status changed by the place: arrival, completion, no-show, and cancellation with a reason. */
describe.each(await testDatabaseTargets())('partner calendar marks and cancellations on $kind', (target) => {
  const { world, call, clientVisit, auditActions, notificationsOfClient } = partnerCalendarScenario(target);

  it('marks arrival, completion and no-shows only from sensible states, audited', async () => {
    const { a, b } = world;
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

  it('cancels for the place with a reason: the client is told it, the audit log keeps it', async () => {
    const { database, a, b, ivanId, userIds } = world;
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
    const { database, a, userIds } = world;
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
});
