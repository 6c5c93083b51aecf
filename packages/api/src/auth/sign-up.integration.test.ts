import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../rate-limit/client-address.ts';
import { createTestApi } from '../testing/create-test-api.ts';
import { solveBotCheck } from '../testing/solve-bot-check.ts';

const PUBLIC_ORIGIN = 'https://kalendo.test';

describe.each(await testDatabaseTargets())('sign-up on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { publicOrigin: PUBLIC_ORIGIN });
  });
  afterAll(() => drop());

  /** `from`: the client's address (sign-ups are rate limited per address). */
  const signUp = async (account: Record<string, string>, from = '198.51.100.1') =>
    api.request(`${PUBLIC_ORIGIN}/auth/sign-up/email`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: PUBLIC_ORIGIN,
        [CLIENT_ADDRESS_HEADER]: from,
        'X-Bot-Check': await solveBotCheck((path) => api.request(`${PUBLIC_ORIGIN}${path}`)),
      },
      body: JSON.stringify(account),
    });
  /** Status, session headers and body of an answer, without what differs between any two sign-ups. */
  const answerOf = async (response: Response) => {
    const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
    const { id, createdAt, updatedAt, ...user } = body.user;
    expect([typeof id, typeof createdAt, typeof updatedAt]).toEqual(['string', 'string', 'string']);
    return {
      status: response.status,
      setCookie: response.headers.getSetCookie(),
      authToken: response.headers.get('set-auth-token'),
      token: body.token,
      user,
    };
  };
  const emailsTo = (address: string) =>
    database.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, address));
  const sessionsOf = async (address: string) => {
    const [user] = await database.db.select().from(schema.users).where(eq(schema.users.email, address));
    return database.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, user?.id ?? ''));
  };

  const account = {
    name: 'Ana Petrova',
    firstName: 'Ana',
    lastName: 'Petrova',
    password: 'a-long-password-1',
    locale: 'bg',
  };

  it('signs nobody in at sign-up: the emailed link (or a sign-in) starts the first session', async () => {
    const response = await signUp({ ...account, email: 'ana@example.com', callbackURL: '/bg/home' });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('set-auth-token')).toBeNull();
    expect(await sessionsOf('ana@example.com')).toEqual([]);

    const [verification] = await emailsTo('ana@example.com');
    const link = verification?.text.match(/https:\/\/\S+verify-email\S+/)?.[0] ?? '';
    const opened = await api.request(link.replace(`${PUBLIC_ORIGIN}/api/v1`, PUBLIC_ORIGIN));
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/bg/home');
    // On an https PUBLIC_URL the cookie carries the __Secure- prefix.
    expect(opened.headers.getSetCookie().some((c) => c.startsWith('__Secure-kalendo.session_token='))).toBe(
      true,
    );
  });

  it('does not reveal that an email has an account: the same answer as a fresh sign-up, and no session', async () => {
    const fresh = await answerOf(await signUp({ ...account, email: 'boris@example.com' }));
    const sessionsBefore = (await sessionsOf('ana@example.com')).length;
    const existing = await answerOf(await signUp({ ...account, email: 'ana@example.com' }));
    const existingOtherCase = await answerOf(await signUp({ ...account, email: 'ANA@Example.com' }));

    expect(existing).toEqual({ ...fresh, user: { ...fresh.user, email: 'ana@example.com' } });
    expect(existingOtherCase).toEqual(existing);
    expect(fresh).toMatchObject({ status: 200, setCookie: [], authToken: null, token: null });
    // The password of the attempt opens nothing: the account keeps its own.
    expect((await sessionsOf('ana@example.com')).length).toBe(sessionsBefore);
    const [user] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'ana@example.com'));
    expect(user).toMatchObject({ name: 'Ana Petrova', locale: 'bg' });
  });

  it('emails the owner of the address "you already have an account" instead, in their language, with links from PUBLIC_URL', async () => {
    const emails = await emailsTo('ana@example.com');
    // The verification email of the first sign-up, then one notice per sign-up attempt on the address.
    expect(emails).toHaveLength(3);
    const notice = emails[1];
    expect(notice?.subject).toBe('Вече имаш профил в Kalendo');
    expect(notice?.text).toContain('Ana Petrova');
    expect(notice?.text).toContain(`${PUBLIC_ORIGIN}/bg/sign-in`);
    expect(notice?.text).toContain(`${PUBLIC_ORIGIN}/bg/forgot-password`);
    expect(notice?.text).not.toContain('verify-email');
    expect(emails[2]?.subject).toBe(notice?.subject);
  });

  it('mails an address at most three times an hour however many sign-ups try it, answering each the same', async () => {
    const before = (await emailsTo('ana@example.com')).length;
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await signUp({ ...account, email: 'ana@example.com' }, `198.51.100.${10 + attempt}`);
      answers.push((await answerOf(response)).status);
    }
    expect(answers).toEqual([200, 200, 200]);
    // Two notices went out above: one more fits in the hour.
    expect((await emailsTo('ana@example.com')).length).toBe(before + 1);
  });
});
