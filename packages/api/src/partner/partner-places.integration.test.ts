import { type Database, resultRows, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { joinTeam } from '../testing/join-team.ts';
import { everyDay, type PartnerIds, partnerKit, partnerPlace } from '../testing/partner-kit.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

/** A business adds a second place, which goes public only once complete on its own (ADR 056). */
describe.each(await testDatabaseTargets())('adding a place to a business on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const cookies: Record<string, string> = {};
  const { call, setUp, signUpAll } = partnerKit(() => api, cookies);
  const tag = `places-${target.kind}`;
  let a: PartnerIds;
  let businessSlug = '';

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { now: () => NOW });
    await signUpAll(['Owner', 'Manager', 'Staff', 'client'], tag);
    a = await setUp('Owner', 'Two Rooms');
    for (const [who, role] of [
      ['Manager', 'manager'],
      ['Staff', 'staff'],
    ] as const)
      await joinTeam({ call }, database, {
        owner: 'Owner',
        ids: a,
        who,
        email: `${who.toLowerCase()}-${tag}@example.com`,
        role,
      });
    const published = await call('Owner', 'POST', `${a.base}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    businessSlug = published.body.slug as string;
  });
  afterAll(() => drop());

  const placesOf = async () =>
    database.db.select().from(schema.locations).where(eq(schema.locations.businessId, a.businessId));
  const auditOf = (placeId: string, action: string) =>
    database.db
      .select()
      .from(schema.partnerAuditLog)
      .where(and(eq(schema.partnerAuditLog.subjectId, placeId), eq(schema.partnerAuditLog.action, action)));
  const inSearch = async (placeId: string) =>
    resultRows(await database.db.execute(sql`select 1 from location_search where location_id = ${placeId}`))
      .length > 0;
  const onBusinessPage = async (slug: string) => {
    const page = await call('nobody', 'GET', `/businesses/${businessSlug}`);
    expect(page.status).toBe(200);
    return (page.body.locations as Array<{ slug: string }>).some((card) => card.slug === slug);
  };

  it('adds a place with its hours for an owner or a manager, audited, listed in the portal, not yet public', async () => {
    const added = await call('Owner', 'POST', `${a.base}/places`, {
      ...partnerPlace('Two Rooms East'),
      phone: '+359 2 123 4567',
      weekly: everyDay,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ name: 'Two Rooms East', publishedAt: null, phone: '+359 2 123 4567' });
    expect(added.body.weekly).toHaveLength(7);
    const placeId = added.body.id as string;
    expect(await auditOf(placeId, 'place.create')).toHaveLength(1);
    expect(await auditOf(placeId, 'place.hours')).toHaveLength(1);

    const business = await call('Owner', 'GET', a.base);
    const places = business.body.places as Array<{ id: string; publishedAt: string | null }>;
    expect(places.map((place) => place.id)).toContain(placeId);
    expect(places.find((place) => place.id === a.placeId)?.publishedAt).not.toBeNull();

    const slug = added.body.slug as string;
    expect((await call('nobody', 'GET', `/locations/${slug}`)).status).toBe(404);
    expect(await inSearch(placeId)).toBe(false);
    expect(await onBusinessPage(slug)).toBe(false);

    const byManager = await call('Manager', 'POST', `${a.base}/places`, partnerPlace('Two Rooms South'));
    expect(byManager.status, JSON.stringify(byManager.body)).toBe(201);
    expect(byManager.body.weekly).toEqual([]);
  });

  it('refuses the staff role and bad input in the caller’s language, writing nothing', async () => {
    const before = await placesOf();
    const refused = await call('Staff', 'POST', `${a.base}/places`, partnerPlace('Staff Room'));
    expect(refused.status).toBe(403);
    const bad = await call(
      'Owner',
      'POST',
      `${a.base}/places`,
      {
        ...partnerPlace(''),
        timeZone: 'Mars/Olympus',
        weekly: [{ weekday: 1, start: '18:00', end: '09:00' }],
      },
      'de',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    const message = (bad.body.error as { message: string }).message;
    expect(message).not.toBe('');
    const english = await call('Owner', 'POST', `${a.base}/places`, { ...partnerPlace('') }, 'en');
    expect((english.body.error as { message: string }).message).not.toBe(message);
    const fields = JSON.stringify((bad.body.error as { details: unknown }).details);
    for (const field of ['name', 'timeZone', 'weekly']) expect(fields).toContain(field);
    expect(await placesOf()).toHaveLength(before.length);
  });

  it('publishes a place only when it is complete by the publish checks, then shows it and takes bookings', async () => {
    const added = await call('Owner', 'POST', `${a.base}/places`, { ...partnerPlace('Two Rooms North') });
    const placeId = added.body.id as string;
    const slug = added.body.slug as string;
    const publish = (language = 'en') =>
      call('Manager', 'POST', `${a.base}/places/${placeId}/publish`, undefined, language);

    const bare = await publish('bg');
    expect(bare.status).toBe(422);
    expect(bare.body.error).toMatchObject({
      code: 'BUSINESS_INCOMPLETE',
      details: { missing: ['opening-hours', 'bookable-service'] },
    });
    expect((bare.body.error as { message: string }).message).toMatch(/^Този обект/);

    // The first place's hours, staff and service do not count for this one.
    expect(
      (await call('Owner', 'PUT', `${a.base}/places/${placeId}/hours`, { weekly: everyDay })).status,
    ).toBe(200);
    const withHours = await publish();
    expect(withHours.body.error).toMatchObject({ details: { missing: ['bookable-service'] } });
    expect(await auditOf(placeId, 'place.publish')).toHaveLength(0);

    // Services and staff are added to the new place as to the first one.
    const member = await call('Owner', 'POST', `${a.base}/staff`, {
      placeId,
      name: 'Elena',
      workingHours: everyDay,
    });
    expect(member.status, JSON.stringify(member.body)).toBe(201);
    const service = await call('Owner', 'POST', `${a.base}/services`, {
      placeId,
      name: 'Manicure',
      durationMinutes: 60,
      priceMinor: 2500,
      currency: 'EUR',
      staffIds: [member.body.id],
    });
    expect(service.status, JSON.stringify(service.body)).toBe(201);
    const query = `service=${service.body.id}&staff=any&from=2026-11-23&to=2026-11-23`;
    expect((await call('client', 'GET', `/locations/${slug}/availability?${query}`)).status).toBe(404);

    // Published by several at once: one change, one audit entry.
    const answers = await Promise.all([publish(), publish(), publish(), publish()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers[0]?.body.publishedAt).toBe(NOW.toISOString());
    expect(await auditOf(placeId, 'place.publish')).toHaveLength(1);

    expect((await call('nobody', 'GET', `/locations/${slug}`)).status).toBe(200);
    expect(await inSearch(placeId)).toBe(true);
    expect(await onBusinessPage(slug)).toBe(true);
    const slots = await call('client', 'GET', `/locations/${slug}/availability?${query}`);
    expect(slots.status, JSON.stringify(slots.body)).toBe(200);
    const start = (slots.body.slots as Array<{ start: string }>)[0]?.start;
    expect(start).toBe('2026-11-23T07:00:00Z');
    const booking = await call('client', 'POST', '/bookings', {
      items: [{ locationSlug: slug, serviceId: service.body.id, staffId: 'any', start }],
    });
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);
  });

  it('keeps places created concurrently apart: each has its own slug and audit entry', async () => {
    const before = (await placesOf()).length;
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => call('Owner', 'POST', `${a.base}/places`, partnerPlace('Same Name'))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const slugs = new Set(answers.map((answer) => answer.body.slug));
    expect(slugs.size).toBe(5);
    expect(await placesOf()).toHaveLength(before + 5);
  });
});
