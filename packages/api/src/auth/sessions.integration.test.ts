import { type Database, MAX_PUSH_TOKENS_PER_USER, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../rate-limit/client-address.ts';
import { createTestApi } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const ORIGIN = 'http://localhost';
const PASSWORD = 'a-long-password-1';

/** Attacks on sessions (security review, issue 12). */
describe.each(await testDatabaseTargets())('sessions on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
  });
  afterAll(() => drop());

  // Each request from a client address of its own: these tests are about sessions, not rate limits.
  let clients = 0;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    api.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        [CLIENT_ADDRESS_HEADER]: `198.51.100.${(++clients % 250) + 1}`,
        ...headers,
      },
      body: JSON.stringify(body),
    });
  const signIn = (email: string, password = PASSWORD) => post('/auth/sign-in/email', { email, password });
  const meStatus = async (headers: Record<string, string>) =>
    (await api.request(`${ORIGIN}/me`, { headers })).status;

  it('signs the other sessions out when the password changes through the API, unless asked not to', async () => {
    expect((await signUpThroughApi(api, { name: 'Ana Petrova', email: 'ana@example.com' })).status).toBe(200);
    const phone = sessionCookieOf(await signIn('ana@example.com'));
    const laptop = sessionCookieOf(await signIn('ana@example.com'));
    const changed = await post(
      '/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'another-long-password-2' },
      { Cookie: laptop },
    );
    expect(changed.status).toBe(200);
    expect(await meStatus({ Cookie: phone })).toBe(401);
    const current = sessionCookieOf(changed) || laptop;
    expect(await meStatus({ Cookie: current })).toBe(200);

    const tablet = sessionCookieOf(await signIn('ana@example.com', 'another-long-password-2'));
    const kept = await post(
      '/auth/change-password',
      {
        currentPassword: 'another-long-password-2',
        newPassword: 'a-third-long-password-3',
        revokeOtherSessions: false,
      },
      { Cookie: current },
    );
    expect(kept.status).toBe(200);
    expect(await meStatus({ Cookie: tablet })).toBe(200);
  });

  it('refuses a change of password that breaks the contract, and changes nothing', async () => {
    expect((await signUpThroughApi(api, { name: 'Boris Ivanov', email: 'boris@example.com' })).status).toBe(
      200,
    );
    const cookie = sessionCookieOf(await signIn('boris@example.com'));
    for (const body of [
      { currentPassword: PASSWORD, newPassword: 'short' },
      { currentPassword: PASSWORD, newPassword: 'x'.repeat(500) },
      { currentPassword: PASSWORD, newPassword: 'a-fine-long-password-9', revokeOtherSessions: 'no' },
    ]) {
      expect((await post('/auth/change-password', body, { Cookie: cookie })).status).toBe(400);
    }
    expect((await signIn('boris@example.com')).status).toBe(200);
  });
  it('accepts a bearer token only with its signature', async () => {
    expect((await signUpThroughApi(api, { name: 'Vera Koleva', email: 'vera@example.com' })).status).toBe(
      200,
    );
    const signed = (await signIn('vera@example.com')).headers.get('set-auth-token') ?? '';
    expect(signed).toContain('.');
    expect(await meStatus({ Authorization: `Bearer ${signed}` })).toBe(200);
    const raw = decodeURIComponent(signed).split('.')[0] ?? '';
    expect(await meStatus({ Authorization: `Bearer ${raw}` })).toBe(401);
    expect(await meStatus({ Authorization: `Bearer ${raw}.forged-signature` })).toBe(401);
  });

  it('lists sessions without their tokens and signs a device out by id, only one of the user', async () => {
    expect((await signUpThroughApi(api, { name: 'Dimo Dimov', email: 'dimo@example.com' })).status).toBe(200);
    const phone = sessionCookieOf(await signIn('dimo@example.com'));
    const laptop = sessionCookieOf(await signIn('dimo@example.com'));
    const listed = await api.request(`${ORIGIN}/auth/list-sessions`, { headers: { Cookie: laptop } });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    const text = await listed.text();
    const sessions = JSON.parse(text) as Array<{ id: string; current: boolean }>;
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    expect(text).not.toMatch(/"token"/);
    const [token] = laptop.match(/session_token=([^.;]+)/)?.slice(1) ?? [];
    expect(text).not.toContain(token);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);

    const other = sessionCookieOf(await signIn('vera@example.com'));
    const stranger = (
      (await (
        await api.request(`${ORIGIN}/auth/list-sessions`, { headers: { Cookie: other } })
      ).json()) as Array<{
        id: string;
      }>
    )[0]?.id;
    expect((await post('/auth/revoke-session', { id: stranger }, { Cookie: laptop })).status).toBe(404);
    expect(await meStatus({ Cookie: other })).toBe(200);

    const elsewhere = sessions.find((session) => !session.current)?.id;
    const revoked = await post('/auth/revoke-session', { id: elsewhere }, { Cookie: laptop });
    expect(revoked.status).toBe(200);
    const after = (await (
      await api.request(`${ORIGIN}/auth/list-sessions`, { headers: { Cookie: laptop } })
    ).json()) as Array<{ id: string }>;
    expect(after.map((session) => session.id)).not.toContain(elsewhere);
    expect(after).toHaveLength(sessions.length - 1);
    expect(phone).not.toBe('');
    expect(await meStatus({ Cookie: laptop })).toBe(200);
  });
  describe('push tokens', () => {
    const register = (cookie: string, token: string) =>
      post('/auth/user-token', { provider: 'fcm', token, platforms: ['android'] }, { Cookie: cookie });
    const tokensOf = async (email: string) =>
      (
        await database.db
          .select({ token: schema.pushTokens.token })
          .from(schema.pushTokens)
          .innerJoin(schema.users, eq(schema.users.id, schema.pushTokens.userId))
          .where(eq(schema.users.email, email))
      ).map((row) => row.token);

    it('keeps at most 10 devices per user, forgetting the longest unused', async () => {
      expect((await signUpThroughApi(api, { name: 'Emil Stoev', email: 'emil@example.com' })).status).toBe(
        200,
      );
      const cookie = sessionCookieOf(await signIn('emil@example.com'));
      for (let device = 1; device <= 14; device++) {
        expect((await register(cookie, `device-token-${device}`)).status).toBe(204);
      }
      const kept = await tokensOf('emil@example.com');
      expect(kept).toHaveLength(MAX_PUSH_TOKENS_PER_USER);
      expect(kept).not.toContain('device-token-1');
      expect(kept).toContain('device-token-14');
    });

    it('does not let an older session take over a device another user registered since', async () => {
      expect((await signUpThroughApi(api, { name: 'Fani Ilieva', email: 'fani@example.com' })).status).toBe(
        200,
      );
      expect((await signUpThroughApi(api, { name: 'Gosho Ivov', email: 'gosho@example.com' })).status).toBe(
        200,
      );
      const mallory = sessionCookieOf(await signIn('gosho@example.com'));
      const fani = sessionCookieOf(await signIn('fani@example.com'));
      expect((await register(fani, 'fanis-phone-token')).status).toBe(204);
      // Gosho's session is older than Fani's registration: no takeover.
      const takeover = await register(mallory, 'fanis-phone-token');
      expect(takeover.status).toBe(409);
      expect(await tokensOf('fani@example.com')).toContain('fanis-phone-token');
      // Signing in on the device afterwards does move it (the phone changed hands).
      const newOwner = sessionCookieOf(await signIn('gosho@example.com'));
      expect((await register(newOwner, 'fanis-phone-token')).status).toBe(204);
      expect(await tokensOf('gosho@example.com')).toContain('fanis-phone-token');
      expect(await tokensOf('fani@example.com')).not.toContain('fanis-phone-token');
    });

    it('refuses unbounded registrations', async () => {
      const cookie = sessionCookieOf(await signIn('emil@example.com'));
      expect((await register(cookie, 'x'.repeat(5000))).status).toBe(400);
    });
  });
});
