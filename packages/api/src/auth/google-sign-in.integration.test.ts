import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';

const CLIENT_ID = 'kalendo-test.apps.googleusercontent.com';

/** A local stand-in for Google's key endpoint, serving a key set this test generates. */
async function startKeyServer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
  const sign = (
    claims: Record<string, unknown>,
    options: {
      audience?: string;
      expiresIn?: string;
      key?: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
    } = {},
  ) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(options.audience ?? CLIENT_ID)
      .setSubject(String(claims.sub ?? '1234567890'))
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(options.key ?? privateKey);
  return { url, sign, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

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
    const signUp = await api.request('http://localhost/auth/sign-up/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
      body: JSON.stringify({
        name: 'Nikola Iliev',
        email: 'nikola@example.com',
        password: 'a-long-password-1',
      }),
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
