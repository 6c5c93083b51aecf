import { type Database, resultRows, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { createTranslator } from '@kalendo/i18n';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { joinTeam } from '../testing/join-team.ts';
import { type PartnerIds, partnerKit } from '../testing/partner-kit.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

/** Deleting the account of a business's only owner (ADR 055). */
describe.each(await testDatabaseTargets())('sole owner deleting their account on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const cookies: Record<string, string> = {};
  const { call, setUp, signUpAll } = partnerKit(() => api, cookies);
  const tag = `sole-${target.kind}`;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { now: () => NOW });
    await signUpAll(['Olga', 'Petra', 'Stefan', 'Lone', 'Duo', 'Partner'], tag);
  });
  afterAll(() => drop());

  const userExists = async (who: string) =>
    (
      await database.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, `${who.toLowerCase()}-${tag}@example.com`))
    ).length === 1;
  const membersOf = (ids: PartnerIds) =>
    database.db
      .select()
      .from(schema.businessMembers)
      .where(eq(schema.businessMembers.businessId, ids.businessId));

  const join = (owner: string, ids: PartnerIds, who: string, role: string) =>
    joinTeam({ call }, database, { owner, ids, who, email: `${who.toLowerCase()}-${tag}@example.com`, role });

  it('refuses the only owner of a business with another member, in their language, naming it; nothing goes', async () => {
    const ids = await setUp('Olga', 'Olga Studio');
    await join('Olga', ids, 'Petra', 'staff');
    const refused = await call('Olga', 'DELETE', '/me', undefined, 'de');
    expect(refused.status).toBe(409);
    const error = refused.body.error as { code: string; message: string; details: Record<string, string> };
    expect(error.code).toBe('SOLE_OWNER');
    expect(error.details).toEqual({ businessId: ids.businessId, business: 'Olga Studio' });
    expect(error.message).toBe(createTranslator('de')('errors:SOLE_OWNER', { business: 'Olga Studio' }));
    expect(error.message).toContain('Olga Studio');
    expect(await userExists('Olga')).toBe(true);
    expect(await membersOf(ids)).toHaveLength(2);
  });

  it('refuses the only owner of a business with an appointment to come, even with nobody else in it', async () => {
    const ids = await setUp('Stefan', 'Stefan Barber');
    const walkIn = await call('Stefan', 'POST', `${ids.base}/appointments`, {
      placeId: ids.placeId,
      serviceId: ids.serviceId,
      staffId: ids.staffId,
      start: '2026-11-24T09:00:00.000Z',
      client: { name: 'Ivan Ivanov', phone: '+359 888 123 456' },
    });
    expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(201);
    const refused = await call('Stefan', 'DELETE', '/me');
    expect(refused.status).toBe(409);
    expect((refused.body.error as { code: string }).code).toBe('SOLE_OWNER');
    expect(await userExists('Stefan')).toBe(true);
  });

  it('lets one of two owners go: the business stays with the other, published as it was', async () => {
    const ids = await setUp('Duo', 'Duo Spa');
    expect((await call('Duo', 'POST', `${ids.base}/publish`)).status).toBe(200);
    await join('Duo', ids, 'Partner', 'owner');
    expect((await call('Duo', 'DELETE', '/me')).status).toBe(204);
    expect(await userExists('Duo')).toBe(false);
    expect((await membersOf(ids)).map((m) => m.role)).toEqual(['owner']);
    const [business] = await database.db
      .select()
      .from(schema.businesses)
      .where(eq(schema.businesses.id, ids.businessId));
    expect(business?.publishedAt).not.toBeNull();
  });

  it('closes the business of an owner with nobody else and nothing booked: out of view, invitations withdrawn, rows kept', async () => {
    const ids = await setUp('Lone', 'Lone Nails');
    expect((await call('Lone', 'POST', `${ids.base}/publish`)).status).toBe(200);
    const search = () =>
      database.db.execute(sql`select 1 from location_search where location_id = ${ids.placeId}`);
    expect(resultRows(await search())).toHaveLength(1);
    const email = `invitee-${tag}@example.com`;
    expect(
      (await call('Lone', 'POST', `${ids.base}/team/invitations`, { email, role: 'manager' })).status,
    ).toBe(201);

    expect((await call('Lone', 'DELETE', '/me')).status).toBe(204);
    expect(await userExists('Lone')).toBe(false);
    const [business] = await database.db
      .select()
      .from(schema.businesses)
      .where(eq(schema.businesses.id, ids.businessId));
    expect(business?.publishedAt).toBeNull();
    expect(resultRows(await search())).toHaveLength(0);
    expect(await membersOf(ids)).toHaveLength(0);
    const invitations = await database.db
      .select()
      .from(schema.businessInvitations)
      .where(eq(schema.businessInvitations.businessId, ids.businessId));
    expect(invitations.map((i) => i.revokedAt !== null)).toEqual([true]);
    // The place, service and staff member still belong to the business; nothing points at a missing row.
    const kept = resultRows(
      await database.db.execute(sql`select
        (select count(*)::int from locations where business_id = ${ids.businessId}) as places,
        (select count(*)::int from services where business_id = ${ids.businessId}) as services,
        (select count(*)::int from staff where business_id = ${ids.businessId}) as staff`),
    );
    expect(kept[0]).toEqual({ places: 1, services: 1, staff: 1 });
    const [audit] = await database.db
      .select()
      .from(schema.partnerAuditLog)
      .where(
        and(
          eq(schema.partnerAuditLog.businessId, ids.businessId),
          eq(schema.partnerAuditLog.action, 'business.close'),
        ),
      );
    expect(audit?.subjectId).toBe(ids.businessId);
    // The public place page no longer shows it.
    const slug = business?.slug ?? '';
    expect((await call('nobody', 'GET', `/businesses/${slug}`)).status).toBe(404);
  });
});
