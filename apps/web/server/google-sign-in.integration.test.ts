import { GOOGLE_TEST_CLIENT_ID, startGoogleKeyServer } from '@kalendo/api/testing';
import { type Database, schema } from '@kalendo/db';
import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';

const GOOGLE_ORIGIN = 'https://accounts.google.com';

describe.each(await testDatabaseTargets())('"Sign in with Google" on the web on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let keys: Awaited<ReturnType<typeof startGoogleKeyServer>>;
  let app: Hono;

  /** What Google's button does in redirect mode: a form post from Google's origin to our login URI. */
  const googlePost = (fields: Record<string, string>, csrfCookie: string) =>
    app.request('/de/sign-in/google', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: GOOGLE_ORIGIN,
        Cookie: `g_csrf_token=${csrfCookie}`,
      },
      body: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    keys = await startGoogleKeyServer();
    app = await createTestServer(database, {
      google: { clientId: GOOGLE_TEST_CLIENT_ID, jwksUrl: keys.url },
    });
  });
  afterAll(async () => {
    await keys.close();
    await drop();
  });

  it('shows the button on the sign-in page, posting to this language’s callback, never automatic', async () => {
    const html = await (await app.request('/de/sign-in')).text();
    expect(html).toContain(`data-client_id="${GOOGLE_TEST_CLIENT_ID}"`);
    expect(html).toContain('data-login_uri="http://localhost/de/sign-in/google"');
    expect(html).toContain('data-auto_prompt="false"');
  });

  it('signs in with a verified ID token and a matching CSRF pair, creating the account', async () => {
    const credential = await keys.sign({
      sub: 'g-web-1',
      email: 'lena@example.com',
      given_name: 'Lena',
      family_name: 'Braun',
    });
    const response = await googlePost({ credential, g_csrf_token: 'pair-1' }, 'pair-1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de/home');
    const session = response.headers.getSetCookie().find((c) => c.startsWith('kalendo.session_token='));
    expect(session).toMatch(/HttpOnly/i);
    const users = await database.db.select().from(schema.users);
    expect(users.map((u) => u.email)).toContain('lena@example.com');
  });

  it('refuses a post whose CSRF field and cookie differ, or a token Google did not sign, and says so', async () => {
    const credential = await keys.sign({ sub: 'g-web-2', email: 'eve@example.com' });
    const mismatch = await googlePost({ credential, g_csrf_token: 'one' }, 'other');
    expect(mismatch.status).toBe(303);
    expect(mismatch.headers.get('location')).toBe('/de/sign-in?error=google');
    expect(mismatch.headers.getSetCookie()).toEqual([]);
    const forged = await googlePost({ credential: `${credential.slice(0, -4)}AAAA`, g_csrf_token: 'p' }, 'p');
    expect(forged.headers.get('location')).toBe('/de/sign-in?error=google');
    const users = await database.db.select().from(schema.users);
    expect(users.map((u) => u.email)).not.toContain('eve@example.com');
    const page = await (await app.request('/de/sign-in?error=google')).text();
    expect(page).toContain('role="alert"');
  });

  it('sends an unverified Google email of an existing account back to sign in with the password', async () => {
    const credential = await keys.sign({ sub: 'g-web-3', email: 'lena@example.com', email_verified: false });
    const response = await googlePost({ credential, g_csrf_token: 'pair-3' }, 'pair-3');
    expect(response.headers.get('location')).toBe('/de/sign-in?error=googleNotLinked');
    expect(response.headers.getSetCookie().some((c) => c.startsWith('kalendo.session_token='))).toBe(false);
    const page = await (await app.request('/de/sign-in?error=googleNotLinked')).text();
    expect(page).toContain('Mit dieser E-Mail-Adresse gibt es bereits ein Konto.');
  });

  it('still refuses other cross-origin page posts', async () => {
    const response = await app.request('/de/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: GOOGLE_ORIGIN },
      body: 'email=a%40b.c&password=x',
    });
    expect(response.status).toBe(403);
  });
});
