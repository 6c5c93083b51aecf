import type { Database } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    api.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
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
});
