import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../rate-limit/client-address.ts';
import { createTestApi } from '../testing/create-test-api.ts';
import { signUpThroughApi } from '../testing/sign-up.ts';
import { solveBotCheck } from '../testing/solve-bot-check.ts';

const ORIGIN = 'http://localhost';

describe.each(await testDatabaseTargets())('bot check on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  let clock = new Date('2026-11-22T12:00:00Z');

  const solve = () => solveBotCheck((path) => api.request(`${ORIGIN}${path}`));
  const post = (path: string, body: unknown, botCheck?: string) =>
    api.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        'Accept-Language': 'de',
        ...(botCheck ? { 'X-Bot-Check': botCheck } : {}),
      },
      body: JSON.stringify(body),
    });
  const errorCode = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string } }).error;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { now: () => clock });
    expect((await signUpThroughApi(api, { name: 'Ana Petrova', email: 'ana@example.com' })).status).toBe(200);
  });
  afterAll(() => drop());

  it('hands out signed, expiring proof-of-work challenges that are never cached', async () => {
    const response = await api.request('/bot-check/challenge');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = (await response.json()) as { parameters: Record<string, unknown>; signature: string };
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256' });
    expect(challenge.parameters.data).toEqual({ expires: Math.floor(clock.getTime() / 1000) + 600 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a sign-up without a solution, with a forged one and with a replayed one, in the user language', async () => {
    const account = { name: 'Bot', email: 'bot@example.com', password: 'a-long-password-1' };
    const missing = await post('/auth/sign-up/email', account);
    expect(missing.status).toBe(400);
    expect(await errorCode(missing)).toEqual({
      code: 'BOT_CHECK_REQUIRED',
      message: 'Bitte bestätige, dass du kein Roboter bist.',
    });
    const forged = await post(
      '/auth/sign-up/email',
      account,
      Buffer.from('{"challenge":{}}').toString('base64'),
    );
    expect((await errorCode(forged)).code).toBe('BOT_CHECK_FAILED');

    const solution = await solve();
    expect((await post('/auth/sign-up/email', account, solution)).status).toBe(200);
    const replayed = await post('/auth/sign-up/email', { ...account, email: 'bot2@example.com' }, solution);
    expect((await errorCode(replayed)).code).toBe('BOT_CHECK_FAILED');
  });

  it('accepts one of many concurrent uses of the same solution', async () => {
    const solution = await solve();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(
          '/auth/request-password-reset',
          { email: `someone${i}@example.com`, redirectTo: '/en/reset-password' },
          solution,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it('refuses a solution after its challenge expired', async () => {
    const solution = await solve();
    clock = new Date(clock.getTime() + 11 * 60_000);
    const late = await post(
      '/auth/request-password-reset',
      { email: 'ana@example.com', redirectTo: '/en/reset-password' },
      solution,
    );
    expect((await errorCode(late)).code).toBe('BOT_CHECK_FAILED');
  });

  it('asks for the check on sign-in only after three failures for that email', async () => {
    const wrong = { email: 'ana@example.com', password: 'not-the-password-1' };
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await post('/auth/sign-in/email', wrong)).status).toBe(401);
    }
    const right = { email: 'ANA@example.com', password: 'a-long-password-1' };
    const blocked = await post('/auth/sign-in/email', right);
    expect((await errorCode(blocked)).code).toBe('BOT_CHECK_REQUIRED');
    // Another email is not affected.
    expect(
      (await post('/auth/sign-in/email', { email: 'other@example.com', password: 'x-long-password-1' }))
        .status,
    ).toBe(401);
    expect((await post('/auth/sign-in/email', right, await solve())).status).toBe(200);
    // A successful sign-in clears the count.
    expect((await post('/auth/sign-in/email', right)).status).toBe(200);
  });
  it('counts form-encoded sign-in failures by email and asks for the check whatever the encoding', async () => {
    expect((await signUpThroughApi(api, { name: 'Boris Ivanov', email: 'boris@example.com' })).status).toBe(
      200,
    );
    const form = (fields: Record<string, string>, botCheck?: string) =>
      api.request(`${ORIGIN}/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: ORIGIN,
          ...(botCheck ? { 'X-Bot-Check': botCheck } : {}),
        },
        body: new URLSearchParams(fields).toString(),
      });
    for (let attempt = 0; attempt < 3; attempt++) {
      const failed = await form({ email: 'Boris@Example.com', password: 'not-the-password-1' });
      expect(failed.status).toBe(401);
    }
    const right = { email: 'boris@example.com', password: 'a-long-password-1' };
    expect((await errorCode(await form(right))).code).toBe('BOT_CHECK_REQUIRED');
    expect((await errorCode(await post('/auth/sign-in/email', right))).code).toBe('BOT_CHECK_REQUIRED');
    expect((await post('/auth/sign-in/email', right, await solve())).status).toBe(200);
  });
  it('sends verification emails only behind the bot check and a few per address, whether or not it has an account', async () => {
    expect((await signUpThroughApi(api, { name: 'Cleo Marin', email: 'cleo@example.com' })).status).toBe(200);
    const mails = async () =>
      (await database.db.select().from(schema.outboxEmails)).filter((mail) => mail.to === 'cleo@example.com')
        .length;
    const before = await mails();
    // From a new address each time, as a botnet would: the limit is per email, whatever the client.
    let client = 0;
    const ask = async (email: string, solved: boolean) =>
      api.request(`${ORIGIN}/auth/send-verification-email`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: ORIGIN,
          [CLIENT_ADDRESS_HEADER]: `203.0.113.${++client}`,
          ...(solved ? { 'X-Bot-Check': await solve() } : {}),
        },
        body: JSON.stringify({ email }),
      });
    const unsolved = await ask('cleo@example.com', false);
    expect((await errorCode(unsolved)).code).toBe('BOT_CHECK_REQUIRED');
    expect(await mails()).toBe(before);
    for (let sent = 0; sent < 3; sent++) expect((await ask('Cleo@Example.com', true)).status).toBe(200);
    const fourth = await ask('cleo@example.com', true);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await mails()).toBe(before + 3);
    // An address without an account is answered and limited alike (nothing to tell them apart).
    for (let sent = 0; sent < 3; sent++) expect((await ask('nobody@example.com', true)).status).toBe(200);
    expect((await ask('nobody@example.com', true)).status).toBe(429);
  });
});
