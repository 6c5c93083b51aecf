import { PartnerCalendarSchema } from '@kalendo/contracts';
import { insertClass, insertClassSession, testDatabaseTargets } from '@kalendo/db/testing';
import { describe, expect, it } from 'vitest';
import {
  at,
  type CalendarBody,
  partnerCalendarScenario,
  WEEK,
} from '../testing/partner-calendar-scenario.ts';

/** What a place's week shows, to whom: the owner sees every column, a staff-role member their own only. */
describe.each(await testDatabaseTargets())('partner calendar reads on $kind', (target) => {
  const { world, call, walkIn, clientVisit, calendar } = partnerCalendarScenario(target);

  it('reads the week of a place: appointments with their clients, class sessions, staff and their hours', async () => {
    const { database, a, b, ivanId } = world;
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
    const { a, ivanId } = world;
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
    const { a, b } = world;
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
});
