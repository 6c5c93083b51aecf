import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';
import { solveBotCheck } from '../testing/solve-bot-check.ts';

const PUBLIC_ORIGIN = 'https://kalendo.test';
/** An attacker's host: what a poisoned `Host` header makes the request's URL say. */
const EVIL = 'http://evil.example';

/** Every absolute link in every email in the outbox. */
async function emailedLinks(database: Database): Promise<string[]> {
  const emails = await database.db.select().from(schema.outboxEmails);
  return emails.flatMap((email) => email.text.match(/[a-z]+:\/\/[^\s)>\]]+/gi) ?? []);
}

describe.each(await testDatabaseTargets())('links in account emails on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { publicOrigin: PUBLIC_ORIGIN });
  });
  afterAll(() => drop());

  it('builds the sign-up verification link from PUBLIC_URL when the Host header is poisoned', async () => {
    await signUpThroughApi(api, { name: 'Ana Petrova', email: 'ana@example.com' }, EVIL);
    const links = await emailedLinks(database);
    expect(links.some((link) => link.startsWith(`${PUBLIC_ORIGIN}/api/v1/auth/verify-email?token=`))).toBe(
      true,
    );
  });

  it('builds the password-reset link from PUBLIC_URL when the Host header is poisoned', async () => {
    const response = await api.request(`${EVIL}/auth/request-password-reset`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Bot-Check': await solveBotCheck((path) => api.request(`${EVIL}${path}`)),
      },
      body: JSON.stringify({ email: 'ana@example.com', redirectTo: '/en/reset-password' }),
    });
    expect(response.status).toBe(200);
    const links = await emailedLinks(database);
    expect(links.some((link) => link.startsWith(`${PUBLIC_ORIGIN}/api/v1/auth/reset-password/`))).toBe(true);
  });

  it('builds the change-of-email link from PUBLIC_URL when the Host header is poisoned', async () => {
    const signIn = await api.request(`${PUBLIC_ORIGIN}/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: PUBLIC_ORIGIN },
      body: JSON.stringify({ email: 'ana@example.com', password: 'a-long-password-1' }),
    });
    expect(signIn.status).toBe(200);
    const before = (await emailedLinks(database)).length;
    const change = await api.request(`${EVIL}/auth/change-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: EVIL, Cookie: sessionCookieOf(signIn) },
      body: JSON.stringify({ newEmail: 'ana.new@example.com', callbackURL: '/en/settings' }),
    });
    expect(change.status).toBe(200);
    const sent = (await emailedLinks(database)).slice(before);
    expect(sent).toEqual([
      expect.stringMatching(/^https:\/\/kalendo\.test\/api\/v1\/auth\/verify-email\?token=/),
    ]);
  });

  it('never puts any other origin than PUBLIC_URL into an email', async () => {
    const links = await emailedLinks(database);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !link.startsWith(`${PUBLIC_ORIGIN}/`))).toEqual([]);
  });
});
