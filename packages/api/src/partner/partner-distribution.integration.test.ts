import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { type DnsAnswer, startDnsStandIn } from '../testing/dns-stand-in.ts';
import { type PartnerIds, partnerKit } from '../testing/partner-kit.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

interface Distribution {
  businessSlug: string;
  places: Array<{
    id: string;
    widgetOrigins: string[];
    customDomain: {
      domain: string;
      verifiedAt: string | null;
      record: { name: string; value: string } | null;
    } | null;
  }>;
}

describe.each(await testDatabaseTargets())('partner distribution API on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const answers = new Map<string, DnsAnswer>();
  let dns: Awaited<ReturnType<typeof startDnsStandIn>>;
  const cookies: Record<string, string> = {};
  const { call, setUp } = partnerKit(() => api, cookies);
  let a: PartnerIds;
  let b: PartnerIds;
  let slugA: string;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    dns = await startDnsStandIn(answers);
    api = createTestApi(database, { now: () => NOW, dns: { servers: [dns.server], timeoutMs: 150 } });
    for (const who of ['ownerA', 'managerA', 'staffA', 'ownerB'])
      cookies[who] = sessionCookieOf(
        await signUpThroughApi(api, {
          name: who,
          email: `${who.toLowerCase()}-d-${target.kind}@example.com`,
        }),
      );
    a = await setUp('ownerA', 'Nova Studio');
    b = await setUp('ownerB', 'Orbit Salon');
    for (const ids of [a, b])
      expect((await call(ids === a ? 'ownerA' : 'ownerB', 'POST', `${ids.base}/publish`)).status).toBe(200);
    const users = await database.db
      .select({ id: schema.users.id, name: schema.users.name })
      .from(schema.users);
    const userId = (name: string) => users.find((user) => user.name === name)?.id ?? '';
    await database.db.insert(schema.businessMembers).values([
      { businessId: a.businessId, userId: userId('managerA'), role: 'manager' },
      { businessId: a.businessId, userId: userId('staffA'), role: 'staff', staffId: a.staffId },
    ]);
    slugA = ((await call('ownerA', 'GET', `${a.base}/distribution`)).body as unknown as Distribution)
      .businessSlug;
  });
  afterAll(async () => {
    await dns?.close();
    await drop();
  });

  const ancestors = async () =>
    (await call('staffA', 'GET', `/businesses/${slugA}/widget-frame-ancestors`)).body.frameAncestors;
  const placeOf = (body: Record<string, unknown>) => (body as unknown as Distribution).places[0];

  it('puts the sites a manager lists into the widget frame ancestors at once, and refuses staff', async () => {
    expect(await ancestors()).toEqual([]);
    const saved = await call('managerA', 'PUT', `${a.base}/places/${a.placeId}/widget-origins`, {
      origins: ['https://www.nova.example/', 'http://localhost:5173', 'https://www.nova.example'],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(placeOf(saved.body)?.widgetOrigins).toEqual(['https://www.nova.example', 'http://localhost:5173']);
    expect(await ancestors()).toEqual(['http://localhost:5173', 'https://www.nova.example']);

    const staff = await call('staffA', 'PUT', `${a.base}/places/${a.placeId}/widget-origins`, {
      origins: [],
    });
    expect(staff.status).toBe(403);
    const emptied = await call('ownerA', 'PUT', `${a.base}/places/${a.placeId}/widget-origins`, {
      origins: [],
    });
    expect(emptied.status).toBe(200);
    expect(await ancestors()).toEqual([]);
  });

  it('refuses origins that are not https (or localhost), naming each, and a list over the limit', async () => {
    const refused = await call(
      'ownerA',
      'PUT',
      `${a.base}/places/${a.placeId}/widget-origins`,
      { origins: ['https://ok.example', 'http://nova.example', 'https://nova.example/book'] },
      'bg',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: {
        fields: [
          { path: 'origins.1', message: 'not-https' },
          { path: 'origins.2', message: 'not-an-origin' },
        ],
      },
    });
    const many = Array.from({ length: 21 }, (_, i) => `https://s${i}.example`);
    expect(
      (await call('ownerA', 'PUT', `${a.base}/places/${a.placeId}/widget-origins`, { origins: many })).status,
    ).toBe(400);
    expect(await ancestors()).toEqual([]);
  });

  it('trusts a custom domain only once its TXT record holds the token, with a clear refusal for each failure', async () => {
    const set = await call('ownerA', 'PUT', `${a.base}/places/${a.placeId}/custom-domain`, {
      domain: 'Book.Nova.Example',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const domain = placeOf(set.body)?.customDomain;
    expect(domain).toMatchObject({ domain: 'book.nova.example', verifiedAt: null });
    expect(domain?.record?.name).toBe('_kalendo-verify.book.nova.example');
    expect(domain?.record?.value).toMatch(/^kalendo-verify=[0-9a-f]{32}$/);
    const known = async () => (await call('staffA', 'GET', '/custom-domains/book.nova.example')).status;
    expect(await known()).toBe(404);
    expect(await ancestors()).toEqual([]);

    const verify = (language = 'en') =>
      call('managerA', 'POST', `${a.base}/places/${a.placeId}/custom-domain/verify`, undefined, language);
    const missing = await verify('de');
    expect(missing.status).toBe(409);
    expect(missing.body.error).toMatchObject({
      code: 'DOMAIN_NOT_VERIFIED',
      details: { reason: 'no-record' },
    });
    expect((missing.body.error as { message: string }).message).toContain('TXT-Eintrag');

    answers.set('_kalendo-verify.book.nova.example', [['kalendo-verify=0000']]);
    const wrong = await verify('fr');
    expect(wrong.body.error).toMatchObject({
      code: 'DOMAIN_NOT_VERIFIED',
      details: { reason: 'wrong-token' },
    });
    expect((wrong.body.error as { message: string }).message).toMatch(/^Un enregistrement TXT existe/);

    answers.set('_kalendo-verify.book.nova.example', 'silent');
    const timedOut = await verify();
    expect(timedOut.status).toBe(409);
    expect(timedOut.body.error).toMatchObject({
      code: 'DOMAIN_NOT_VERIFIED',
      details: { reason: 'timeout' },
    });
    expect(await known()).toBe(404);

    expect((await call('staffA', 'POST', `${a.base}/places/${a.placeId}/custom-domain/verify`)).status).toBe(
      403,
    );

    const value = domain?.record?.value ?? '';
    answers.set('_kalendo-verify.book.nova.example', [
      ['v=spf1 -all'],
      [value.slice(0, 20), value.slice(20)],
    ]);
    const verified = await verify();
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(placeOf(verified.body)?.customDomain).toMatchObject({ verifiedAt: NOW.toISOString() });
    expect(dns.asked).toContain('_kalendo-verify.book.nova.example');
    expect(await known()).toBe(200);
    expect(await ancestors()).toEqual(['https://book.nova.example']);

    const audit = await database.db
      .select({ action: schema.partnerAuditLog.action })
      .from(schema.partnerAuditLog)
      .where(eq(schema.partnerAuditLog.subjectId, a.placeId));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['place.widget-origins', 'place.custom-domain', 'place.custom-domain-verified']),
    );
  });

  it('refuses a domain another business holds, also when 20 requests race for a new one', async () => {
    const taken = await call(
      'ownerB',
      'PUT',
      `${b.base}/places/${b.placeId}/custom-domain`,
      {
        domain: 'book.nova.example',
      },
      'es',
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'DOMAIN_TAKEN' });
    expect((taken.body.error as { message: string }).message).toMatch(/^Este dominio/);
    expect(
      (await call('ownerB', 'PUT', `${b.base}/places/${b.placeId}/custom-domain`, { domain: 'not a domain' }))
        .status,
    ).toBe(400);

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const [who, ids] = i % 2 === 0 ? (['managerA', a] as const) : (['ownerB', b] as const);
        return call(who, 'PUT', `${ids.base}/places/${ids.placeId}/custom-domain`, {
          domain: 'race.example',
        });
      }),
    );
    const holders = await database.db
      .select({ businessId: schema.locations.businessId })
      .from(schema.locations)
      .where(eq(schema.locations.customDomain, 'race.example'));
    expect(holders).toHaveLength(1);
    const winner = holders[0]?.businessId === a.businessId ? 0 : 1;
    expect(results.map((result) => result.status)).toEqual(
      results.map((_, i) => (i % 2 === winner ? 200 : 409)),
    );
  });

  it('forgets a domain, which stops being served', async () => {
    const removed = await call('ownerA', 'DELETE', `${a.base}/places/${a.placeId}/custom-domain`);
    expect(removed.status).toBe(200);
    expect(placeOf(removed.body)?.customDomain).toBeNull();
    expect((await call('staffA', 'GET', '/custom-domains/book.nova.example')).status).toBe(404);
  });

  it("keeps the private app's colour as #rrggbb and refuses anything else", async () => {
    const saved = await call('managerA', 'PATCH', a.base, { themeColor: '#7c3aed' });
    expect(saved.status).toBe(200);
    expect(saved.body.themeColor).toBe('#7c3aed');
    expect((await call('managerA', 'PATCH', a.base, { themeColor: 'purple' })).status).toBe(400);
    expect((await call('staffA', 'PATCH', a.base, { themeColor: null })).status).toBe(403);
  });
});
