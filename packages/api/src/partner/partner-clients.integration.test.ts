import { createHash } from 'node:crypto';
import { type Database, schema } from '@kalendo/db';
import { insertAppointment, testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { type PartnerIds, partnerKit } from '../testing/partner-kit.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR);
const walkInKey = (digits: string) => `w-${createHash('md5').update(digits).digest('hex')}`;

interface ClientRow {
  key: string;
  kind: string;
  name: string;
  visitCount: number;
  lastVisitAt: string | null;
  nextVisitAt: string | null;
}

describe.each(await testDatabaseTargets())('partner clients and activity API on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const cookies: Record<string, string> = {};
  const { call, setUp, signUpAll, addStaff } = partnerKit(() => api, cookies);
  const userIds: Record<string, string> = {};
  let a: PartnerIds;
  let b: PartnerIds;
  let ivanId: string;
  let pastVisitId: string;

  const visit = async (
    ids: PartnerIds,
    start: Date,
    extra: { staffId?: string; status?: 'completed' } = {},
  ) =>
    (
      await insertAppointment(database.db, {
        location: { id: ids.placeId, businessId: ids.businessId },
        serviceId: ids.serviceId,
        staffId: extra.staffId ?? ids.staffId,
        start,
        end: new Date(start.getTime() + 45 * 60_000),
        userId: userIds.client ?? null,
        ...(extra.status ? { status: extra.status } : {}),
      })
    ).id;

  const walkIn = (start: Date, name: string, phone: string) =>
    call('ownerA', 'POST', `${a.base}/appointments`, {
      placeId: a.placeId,
      serviceId: a.serviceId,
      staffId: ivanId,
      start: start.toISOString(),
      client: { name, phone },
    });

  const list = async (who: string, query = '') => {
    const response = await call(who, 'GET', `${a.base}/clients${query}`);
    return { ...response, items: (response.body.items ?? []) as ClientRow[] };
  };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { now: () => NOW });
    await signUpAll(['ownerA', 'managerA', 'staffA', 'ownerB', 'client'], `cl-${target.kind}`);
    a = await setUp('ownerA', 'Nova Studio');
    b = await setUp('ownerB', 'Orbit Salon');
    ivanId = await addStaff('ownerA', a, 'Ivan');
    for (const user of await database.db.select().from(schema.users)) userIds[user.name] = user.id;
    await database.db.insert(schema.businessMembers).values([
      { businessId: a.businessId, userId: userIds.managerA ?? '', role: 'manager' },
      { businessId: a.businessId, userId: userIds.staffA ?? '', role: 'staff', staffId: a.staffId },
    ]);
    // The account: a past visit with Maria (staffA), a booked one with Ivan, a cancelled one; one at B.
    pastVisitId = await visit(a, at(-48), { status: 'completed' });
    await visit(a, at(24), { staffId: ivanId });
    await visit(b, at(-24), { status: 'completed' });
    // One walk-in, twice, the phone written two ways; both with Ivan.
    expect((await walkIn(at(2), 'Petar Petrov', '+359 888 123 456')).status).toBe(201);
    expect((await walkIn(at(26), 'Petar P.', '+359888123456')).status).toBe(201);
    // A form the account filled for their past visit at A.
    const [form] = await database.db
      .insert(schema.forms)
      .values({ businessId: a.businessId, name: 'Health check' })
      .returning();
    const [version] = await database.db
      .insert(schema.formVersions)
      .values({
        formId: form?.id ?? '',
        version: 1,
        definition: {
          defaultLanguage: 'en',
          title: { en: 'Health check' },
          fields: [
            { id: 'allergy', type: 'yes-no', label: { en: 'Any allergies?', bg: 'Алергии?' } },
            { id: 'which', type: 'short-text', label: { en: 'Which?' } },
          ],
        },
      })
      .returning();
    await database.db.insert(schema.formResponses).values({
      formId: form?.id ?? '',
      formVersionId: version?.id ?? '',
      businessId: a.businessId,
      userId: userIds.client ?? null,
      appointmentId: pastVisitId,
      state: 'done',
      answers: { allergy: true, which: 'Latex' },
      signedAt: at(-50),
    });
  });
  afterAll(() => drop());

  it('lists the accounts and walk-ins of the business once each, by name, with their visits', async () => {
    const { status, items } = await list('ownerA');
    expect(status).toBe(200);
    expect(items).toEqual([
      {
        key: `a-${userIds.client}`,
        kind: 'account',
        name: 'client',
        email: `client-cl-${target.kind}@example.com`,
        phone: null,
        visitCount: 1,
        lastVisitAt: at(-48).toISOString(),
        nextVisitAt: at(24).toISOString(),
      },
      {
        key: walkInKey('359888123456'),
        kind: 'walk-in',
        name: 'Petar P.',
        email: null,
        phone: '+359888123456',
        visitCount: 0,
        lastVisitAt: null,
        nextVisitAt: at(2).toISOString(),
      },
    ]);
    expect((await list('managerA')).items.length).toBe(2);
    // B's owner sees B's client only (the same account, one visit there).
    const atB = await call('ownerB', 'GET', `${b.base}/clients`);
    expect((atB.body.items as ClientRow[]).map((item) => [item.kind, item.visitCount])).toEqual([
      ['account', 1],
    ]);
  });

  it('finds a client by name, e-mail or the digits of a phone, and refuses a cursor it did not make', async () => {
    const names = async (q: string) =>
      (await list('ownerA', `?q=${encodeURIComponent(q)}`)).items.map((i) => i.name);
    expect(await names('petar')).toEqual(['Petar P.']);
    expect(await names('888-123')).toEqual(['Petar P.']);
    expect(await names('CLIENT-CL')).toEqual(['client']);
    expect(await names('100%')).toEqual([]);
    const bad = await call('ownerA', 'GET', `${a.base}/clients?cursor=nonsense`);
    expect(bad.status).toBe(400);
  });

  it('pages through many clients by name without losing or repeating one', async () => {
    for (let n = 0; n < 31; n++) {
      const id = await visit(a, at(-100 - n), { status: 'completed' });
      await database.db
        .update(schema.appointments)
        .set({ userId: null, clientName: `Walk-in ${String(n).padStart(2, '0')}`, clientPhone: null })
        .where(eq(schema.appointments.id, id));
    }
    const first = await list('ownerA');
    expect(first.items.length).toBe(30);
    expect(first.body.next).toEqual(expect.any(String));
    const second = await list('ownerA', `?cursor=${first.body.next}`);
    expect(second.body.next).toBeNull();
    const keys = [...first.items, ...second.items].map((item) => item.key);
    expect(new Set(keys).size).toBe(33);
    expect(second.items.at(-1)?.name).toBe('Walk-in 30');
  });

  it('reads a client with their visits and forms as question and answer, in the caller’s language', async () => {
    const response = await call('ownerA', 'GET', `${a.base}/clients/a-${userIds.client}`, undefined, 'bg');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const visits = response.body.visits as Array<{ startsAt: string; staffName: string; status: string }>;
    expect(visits.map((v) => [v.startsAt, v.staffName, v.status])).toEqual([
      [at(24).toISOString(), 'Ivan', 'booked'],
      [at(-48).toISOString(), 'Maria', 'completed'],
    ]);
    expect(response.body.forms).toEqual([
      {
        id: expect.any(String),
        formName: 'Health check',
        signedAt: at(-50).toISOString(),
        answers: [
          { question: 'Алергии?', kind: 'yes-no', yes: true },
          { question: 'Which?', kind: 'text', text: 'Latex' },
        ],
      },
    ]);
    const walked = await call('ownerA', 'GET', `${a.base}/clients/${walkInKey('359888123456')}`);
    expect((walked.body.visits as unknown[]).length).toBe(2);
    for (const key of ['a-nobody', walkInKey('000'), 'x-1'])
      expect((await call('ownerA', 'GET', `${a.base}/clients/${key}`)).status).toBe(404);
  });

  it('pages through more than 100 visits of a client, newest first, none lost or repeated', async () => {
    // A walk-in with 130 visits, two of them at one instant (Maria's and Ivan's): the page ends between them.
    const phone = '+359 877 000 130';
    const starts: Date[] = [];
    for (let n = 0; n < 130; n++) {
      const start = at(-3000 - (n < 100 ? n : n - 1));
      const id = await visit(a, start, n === 100 ? { staffId: ivanId } : {});
      await database.db
        .update(schema.appointments)
        .set({ userId: null, clientName: 'Many Visits', clientPhone: phone })
        .where(eq(schema.appointments.id, id));
      starts.push(start);
    }
    const path = `${a.base}/clients/${walkInKey('359877000130')}`;
    const seen: Array<{ id: string; startsAt: string }> = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await call('ownerA', 'GET', cursor ? `${path}?cursor=${cursor}` : path);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      const visits = page.body.visits as Array<{ id: string; startsAt: string }>;
      expect(visits.length).toBeLessThanOrEqual(100);
      seen.push(...visits);
      cursor = page.body.visitsNext as string | null;
      pages++;
    } while (cursor && pages < 5);
    expect(pages).toBe(2);
    expect(new Set(seen.map((v) => v.id)).size).toBe(130);
    const expected = starts.map((start) => start.toISOString()).sort((x, y) => y.localeCompare(x));
    expect(seen.map((v) => v.startsAt)).toEqual(expected);
    // A staff member pages only their own: Ivan's one visit is not Maria's (staffA's) to read.
    const own = await call('staffA', 'GET', path);
    expect((own.body.visits as unknown[]).length).toBe(100);
    const ownRest = await call('staffA', 'GET', `${path}?cursor=${own.body.visitsNext}`);
    expect((ownRest.body.visits as unknown[]).length).toBe(29);
    expect(ownRest.body.visitsNext).toBeNull();
    expect((await call('ownerA', 'GET', `${path}?cursor=nonsense`)).status).toBe(400);
  });

  it('shows a staff member only the clients of their own appointments, and only those appointments', async () => {
    const { items } = await list('staffA');
    expect(items[0]?.name).toBe('client');
    expect(items.some((item) => item.name.startsWith('Petar'))).toBe(false);
    const own = await call('staffA', 'GET', `${a.base}/clients/a-${userIds.client}`);
    expect((own.body.visits as Array<{ staffName: string }>).map((v) => v.staffName)).toEqual(['Maria']);
    expect((own.body.forms as unknown[]).length).toBe(1);
    // Petar only ever saw Ivan: staffA cannot read him.
    const never = await call('staffA', 'GET', `${a.base}/clients/${walkInKey('359888123456')}`);
    expect(never.status).toBe(404);
  });

  it('shows the owner who changed what, newest first, in pages; refuses managers and staff', async () => {
    const first = await call('ownerA', 'GET', `${a.base}/audit`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const items = first.body.items as Array<{
      action: string;
      actorName: string;
      subject: { name: string | null };
      appointment: { clientName: string | null } | null;
      placeId: string | null;
    }>;
    expect(items[0]).toMatchObject({
      action: 'appointment.walk-in',
      actorName: 'ownerA',
      placeId: a.placeId,
    });
    // Each entry names the place whose clock its times are read on; the business's own, none.
    const placeOf = (action: string) => items.find((item) => item.action === action)?.placeId;
    expect([placeOf('staff.create'), placeOf('business.create')]).toEqual([a.placeId, null]);
    expect(items[0]?.appointment?.clientName).toBe('Petar P.');
    expect(items.find((item) => item.action === 'staff.create')?.subject.name).toBe('Ivan');
    // The business and its first place were made in one transaction: the same instant.
    expect(
      items
        .slice(-2)
        .map((item) => item.action)
        .sort(),
    ).toEqual(['business.create', 'place.create']);
    for (const who of ['managerA', 'staffA'])
      expect((await call(who, 'GET', `${a.base}/audit`)).status, who).toBe(403);
    // Sixty entries of the same instant: two pages, none lost or repeated.
    const when = at(1);
    await database.db.insert(schema.partnerAuditLog).values(
      Array.from({ length: 60 }, () => ({
        businessId: a.businessId,
        actorUserId: userIds.managerA ?? '',
        action: 'place.hours',
        subjectKind: 'place',
        subjectId: a.placeId,
        createdAt: when,
      })),
    );
    const ids: string[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page++) {
      const response = await call('ownerA', 'GET', `${a.base}/audit${cursor}`);
      ids.push(...(response.body.items as Array<{ id: string }>).map((item) => item.id));
      if (!response.body.next) break;
      cursor = `?cursor=${response.body.next}`;
    }
    expect(ids.length).toBe(60 + items.length);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
