import { testDatabaseTargets } from '@kalendo/db/testing';
import { describe, expect, it } from 'vitest';
import { at, partnerCalendarScenario } from '../testing/partner-calendar-scenario.ts';
import { everyDay } from '../testing/partner-kit.ts';

/** Walk-in and phone clients booked by the place: who may perform, one winner of a race. */
describe.each(await testDatabaseTargets())('partner calendar walk-ins on $kind', (target) => {
  const { world, call, walkIn, auditActions } = partnerCalendarScenario(target);

  it('books walk-ins only with a staff member of the place who performs the service, audited', async () => {
    const { a, b, ivanId } = world;
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

  it('lets exactly one of 20 concurrent walk-ins into one slot', async () => {
    const { a } = world;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => walkIn(at(99), a.staffId, 'ownerA', `Client ${i}`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('refuses a walk-in with a staff member who does not do the service, saying so', async () => {
    const { a } = world;
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
