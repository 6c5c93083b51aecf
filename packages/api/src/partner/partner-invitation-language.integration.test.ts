import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { createTranslator } from '@kalendo/i18n';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { type PartnerIds, partnerKit } from '../testing/partner-kit.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

/** The invitation e-mail's language is chosen on the form, kept on the invitation and reused by a resend. */
describe.each(await testDatabaseTargets())('invitation language on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const cookies: Record<string, string> = {};
  const { call, setUp } = partnerKit(() => api, cookies);
  const invitee = `lingua-${target.kind}@example.com`;
  let a: PartnerIds;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    cookies.owner = sessionCookieOf(
      await signUpThroughApi(api, { name: 'Ana', email: `ana-l-${target.kind}@example.com` }),
    );
    a = await setUp('owner', 'Lingua Studio');
  });
  afterAll(() => drop());

  const lastMail = async () => {
    const [mail] = await database.db
      .select()
      .from(schema.outboxEmails)
      .where(eq(schema.outboxEmails.to, invitee))
      .orderBy(desc(schema.outboxEmails.createdAt));
    return mail;
  };
  const frenchSubject = createTranslator('fr')('emails:teamInvitation.subject', {
    inviter: 'Ana',
    business: 'Lingua Studio',
  });

  it('writes the e-mail in the chosen language, not the page’s, and lists the invitation with it', async () => {
    const sent = await call(
      'owner',
      'POST',
      `${a.base}/team/invitations`,
      { email: invitee, role: 'staff', locale: 'fr' },
      'en',
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const mail = await lastMail();
    expect(mail?.subject).toBe(frenchSubject);
    expect(mail?.text).toMatch(/\/fr\/partner\/invitations\/[A-Za-z0-9_-]{43}/);
    const team = await call('owner', 'GET', `${a.base}/team`);
    expect((team.body.invitations as Array<{ email: string; locale: string }>)[0]).toMatchObject({
      email: invitee,
      locale: 'fr',
    });
  });

  it('resends in the invitation’s language whatever language the resend is asked in', async () => {
    const team = await call('owner', 'GET', `${a.base}/team`);
    const id = (team.body.invitations as Array<{ id: string }>)[0]?.id;
    const before = await lastMail();
    const resent = await call('owner', 'POST', `${a.base}/team/invitations/${id}/resend`, undefined, 'de');
    expect(resent.status).toBe(204);
    const mail = await lastMail();
    expect(mail?.id).not.toBe(before?.id);
    expect(mail?.subject).toBe(frenchSubject);
    expect(mail?.text).toMatch(/\/fr\/partner\/invitations\//);
  });

  it('refuses a language that is not one of the eleven, in the caller’s language, and invites nobody', async () => {
    const refused = await call(
      'owner',
      'POST',
      `${a.base}/team/invitations`,
      { email: `other-${invitee}`, role: 'staff', locale: 'pt' },
      'de',
    );
    expect(refused.status).toBe(400);
    const error = refused.body.error as { code: string; message: string };
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(createTranslator('de')('errors:VALIDATION_FAILED'));
    const rows = await database.db
      .select()
      .from(schema.businessInvitations)
      .where(eq(schema.businessInvitations.email, `other-${invitee}`));
    expect(rows).toHaveLength(0);
  });
});
