import { type Database, resultRows, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { type PartnerIds, partnerKit } from '../testing/partner-kit.ts';
import { addPublicPlace, book, firstSlot, placeTestCast } from '../testing/second-place.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

/** A business hides one of its public places again (ADR 058). */
describe.each(await testDatabaseTargets())('hiding a place on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const cookies: Record<string, string> = {};
  const kit = partnerKit(() => api, cookies);
  const { call } = kit;
  const tag = `place-hide-${target.kind}`;
  let a: PartnerIds;
  let other: PartnerIds;
  let second: Awaited<ReturnType<typeof addPublicPlace>>;
  let firstSlug = '';

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { now: () => NOW });
    ({ a, other } = await placeTestCast(kit, database, tag, {
      business: 'Hide Salon',
      other: 'Other Salon',
    }));
    second = await addPublicPlace(call, 'Owner', a, 'Hide Salon East');
    const first = await call('Owner', 'GET', `${a.base}/places/${a.placeId}`);
    firstSlug = first.body.slug as string;
  });
  afterAll(() => drop());

  const hide = (who: string, placeId: string, language = 'en', base = a.base) =>
    call(who, 'POST', `${base}/places/${placeId}/unpublish`, undefined, language);
  const hides = (placeIds: string[]) =>
    database.db
      .select()
      .from(schema.partnerAuditLog)
      .where(
        and(
          inArray(schema.partnerAuditLog.subjectId, placeIds),
          eq(schema.partnerAuditLog.action, 'place.unpublish'),
        ),
      );
  const inSearch = async (placeId: string) =>
    resultRows(await database.db.execute(sql`select 1 from location_search where location_id = ${placeId}`))
      .length > 0;
  const publicPlaces = async () =>
    resultRows<{ count: number }>(
      await database.db.execute(
        sql`select count(*)::int as count from locations
          where business_id = ${a.businessId} and published_at is not null`,
      ),
    )[0]?.count;

  it('refuses the staff role (403) and another business (404), changing nothing', async () => {
    expect((await hide('Staff', second.placeId)).status).toBe(403);
    expect((await hide('Stranger', second.placeId)).status).toBe(404);
    // The other business's own scope does not reach this business's place either.
    expect((await hide('Stranger', second.placeId, 'en', other.base)).status).toBe(404);
    expect(await hides([second.placeId])).toHaveLength(0);
    expect(await inSearch(second.placeId)).toBe(true);
  });

  it('takes the place out of search, its page, the sitemap and booking at once; booked appointments stay', async () => {
    const start = await firstSlot(call, 'client', second.slug, second.serviceId);
    const booked = await book(call, 'client', { ...second, start });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    // Read once so the public cache holds it: the hide must clear it.
    expect((await call('nobody', 'GET', `/locations/${second.slug}`)).status).toBe(200);

    const hidden = await hide('Manager', second.placeId);
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body.publishedAt).toBeNull();
    expect(await hides([second.placeId])).toHaveLength(1);

    expect((await call('nobody', 'GET', `/locations/${second.slug}`)).status).toBe(404);
    expect(await inSearch(second.placeId)).toBe(false);
    const sitemap = await call('nobody', 'GET', '/sitemap/locations');
    expect(JSON.stringify(sitemap.body)).not.toContain(second.slug);
    expect(JSON.stringify(sitemap.body)).toContain(firstSlug);
    const query = `service=${second.serviceId}&staff=any&from=2026-11-23&to=2026-11-23`;
    expect((await call('client', 'GET', `/locations/${second.slug}/availability?${query}`)).status).toBe(404);
    const refused = await book(call, 'client', { ...second, start: '2026-11-23T10:00:00Z' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);

    const mine = await call('client', 'GET', '/me/appointments');
    const places = (mine.body.items as Array<{ place: { id: string } }>).map((item) => item.place.id);
    expect(places).toContain(second.placeId);

    // Hiding it again changes nothing; publishing shows it again.
    expect((await hide('Owner', second.placeId)).status).toBe(200);
    expect(await hides([second.placeId])).toHaveLength(1);
    expect((await call('Owner', 'POST', `${a.base}/places/${second.placeId}/publish`)).status).toBe(200);
    expect((await call('nobody', 'GET', `/locations/${second.slug}`)).status).toBe(200);
    expect(await inSearch(second.placeId)).toBe(true);
  });

  it('refuses to hide the last public place of a published business, in the caller’s language', async () => {
    expect((await hide('Owner', second.placeId)).status).toBe(200);
    const refused = await hide('Owner', a.placeId, 'bg');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', details: { reason: 'last-public-place' } });
    expect((refused.body.error as { message: string }).message).toMatch(/^Това е последният публичен обект/);
    expect(await inSearch(a.placeId)).toBe(true);
    expect((await call('Owner', 'POST', `${a.base}/places/${second.placeId}/publish`)).status).toBe(200);
  });

  it('hides exactly one of the two last public places when five hides race', async () => {
    const before = (await hides([a.placeId, second.placeId])).length;
    const order = [a.placeId, second.placeId, a.placeId, second.placeId, a.placeId];
    const answers = await Promise.all(order.map((placeId) => hide('Owner', placeId)));
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 409)).toBe(true);
    expect(await hides([a.placeId, second.placeId])).toHaveLength(before + 1);
    expect(await publicPlaces()).toBe(1);
  });
});
