import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import {
  GOOGLE_TEST_CLIENT_ID as CLIENT_ID,
  startGoogleKeyServer as startKeyServer,
} from '../testing/google-key-server.ts';
import { signUpThroughApi } from '../testing/sign-up.ts';

describe.each(await testDatabaseTargets())('Google sign-in by ID token on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let keys: Awaited<ReturnType<typeof startKeyServer>>;
  let api: ReturnType<typeof createTestApi>;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    keys = await startKeyServer();
    api = createTestApi(database, { google: { clientId: CLIENT_ID, jwksUrl: keys.url } });
  });
  afterAll(async () => {
    await keys.close();
    await drop();
  });

  // A raw request: better-auth's `/auth/*` routes are passed through, outside the typed client's routes.
  const signIn = (token: string) =>
    api.request('http://localhost/auth/sign-in/social', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
      body: JSON.stringify({ provider: 'google', idToken: { token } }),
    });

  it('creates the account on first sign-in with names, email and photo, and signs in', async () => {
    const token = await keys.sign({
      sub: 'g-1',
      email: 'elena@example.com',
      name: 'Elena Georgieva',
      given_name: 'Elena',
      family_name: 'Georgieva',
      picture: 'https://lh3.example/photo.jpg',
    });
    const response = await signIn(token);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('kalendo.session_token='))).toBe(true);
    const [user] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'elena@example.com'));
    expect(user).toMatchObject({
      firstName: 'Elena',
      lastName: 'Georgieva',
      image: 'https://lh3.example/photo.jpg',
      emailVerified: true,
    });
  });

  it('links to the existing account of a verified email instead of creating another', async () => {
    const signUp = await signUpThroughApi(api, {
      name: 'Nikola Iliev',
      email: 'nikola@example.com',
    });
    expect(signUp.status).toBe(200);
    // Only a verified email joins: the owner confirmed it from the verification email.
    await database.db
      .update(schema.users)
      .set({ emailVerified: true })
      .where(eq(schema.users.email, 'nikola@example.com'));
    const response = await signIn(
      await keys.sign({ sub: 'g-2', email: 'nikola@example.com', name: 'Nikola Iliev' }),
    );
    expect(response.status).toBe(200);
    const users = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'nikola@example.com'));
    expect(users).toHaveLength(1);
    const accounts = await database.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.userId, users[0]?.id ?? ''));
    expect(accounts.map((a) => a.providerId).sort()).toEqual(['credential', 'google']);
  });

  it('does not link a Google sign-in whose email is unverified to an existing verified account', async () => {
    expect((await signUpThroughApi(api, { name: 'Vera Koleva', email: 'vera@example.com' })).status).toBe(
      200,
    );
    await database.db
      .update(schema.users)
      .set({ emailVerified: true })
      .where(eq(schema.users.email, 'vera@example.com'));
    const response = await signIn(
      await keys.sign({ sub: 'g-5', email: 'vera@example.com', email_verified: false, name: 'Mallory' }),
    );
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'GOOGLE_ACCOUNT_NOT_LINKED',
    );
    expect(response.headers.getSetCookie().some((c) => c.startsWith('kalendo.session_token='))).toBe(false);
    const [user] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'vera@example.com'));
    const accounts = await database.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.userId, user?.id ?? ''));
    expect(accounts.map((a) => a.providerId)).toEqual(['credential']);
  });

  it.each([
    ['another audience', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['an expired token', { expiresIn: '-1m' }],
  ])('refuses %s and logs the failure', async (_label, options) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const token = await keys.sign({ sub: 'g-3', email: 'mallory@example.com' }, options);
    expect((await signIn(token)).status).toBe(401);
    expect(logged).toHaveBeenCalledWith('Google sign-in failed:', expect.any(String));
    logged.mockRestore();
  });

  it('refuses a token signed with another key', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { privateKey } = await generateKeyPair('RS256');
    const token = await keys.sign({ sub: 'g-4', email: 'mallory@example.com' }, { key: privateKey });
    expect((await signIn(token)).status).toBe(401);
    logged.mockRestore();
    expect(
      await database.db.select().from(schema.users).where(eq(schema.users.email, 'mallory@example.com')),
    ).toEqual([]);
  });
});
