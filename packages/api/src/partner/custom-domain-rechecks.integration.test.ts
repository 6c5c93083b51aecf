import { createCustomDomainRechecks, type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { recheckDueDomains } from '@kalendo/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { type DnsAnswer, startDnsStandIn } from '../testing/dns-stand-in.ts';
import { type PartnerIds, partnerKit } from '../testing/partner-kit.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';
import { createDnsTxtResolver } from './dns-txt-resolver.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;
const DOMAIN = 'book.recheck.example';
const RECORD = `_kalendo-verify.${DOMAIN}`;

interface DomainState {
  verifiedAt: string | null;
  failedChecks: number;
  lapsedAt: string | null;
}

describe.each(await testDatabaseTargets())('re-checks of verified custom domains on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const answers = new Map<string, DnsAnswer>();
  let dns: Awaited<ReturnType<typeof startDnsStandIn>>;
  const cookies: Record<string, string> = {};
  const { call, setUp } = partnerKit(() => api, cookies);
  let a: PartnerIds;
  let record = '';
  let apiNow = NOW;

  /** One round of re-checks at `hours` after NOW, as a server's background work runs it. */
  const round = (hours: number) =>
    recheckDueDomains(
      {
        store: createCustomDomainRechecks(database.db),
        resolver: createDnsTxtResolver({ servers: [dns.server], timeoutMs: 150 }),
        now: () => new Date(NOW.getTime() + hours * HOUR),
      },
      10,
    );
  const state = async (): Promise<DomainState> => {
    const response = await call('ownerA', 'GET', `${a.base}/distribution`);
    const places = response.body.places as Array<{ customDomain: DomainState | null }>;
    const domain = places[0]?.customDomain;
    if (!domain) throw new Error('no domain');
    return { verifiedAt: domain.verifiedAt, failedChecks: domain.failedChecks, lapsedAt: domain.lapsedAt };
  };
  const trusted = async () => (await call('ownerA', 'GET', `/custom-domains/${DOMAIN}`)).status === 200;
  const auditActions = async () =>
    (
      await database.db
        .select({ action: schema.partnerAuditLog.action, actor: schema.partnerAuditLog.actorUserId })
        .from(schema.partnerAuditLog)
        .where(eq(schema.partnerAuditLog.subjectId, a.placeId))
        .orderBy(schema.partnerAuditLog.createdAt)
    ).filter((row) => row.action.startsWith('place.custom-domain-'));
  const verify = () => call('ownerA', 'POST', `${a.base}/places/${a.placeId}/custom-domain/verify`);

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    dns = await startDnsStandIn(answers);
    api = createTestApi(database, { now: () => apiNow, dns: { servers: [dns.server], timeoutMs: 150 } });
    cookies.ownerA = sessionCookieOf(
      await signUpThroughApi(api, { name: 'ownerA', email: `recheck-owner-${target.kind}@example.com` }),
    );
    a = await setUp('ownerA', 'Recheck Studio');
    expect((await call('ownerA', 'POST', `${a.base}/publish`)).status).toBe(200);
    const set = await call('ownerA', 'PUT', `${a.base}/places/${a.placeId}/custom-domain`, {
      domain: DOMAIN,
    });
    const places = set.body.places as Array<{ customDomain: { record: { value: string } } }>;
    record = places[0]?.customDomain.record.value ?? '';
    answers.set(RECORD, [[record]]);
    expect((await verify()).status).toBe(200);
  });
  afterAll(async () => {
    await dns?.close();
    await drop();
  });

  it('looks a verified domain up again a day later, not before', async () => {
    expect(await round(23)).toEqual({ checked: 0, lapsed: 0 });
    const asked = dns.asked.length;
    expect(await round(24)).toEqual({ checked: 1, lapsed: 0 });
    expect(dns.asked.length).toBe(asked + 1);
    expect(await round(25)).toEqual({ checked: 0, lapsed: 0 });
    expect(await state()).toMatchObject({ failedChecks: 0, lapsedAt: null });
  });

  it('counts a missing record once a day, ignores a timeout, and forgets the count once the record is back', async () => {
    answers.delete(RECORD);
    expect(await round(48)).toEqual({ checked: 1, lapsed: 0 });
    expect(await state()).toMatchObject({ verifiedAt: NOW.toISOString(), failedChecks: 1 });
    expect(await trusted()).toBe(true);
    // Not due again for a day: a second look within it counts nothing.
    expect(await round(60)).toEqual({ checked: 0, lapsed: 0 });
    // No answer at all says nothing of the domain: not counted, tried again within the hour.
    answers.set(RECORD, 'silent');
    expect(await round(72)).toEqual({ checked: 1, lapsed: 0 });
    expect((await state()).failedChecks).toBe(1);
    expect(await round(72.5)).toEqual({ checked: 0, lapsed: 0 });
    answers.set(RECORD, [[record]]);
    expect(await round(73)).toEqual({ checked: 1, lapsed: 0 });
    expect((await state()).failedChecks).toBe(0);
    const audit = await auditActions();
    expect(audit.slice(-2)).toEqual([
      { action: 'place.custom-domain-check-failed', actor: null },
      { action: 'place.custom-domain-recovered', actor: null },
    ]);
  });

  it('lets the owner check a failing domain again at once, which forgets its failed checks', async () => {
    answers.set(RECORD, [['kalendo-verify=someone-else']]);
    expect(await round(97)).toEqual({ checked: 1, lapsed: 0 });
    expect((await state()).failedChecks).toBe(1);
    const wrong = await verify();
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toMatchObject({
      code: 'DOMAIN_NOT_VERIFIED',
      details: { reason: 'wrong-token' },
    });
    answers.set(RECORD, [[record]]);
    apiNow = new Date(NOW.getTime() + 98 * HOUR);
    const again = await verify();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await state()).toMatchObject({ verifiedAt: NOW.toISOString(), failedChecks: 0 });
    // Its next re-check is a day after the owner's.
    expect(await round(121)).toEqual({ checked: 0, lapsed: 0 });
    expect(await round(122)).toEqual({ checked: 1, lapsed: 0 });
  });

  it('stops trusting the domain after three failed checks a day apart and tells the owner', async () => {
    answers.delete(RECORD);
    expect(await round(146)).toEqual({ checked: 1, lapsed: 0 });
    expect(await round(170)).toEqual({ checked: 1, lapsed: 0 });
    expect(await trusted()).toBe(true);
    expect(await round(194)).toEqual({ checked: 1, lapsed: 1 });
    const lapsedAt = new Date(NOW.getTime() + 194 * HOUR).toISOString();
    expect(await state()).toEqual({ verifiedAt: null, failedChecks: 0, lapsedAt });
    expect(await trusted()).toBe(false);
    // An unverified domain is not re-checked.
    expect(await round(300)).toEqual({ checked: 0, lapsed: 0 });
    const [owner] = await database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.name, 'ownerA'));
    const told = await database.db
      .select({ params: schema.notifications.params, actionUrl: schema.notifications.actionUrl })
      .from(schema.notifications)
      .where(
        and(
          eq(schema.notifications.userId, owner?.id ?? ''),
          eq(schema.notifications.kind, 'custom-domain-lapsed'),
        ),
      );
    expect(told).toEqual([
      {
        params: { domain: DOMAIN, place: expect.any(String) },
        actionUrl: `/en/partner/businesses/${a.businessId}/distribution`,
      },
    ]);
    const listed = await call('ownerA', 'GET', '/me/notifications');
    expect(JSON.stringify(listed.body)).toContain(DOMAIN);
    expect((await auditActions()).at(-1)).toEqual({ action: 'place.custom-domain-lapsed', actor: null });
    const log = await call('ownerA', 'GET', `${a.base}/audit`);
    expect(log.status).toBe(200);

    // Checked again by the owner once the record is back: trusted again, the lapse forgotten.
    answers.set(RECORD, [[record]]);
    apiNow = new Date(NOW.getTime() + 200 * HOUR);
    expect((await verify()).status).toBe(200);
    expect(await state()).toEqual({ verifiedAt: apiNow.toISOString(), failedChecks: 0, lapsedAt: null });
    expect(await trusted()).toBe(true);
  });

  it('checks a domain once when two servers look for due domains at the same moment', async () => {
    const asked = dns.asked.filter((name) => name === RECORD).length;
    const rounds = await Promise.all([round(224), round(224), round(224)]);
    expect(rounds.reduce((sum, one) => sum + one.checked, 0)).toBe(1);
    expect(dns.asked.filter((name) => name === RECORD).length).toBe(asked + 1);
  });

  it('does not apply a check to a domain that changed while it was looked up', async () => {
    const store = createCustomDomainRechecks(database.db);
    const at = new Date(NOW.getTime() + 300 * HOUR);
    const [claimed] = await store.claimDue({ now: at, limit: 10 });
    expect(claimed?.domain).toBe(DOMAIN);
    const changed = await call('ownerA', 'PUT', `${a.base}/places/${a.placeId}/custom-domain`, {
      domain: 'other.recheck.example',
    });
    expect(changed.status).toBe(200);
    if (!claimed) return;
    expect(await store.record({ claimed, decision: { kind: 'lapsed', reason: 'no-record' }, now: at })).toBe(
      false,
    );
    const [place] = await database.db
      .select({ lapsedAt: schema.locations.customDomainLapsedAt, domain: schema.locations.customDomain })
      .from(schema.locations)
      .where(eq(schema.locations.id, a.placeId));
    expect(place).toEqual({ lapsedAt: null, domain: 'other.recheck.example' });
  });
});
