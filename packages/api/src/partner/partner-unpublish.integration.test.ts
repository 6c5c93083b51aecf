import { type Database, resultRows, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { joinTeam } from '../testing/join-team.ts';
import { type PartnerIds, partnerKit } from '../testing/partner-kit.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

/** An owner takes a published business out of public view and back (ADR 055). */
describe.each(await testDatabaseTargets())('unpublishing a business on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const cookies: Record<string, string> = {};
  const { call, setUp, signUpAll } = partnerKit(() => api, cookies);
  const tag = `unpub-${target.kind}`;
  let a: PartnerIds;
  let slug = '';
  let appointmentId = '';

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { now: () => NOW });
    await signUpAll(['Owner', 'Manager'], tag);
    a = await setUp('Owner', 'Hidden Salon');
    await joinTeam({ call }, database, {
      owner: 'Owner',
      ids: a,
      who: 'Manager',
      email: `manager-${tag}@example.com`,
      role: 'manager',
    });
    const published = await call('Owner', 'POST', `${a.base}/publish`);
    expect(published.status).toBe(200);
    slug = (published.body as { slug: string }).slug;
    const walkIn = await call('Owner', 'POST', `${a.base}/appointments`, {
      placeId: a.placeId,
      serviceId: a.serviceId,
      staffId: a.staffId,
      start: '2026-11-24T09:00:00.000Z',
      client: { name: 'Ivan Ivanov', phone: '+359 888 123 456' },
    });
    expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(201);
    appointmentId = (walkIn.body as { id: string }).id;
  });
  afterAll(() => drop());

  const searchRows = async () =>
    resultRows(
      await database.db.execute(sql`select 1 from location_search where location_id = ${a.placeId}`),
    );
  const publicPage = () => call('nobody', 'GET', `/businesses/${slug}`);

  it('is the owners’ alone: a manager is refused and nothing changes', async () => {
    const refused = await call('Manager', 'POST', `${a.base}/unpublish`);
    expect(refused.status).toBe(403);
    expect((await publicPage()).status).toBe(200);
  });

  it('hides the business at once from search and its page, and keeps the appointment already booked', async () => {
    expect((await publicPage()).status).toBe(200);
    expect(await searchRows()).toHaveLength(1);
    const answer = await call('Owner', 'POST', `${a.base}/unpublish`);
    expect(answer.status).toBe(200);
    expect(answer.body.publishedAt).toBeNull();
    expect(await searchRows()).toHaveLength(0);
    expect((await publicPage()).status).toBe(404);
    const [appointment] = await database.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.id, appointmentId));
    expect(appointment?.status).toBe('booked');
    // A second unpublish writes nothing more.
    expect((await call('Owner', 'POST', `${a.base}/unpublish`)).status).toBe(200);
    const audit = await database.db
      .select()
      .from(schema.partnerAuditLog)
      .where(
        and(
          eq(schema.partnerAuditLog.businessId, a.businessId),
          eq(schema.partnerAuditLog.action, 'business.unpublish'),
        ),
      );
    expect(audit).toHaveLength(1);
  });

  it('comes back when published again', async () => {
    expect((await call('Owner', 'POST', `${a.base}/publish`)).status).toBe(200);
    expect((await publicPage()).status).toBe(200);
    expect(await searchRows()).toHaveLength(1);
  });
});
