import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { everyDay, partnerPlace } from '../testing/partner-kit.ts';
import {
  databaseDigest,
  partnerSetupWorld,
  SETUP_NOW,
  type SetupIds,
} from '../testing/partner-setup-world.ts';

const NOW = SETUP_NOW;
const weekdays = everyDay;
const place = partnerPlace;

describe.each(await testDatabaseTargets())('partner set-up API on $kind', (target) => {
  const world = partnerSetupWorld(target);
  const { call } = world;
  let database: Database;
  let a: SetupIds;

  beforeAll(() => {
    ({ database, a } = world);
  });
  const digest = () => databaseDigest(database);

  it('lists the businesses of the caller only, with their role', async () => {
    const mine = await call('ownerA', 'GET', '/partner/businesses');
    expect(
      (mine.body.items as Array<{ id: string; role: string }>).map((item) => [item.id, item.role]),
    ).toEqual([[a.businessId, 'owner']]);
    const staffs = await call('staffA', 'GET', '/partner/businesses');
    expect((staffs.body.items as Array<{ role: string }>).map((item) => item.role)).toEqual(['staff']);
    expect((await call('nobody', 'GET', '/partner/businesses')).status).toBe(401);
  });

  it('keeps a business out of search until it is published, then finds it, offers slots and takes a booking', async () => {
    const search = async () =>
      JSON.stringify((await call('client', 'GET', `/search?q=${encodeURIComponent('Nova Studio')}`)).body);
    const slug = (await call('ownerA', 'GET', `${a.base}/places/${a.placeId}`)).body.slug as string;
    expect(await search()).not.toContain(slug);
    expect((await call('client', 'GET', `/locations/${slug}`)).status).toBe(404);

    const published = await call('ownerA', 'POST', `${a.base}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.publishedAt).toBe(NOW.toISOString());
    expect(await search()).toContain(slug);
    const query = `service=${a.serviceId}&staff=any&from=2026-11-23&to=2026-11-23`;
    const slots = await call('client', 'GET', `/locations/${slug}/availability?${query}`);
    const starts = (slots.body.slots as Array<{ start: string }>).map((slot) => slot.start);
    expect(starts[0]).toBe('2026-11-23T07:00:00Z');
    const booking = await call('client', 'POST', '/bookings', {
      items: [{ locationSlug: slug, serviceId: a.serviceId, staffId: 'any', start: '2026-11-23T07:00:00Z' }],
    });
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);
  });

  it('refuses to publish an incomplete business and says what is missing', async () => {
    const created = await call('ownerB', 'POST', '/partner/businesses', {
      name: 'Empty',
      locale: 'en',
      place: place('Empty'),
    });
    const refused = await call(
      'ownerB',
      'POST',
      `/partner/businesses/${created.body.id}/publish`,
      undefined,
      'bg',
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'BUSINESS_INCOMPLETE',
      details: { missing: ['opening-hours', 'bookable-service'] },
    });
    expect((refused.body.error as { message: string }).message).toMatch(/^Бизнесът/);
  });

  it('refuses with 409 and changes nothing when a change would leave a booked appointment behind', async () => {
    const before = await digest();
    const deleting = await call('ownerA', 'DELETE', `${a.base}/services/${a.serviceId}`, undefined, 'de');
    expect(deleting.status).toBe(409);
    expect(deleting.body.error).toMatchObject({ code: 'BOOKINGS_AFFECTED', details: { count: 1 } });
    expect((deleting.body.error as { message: string }).message).toContain('betroffene Termine: 1');
    expect((await call('ownerA', 'DELETE', `${a.base}/staff/${a.staffId}`)).status).toBe(409);
    const noMondays = weekdays.filter((range) => range.weekday !== 1);
    expect(
      (await call('ownerA', 'PUT', `${a.base}/places/${a.placeId}/hours`, { weekly: noMondays })).status,
    ).toBe(409);
    const closed = { from: '2026-11-23', to: '2026-11-23', days: [{ date: '2026-11-23', closed: true }] };
    expect((await call('ownerA', 'PUT', `${a.base}/places/${a.placeId}/exceptions`, closed)).status).toBe(
      409,
    );
    expect(await digest()).toBe(before);
    const afternoon = weekdays.map((range) => ({ ...range, start: '08:00' }));
    expect(
      (await call('managerA', 'PUT', `${a.base}/places/${a.placeId}/hours`, { weekly: afternoon })).status,
    ).toBe(200);
  });

  it('refuses invalid input with a 400 in the caller language', async () => {
    const bad = await call(
      'ownerA',
      'POST',
      `${a.base}/services`,
      { placeId: a.placeId, name: '', durationMinutes: 0 },
      'fr',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    const badPolicy = {
      horizonDays: 0,
      leadTimeMinutes: -1,
      cancellationWindowMinutes: 0,
      slotStepMinutes: 15,
    };
    expect((await call('ownerA', 'PUT', `${a.base}/places/${a.placeId}/policy`, badPolicy)).status).toBe(400);
  });

  it('records who changed what, before and after, for every write', async () => {
    const rows = await database.db
      .select()
      .from(schema.partnerAuditLog)
      .where(eq(schema.partnerAuditLog.businessId, a.businessId))
      .orderBy(schema.partnerAuditLog.createdAt);
    expect(rows.map((row) => row.action)).toEqual([
      'business.create',
      'place.create',
      'place.hours',
      'staff.create',
      'service.create',
      'member.invite',
      'business.publish',
      'place.hours',
    ]);
    const hours = rows.at(-1);
    expect(hours?.before).toEqual(weekdays);
    expect(hours?.after).toEqual(weekdays.map((range) => ({ ...range, start: '08:00' })));
    await expect(database.db.execute(sql`delete from partner_audit_log`)).rejects.toThrow();
  });

  it("lets a manager change a place's details, audited", async () => {
    const changed = await call('managerA', 'PATCH', `${a.base}/places/${a.placeId}`, {
      name: 'Nova Studio West',
      latitude: 42.7,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Nova Studio West', latitude: 42.7 });
    const [row] = await database.db
      .select()
      .from(schema.partnerAuditLog)
      .where(eq(schema.partnerAuditLog.action, 'place.update'));
    expect(row).toMatchObject({
      businessId: a.businessId,
      subjectId: a.placeId,
      after: { name: 'Nova Studio West' },
    });
  });
});
