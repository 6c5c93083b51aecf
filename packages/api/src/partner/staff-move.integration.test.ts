import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { everyDay, type PartnerIds, partnerKit } from '../testing/partner-kit.ts';
import { addPublicPlace, book, firstSlot, placeTestCast } from '../testing/second-place.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

/** A staff member moves to another place of the business (ADR 058). */
describe.each(await testDatabaseTargets())('moving a staff member on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const cookies: Record<string, string> = {};
  const kit = partnerKit(() => api, cookies);
  const { call, addStaff } = kit;
  const tag = `staff-move-${target.kind}`;
  let a: PartnerIds;
  let other: PartnerIds;
  let east: Awaited<ReturnType<typeof addPublicPlace>>;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { now: () => NOW });
    ({ a, other } = await placeTestCast(kit, database, tag, {
      business: 'Move Salon',
      other: 'Elsewhere Salon',
    }));
    east = await addPublicPlace(call, 'Owner', a, 'Move Salon East');
  });
  afterAll(() => drop());

  const move = (who: string, staffId: string, body: Record<string, unknown>, language = 'en') =>
    call(who, 'PATCH', `${a.base}/staff/${staffId}`, body, language);
  const staffRow = async (staffId: string) =>
    (await database.db.select().from(schema.staff).where(eq(schema.staff.id, staffId)))[0];

  it('moves a staff member with nothing to come, unlinking the old place’s services, linking new ones', async () => {
    const ana = await addStaff('Owner', a, 'Ana');
    const moved = await move('Manager', ana, { placeId: east.placeId, serviceIds: [east.serviceId] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ placeId: east.placeId, serviceIds: [east.serviceId] });
    expect(moved.body.workingHours).toHaveLength(everyDay.length);
    expect((await staffRow(ana))?.locationId).toBe(east.placeId);
    // Bookable at the new place at once.
    const slots = await call(
      'client',
      'GET',
      `/locations/${east.slug}/availability?service=${east.serviceId}&staff=${ana}&from=2026-11-23&to=2026-11-23`,
    );
    expect(slots.status).toBe(200);
    expect((slots.body.slots as unknown[]).length).toBeGreaterThan(0);

    // Moving without naming services leaves them with none there.
    const back = await move('Owner', ana, { placeId: a.placeId });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toMatchObject({ placeId: a.placeId, serviceIds: [] });
  });

  it('refuses a service of the old place with the move, and a place of another business', async () => {
    const bo = await addStaff('Owner', a, 'Bo');
    const wrongService = await move('Owner', bo, { placeId: east.placeId, serviceIds: [a.serviceId] });
    expect(wrongService.status).toBe(404);
    const foreign = await move('Owner', bo, { placeId: other.placeId });
    expect(foreign.status).toBe(404);
    expect((await staffRow(bo))?.locationId).toBe(a.placeId);
  });

  it('refuses the staff role (403) and another business (404)', async () => {
    expect((await move('Staff', a.staffId, { placeId: east.placeId })).status).toBe(403);
    expect((await move('Stranger', a.staffId, { placeId: east.placeId })).status).toBe(404);
    const fromOther = await call('Stranger', 'PATCH', `${other.base}/staff/${a.staffId}`, {
      placeId: other.placeId,
    });
    expect(fromOther.status).toBe(404);
    expect((await staffRow(a.staffId))?.locationId).toBe(a.placeId);
  });

  it('refuses while the staff member has appointments to come, with their count', async () => {
    const cleo = await addStaff('Owner', a, 'Cleo');
    const slug = (await call('Owner', 'GET', `${a.base}/places/${a.placeId}`)).body.slug as string;
    const start = await firstSlot(call, 'client', slug, a.serviceId);
    const booked = await book(call, 'client', { slug, serviceId: a.serviceId, staffId: cleo, start });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const refused = await move('Owner', cleo, { placeId: east.placeId }, 'fr');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'things-to-come', appointments: 1, sessions: 0 },
    });
    expect((refused.body.error as { message: string }).message).toMatch(/rendez-vous \(1\)/);
    expect((await staffRow(cleo))?.locationId).toBe(a.placeId);
  });

  it('never leaves a booking with a staff member who moved meanwhile', async () => {
    const dora = await addStaff('Owner', a, 'Dora');
    const slug = (await call('Owner', 'GET', `${a.base}/places/${a.placeId}`)).body.slug as string;
    const answers = await Promise.all([
      book(call, 'client', { slug, serviceId: a.serviceId, staffId: dora, start: '2026-11-24T09:00:00Z' }),
      move('Owner', dora, { placeId: east.placeId }),
    ]);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    const [booking, moved] = answers;
    expect(booking?.status === 201 && moved?.status === 200).toBe(false);
    const row = await staffRow(dora);
    expect(row?.locationId).toBe(moved?.status === 200 ? east.placeId : a.placeId);
  });
});
