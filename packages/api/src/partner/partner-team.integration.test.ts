import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { type PartnerIds, partnerKit } from '../testing/partner-kit.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const DAY = 86_400_000;

describe.each(await testDatabaseTargets())('partner team API on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  let now = NOW;
  const cookies: Record<string, string> = {};
  const { call, setUp } = partnerKit(() => api, cookies);
  const email = (who: string) => `${who.toLowerCase()}-t-${target.kind}@example.com`;
  let a: PartnerIds;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { now: () => now });
    for (const who of ['owner', 'second', 'manager', 'newcomer', 'stranger'])
      cookies[who] = sessionCookieOf(await signUpThroughApi(api, { name: who, email: email(who) }));
    a = await setUp('owner', 'Team Studio');
  });
  afterAll(() => drop());

  /** The link of the latest invitation e-mailed to `to`, and its token. */
  async function linkTo(to: string) {
    const [mail] = await database.db
      .select()
      .from(schema.outboxEmails)
      .where(eq(schema.outboxEmails.to, to))
      .orderBy(desc(schema.outboxEmails.createdAt));
    const link = mail?.text.match(/https?:\/\/\S+\/partner\/invitations\/\S+/)?.[0] ?? '';
    return { mail, link, token: link.split('/').at(-1) ?? '' };
  }

  const invite = (who: string, body: Record<string, unknown>, language = 'en') =>
    call(who, 'POST', `${a.base}/team/invitations`, body, language);

  async function team() {
    const answer = await call('owner', 'GET', `${a.base}/team`);
    expect(answer.status).toBe(200);
    return answer.body as {
      members: Array<{ id: string; name: string; role: string; staffId: string | null }>;
      invitations: Array<{ id: string; email: string; role: string }>;
    };
  }
  const memberOf = async (name: string) => (await team()).members.find((m) => m.name === name);

  it('invites by e-mail in the chosen language, keeps only the hash, and lets the invitee accept once', async () => {
    const sent = await invite('owner', {
      email: email('manager').toUpperCase(),
      role: 'manager',
      locale: 'de',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const { mail, link, token } = await linkTo(email('manager'));
    expect(mail?.subject).toBe('owner lädt dich zu Team Studio auf Kalendo ein');
    expect(mail?.text).toContain('als Manager');
    // Built from the configured origin, in the e-mail's language; the token is not stored.
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/de\/partner\/invitations\/[A-Za-z0-9_-]{43}$/);
    const [row] = await database.db.select().from(schema.businessInvitations);
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const preview = await call('manager', 'GET', `/partner/invitations/${token}`);
    expect(preview.body).toMatchObject({ businessName: 'Team Studio', role: 'manager', forYou: true });
    expect((await call('nobody', 'GET', `/partner/invitations/${token}`)).body.forYou).toBeNull();
    // Another account: refused with a message saying so, nothing made.
    const wrong = await call('stranger', 'POST', `/partner/invitations/${token}/accept`);
    expect(wrong.status).toBe(403);
    expect((wrong.body.error as { code: string }).code).toBe('INVITATION_OTHER_ACCOUNT');
    expect((await call('nobody', 'POST', `/partner/invitations/${token}/accept`)).status).toBe(401);

    // Concurrent accepts: exactly one membership.
    const accepts = await Promise.all(
      Array.from({ length: 6 }, () => call('manager', 'POST', `/partner/invitations/${token}/accept`)),
    );
    expect(accepts.map((r) => r.status).sort()).toEqual([200, 410, 410, 410, 410, 410]);
    const members = await database.db
      .select()
      .from(schema.businessMembers)
      .where(eq(schema.businessMembers.businessId, a.businessId));
    expect(members.map((m) => m.role).sort()).toEqual(['manager', 'owner']);
    expect((await call('manager', 'GET', `/partner/invitations/${token}`)).status).toBe(410);
    expect((await call('manager', 'GET', `/partner/invitations/${'x'.repeat(43)}`)).status).toBe(404);
  });

  it('leaves one pending invitation of twenty concurrent ones to the same address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => invite('owner', { email: email('newcomer'), role: 'staff' })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(
      answers.filter((r) => r.status === 409).map((r) => (r.body.error as { code: string }).code),
    ).toEqual(Array(19).fill('INVITATION_PENDING'));
    const rows = await database.db
      .select()
      .from(schema.businessInvitations)
      .where(eq(schema.businessInvitations.email, email('newcomer')));
    expect(rows).toHaveLength(1);
    const mails = await database.db
      .select()
      .from(schema.outboxEmails)
      .where(eq(schema.outboxEmails.to, email('newcomer')));
    // Besides the sign-up's verification e-mail, one invitation.
    expect(mails.filter((mail) => mail.subject.includes('Team Studio'))).toHaveLength(1);
  });

  it('lets a manager invite staff only, and resend a bounded number of times with a new link', async () => {
    const refused = await invite('manager', { email: 'boss@example.com', role: 'owner' });
    expect(refused.status).toBe(403);
    const pending = (await team()).invitations.find((i) => i.email === email('newcomer'));
    const before = await linkTo(email('newcomer'));
    const path = `${a.base}/team/invitations/${pending?.id}/resend`;
    expect((await call('manager', 'POST', path)).status).toBe(204);
    const after = await linkTo(email('newcomer'));
    expect(after.token).not.toBe(before.token);
    expect((await call('newcomer', 'GET', `/partner/invitations/${before.token}`)).status).toBe(404);
    for (let send = 3; send <= 5; send++) expect((await call('owner', 'POST', path)).status).toBe(204);
    const limit = await call('owner', 'POST', path);
    expect(limit.status).toBe(422);
    expect((limit.body.error as { code: string }).code).toBe('INVITATION_RESEND_LIMIT');
  });

  it('lands an accepted staff invitation on its calendar column; staff cannot manage the team', async () => {
    const pending = (await team()).invitations.find((i) => i.email === email('newcomer'));
    expect((await call('owner', 'POST', `${a.base}/team/invitations/${pending?.id}/revoke`)).status).toBe(
      204,
    );
    const { token: revoked } = await linkTo(email('newcomer'));
    expect((await call('newcomer', 'POST', `/partner/invitations/${revoked}/accept`)).status).toBe(410);

    expect(
      (await invite('manager', { email: email('newcomer'), role: 'staff', staffId: a.staffId })).status,
    ).toBe(201);
    const { token } = await linkTo(email('newcomer'));
    const accepted = await call('newcomer', 'POST', `/partner/invitations/${token}/accept`);
    expect(accepted.body).toEqual({ businessId: a.businessId, role: 'staff' });
    expect((await memberOf('newcomer'))?.staffId).toBe(a.staffId);
    const calendar = await call(
      'newcomer',
      'GET',
      `${a.base}/calendar?placeId=${a.placeId}&from=2026-11-23T00:00:00Z&to=2026-11-24T00:00:00Z`,
    );
    expect(calendar.status).toBe(200);
    expect((calendar.body.staff as Array<{ id: string }>).map((s) => s.id)).toEqual([a.staffId]);
    expect((await call('newcomer', 'GET', `${a.base}/team`)).status).toBe(403);
    const self = await memberOf('newcomer');
    expect((await call('newcomer', 'DELETE', `${a.base}/team/members/${self?.id}`)).status).toBe(403);
    // A staff row is one member's: another member cannot take it.
    const manager = await memberOf('manager');
    const taken = await call('owner', 'PATCH', `${a.base}/team/members/${manager?.id}`, {
      role: 'staff',
      staffId: a.staffId,
    });
    expect((taken.body.error as { code: string }).code).toBe('STAFF_LINKED');
    // …and unlinking frees it.
    expect(
      (await call('manager', 'PATCH', `${a.base}/team/members/${self?.id}`, { staffId: null })).status,
    ).toBe(204);
    expect((await memberOf('newcomer'))?.staffId).toBeNull();
  });

  it('expires a link after seven days and lets the address be invited again', async () => {
    expect((await invite('owner', { email: email('stranger'), role: 'staff' })).status).toBe(201);
    const { token } = await linkTo(email('stranger'));
    now = new Date(NOW.getTime() + 7 * DAY);
    try {
      expect((await call('stranger', 'POST', `/partner/invitations/${token}/accept`)).status).toBe(410);
      expect((await invite('owner', { email: email('stranger'), role: 'staff' })).status).toBe(201);
    } finally {
      now = NOW;
    }
  });

  it('keeps an owner whatever two owners do at once, and audits every change', async () => {
    expect((await invite('owner', { email: email('second'), role: 'owner' })).status).toBe(201);
    const { token } = await linkTo(email('second'));
    expect((await call('second', 'POST', `/partner/invitations/${token}/accept`)).status).toBe(200);
    const owner = await memberOf('owner');
    const second = await memberOf('second');
    // Each demotes the other, or themself, at once: the database lets at most one of them through.
    const answers = await Promise.all([
      call('owner', 'PATCH', `${a.base}/team/members/${second?.id}`, { role: 'manager' }),
      call('second', 'PATCH', `${a.base}/team/members/${owner?.id}`, { role: 'manager' }),
      call('owner', 'POST', `${a.base}/team/leave`),
      call('second', 'POST', `${a.base}/team/leave`),
    ]);
    const owners = await database.db
      .select()
      .from(schema.businessMembers)
      .where(
        and(eq(schema.businessMembers.businessId, a.businessId), eq(schema.businessMembers.role, 'owner')),
      );
    expect(owners.length).toBeGreaterThanOrEqual(1);
    const refused = answers.filter((r) => r.status !== 204);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused)
      expect(['LAST_OWNER', 'NOT_FOUND', 'FORBIDDEN']).toContain(
        (answer.body.error as { code: string }).code,
      );
    const [firstOwner] = await database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, email('owner')));
    const lastCookie = owners[0]?.userId === firstOwner?.id ? 'owner' : 'second';
    const alone = await call(lastCookie, 'POST', `${a.base}/team/leave`, undefined, 'bg');
    if (owners.length === 1) {
      expect(alone.status).toBe(409);
      expect((alone.body.error as { message: string }).message).toContain('собственик');
    }

    const audit = await call(lastCookie, 'GET', `${a.base}/audit`);
    const actions = (audit.body.items as Array<{ action: string; member: { role: string } | null }>).map(
      (e) => e.action,
    );
    for (const action of ['member.invite', 'member.accept', 'member.revoke', 'member.resend', 'member.staff'])
      expect(actions).toContain(action);
  });
});
