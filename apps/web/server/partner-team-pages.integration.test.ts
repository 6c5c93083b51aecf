import { type Database, schema } from '@kalendo/db';
import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost as post, signUpAndSignIn } from './testing/form-requests.ts';
import { partnerAccount } from './testing/partner-business-form.ts';

describe.each(await testDatabaseTargets())('partner team pages on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let businessId = '';
  let businessName = '';
  const cookies: Record<string, string> = {};
  const email = (who: string) => `${who}-team-page@example.com`;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    const [business] = await database.db
      .select({ id: schema.businesses.id, name: schema.businesses.name })
      .from(schema.businesses)
      .where(eq(schema.businesses.slug, 'lotus'));
    if (!business) throw new Error('no sample business');
    businessId = business.id;
    businessName = business.name;
    app = await createTestServer(database);
    for (const who of ['owner', 'manager', 'staff', 'invitee', 'stranger'])
      cookies[who] = cookiesOf(await signUpAndSignIn(app, partnerAccount(email(who))));
    const users = await database.db
      .select({ id: schema.users.id, email: schema.users.email })
      .from(schema.users);
    const idOf = (who: string) => users.find((user) => user.email === email(who))?.id ?? '';
    await database.db.insert(schema.businessMembers).values([
      { businessId, userId: idOf('owner'), role: 'owner' },
      { businessId, userId: idOf('manager'), role: 'manager' },
      { businessId, userId: idOf('staff'), role: 'staff' },
    ]);
  });
  afterAll(() => drop());

  const page = () => `/en/partner/businesses/${businessId}/team`;
  const get = (path: string, who?: string) =>
    app.request(path, { headers: who ? { Cookie: cookies[who] ?? '' } : {} });
  const send = (fields: Record<string, string>, who = 'owner', path = page()) =>
    app.request(path, post(fields, cookies[who]));
  const memberId = async (who: string) => {
    const [row] = await database.db
      .select({ id: schema.businessMembers.id })
      .from(schema.businessMembers)
      .innerJoin(schema.users, eq(schema.users.id, schema.businessMembers.userId))
      .where(and(eq(schema.businessMembers.businessId, businessId), eq(schema.users.email, email(who))));
    return row?.id ?? '';
  };
  /** The token of the latest invitation e-mailed to `to`. */
  const tokenTo = async (to: string) => {
    const [mail] = await database.db
      .select({ text: schema.outboxEmails.text })
      .from(schema.outboxEmails)
      .where(eq(schema.outboxEmails.to, to))
      .orderBy(desc(schema.outboxEmails.createdAt));
    return mail?.text.match(/\/partner\/invitations\/([A-Za-z0-9_-]{43})/)?.[1] ?? '';
  };

  it('shows the Members tab and page to the owner and a manager, not to staff', async () => {
    const owner = await get(page(), 'owner');
    expect(owner.status).toBe(200);
    const text = await owner.text();
    expect(text).toContain('Members and access');
    expect(text).toContain(`href="${page()}"`);
    expect(text).toContain(email('manager'));
    expect(text).toContain('No invitations are waiting.');
    expect(text).toContain('Leave this business');
    // The owner changes roles and is offered every role to invite.
    expect(text).toMatch(/<option value="owner"/);
    const manager = await (await get(page(), 'manager')).text();
    expect(manager).toContain('As a manager you can invite staff members');
    expect(manager).not.toMatch(/<option value="owner"/);
    const staff = await get(page(), 'staff');
    expect(staff.status).toBe(403);
    const overview = await (await get(`/en/partner/businesses/${businessId}`, 'staff')).text();
    expect(overview).not.toContain(`href="${page()}"`);
    expect((await get(page(), 'stranger')).status).toBe(404);
    expect((await get(page())).status).toBe(302);
  });

  it('invites (a refusal in the language of the page), lists the invitation, and withdraws it', async () => {
    const bad = await (await send({ intent: 'invite', email: 'not-an-address', role: 'staff' })).text();
    expect(bad).toContain('not-an-address');
    expect(bad).toContain('Please enter a valid email address.');
    const invited = await (await send({ intent: 'invite', email: email('someone'), role: 'manager' })).text();
    expect(invited).toContain(`The invitation has been sent to ${email('someone')}.`);
    expect(invited).toContain('Invitations waiting');
    expect(invited).not.toContain('No invitations are waiting.');
    const again = await (
      await send(
        { intent: 'invite', email: email('someone'), role: 'staff' },
        'owner',
        `/de${page().slice(3)}`,
      )
    ).text();
    expect(again).toContain('An diese Adresse ist bereits eine Einladung offen.');
    const member = await (await send({ intent: 'invite', email: email('manager'), role: 'staff' })).text();
    expect(member).toContain('This person is already a member of the business.');
    // A manager may not invite a manager, whatever the form says.
    const peer = await send({ intent: 'invite', email: email('peer'), role: 'manager' }, 'manager');
    expect(peer.status).toBe(200);
    expect(await tokenTo(email('peer'))).toBe('');
    const [invitation] = await database.db
      .select({ id: schema.businessInvitations.id })
      .from(schema.businessInvitations)
      .where(
        and(
          eq(schema.businessInvitations.email, email('someone')),
          isNull(schema.businessInvitations.revokedAt),
        ),
      );
    const revoked = await (await send({ intent: 'revoke', id: invitation?.id ?? '' })).text();
    expect(revoked).toContain('The invitation has been withdrawn.');
    expect(revoked).toContain('No invitations are waiting.');
  });

  it('refuses to demote the last owner, in words, and changes a role otherwise', async () => {
    const id = await memberId('owner');
    const refused = await (
      await send({
        intent: 'save',
        id,
        name: 'Maria',
        currentRole: 'owner',
        currentStaffId: '',
        role: 'manager',
      })
    ).text();
    expect(refused).toContain('A business always keeps at least one owner.');
    const leave = await (await send({ intent: 'leave' })).text();
    expect(leave).toContain('A business always keeps at least one owner.');
    const [row] = await database.db
      .select({ role: schema.businessMembers.role })
      .from(schema.businessMembers)
      .where(eq(schema.businessMembers.id, id));
    expect(row?.role).toBe('owner');
    const staffId = await memberId('staff');
    const saved = await (
      await send({
        intent: 'save',
        id: staffId,
        name: 'S',
        currentRole: 'staff',
        currentStaffId: '',
        role: 'manager',
      })
    ).text();
    expect(saved).toContain('Saved.');
    await send({
      intent: 'save',
      id: staffId,
      name: 'S',
      currentRole: 'manager',
      currentStaffId: '',
      role: 'staff',
    });
  });

  it('shows the link signed out, to another account, accepts it, and then says it no longer works', async () => {
    await send({ intent: 'invite', email: email('invitee'), role: 'staff' });
    const token = await tokenTo(email('invitee'));
    expect(token).toHaveLength(43);
    const link = `/en/partner/invitations/${token}`;
    const signedOut = await get(link);
    expect(signedOut.status).toBe(200);
    const outText = await signedOut.text();
    expect(outText).toContain(`Join ${businessName} on Kalendo`);
    expect(outText).toContain(`/en/sign-in?returnTo=${encodeURIComponent(link)}`);
    expect(outText).toContain(`/en/sign-up?returnTo=${encodeURIComponent(link)}`);
    const other = await (await get(link, 'stranger')).text();
    expect(other).toContain('This invitation was sent to another e-mail address.');
    expect(other).not.toContain('Accept and join');
    const refused = await (await send({}, 'stranger', link)).text();
    expect(refused).toContain('This invitation was sent to another e-mail address.');
    expect((await get(link, 'invitee')).status).toBe(200);
    const accepted = await send({}, 'invitee', link);
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get('location')).toBe(`/en/partner/businesses/${businessId}`);
    expect(await memberId('invitee')).not.toBe('');
    const gone = await get(link, 'invitee');
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('This invitation no longer works');
    expect((await get(`/en/partner/invitations/${'x'.repeat(43)}`)).status).toBe(404);
    expect((await get('/en/partner/invitations/short')).status).toBe(404);
  });

  it('removes a member after the confirm step', async () => {
    const id = await memberId('invitee');
    const removed = await (await send({ intent: 'remove', id, name: 'Invitee' })).text();
    expect(removed).toContain('Invitee no longer has access.');
    expect(await memberId('invitee')).toBe('');
  });
});
