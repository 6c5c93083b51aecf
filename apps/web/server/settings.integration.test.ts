import { type Database, schema } from '@kalendo/db';
import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost as post, signUpAndSignIn } from './testing/form-requests.ts';

describe.each(await testDatabaseTargets())('settings on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let cookie = '';
  let otherDevice = '';

  async function signIn(password: string) {
    return cookiesOf(await app.request('/en/sign-in', post({ email: 'ivan@example.com', password }, '')));
  }

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    app = await createTestServer(database);
    const signedIn = await signUpAndSignIn(app, {
      firstName: 'Ivan',
      lastName: 'Petrov',
      email: 'ivan@example.com',
      password: 'first-password-1',
    });
    cookie = cookiesOf(signedIn);
    otherDevice = await signIn('first-password-1');
  });
  afterAll(() => drop());

  it('is only for signed-in users and lists the sessions', async () => {
    expect((await app.request('/en/settings')).status).toBe(302);
    const html = await (await app.request('/en/settings', { headers: { Cookie: cookie } })).text();
    expect(html).toContain('Where you are signed in');
    expect(html.match(/name="intent" value="revoke"/g)).toHaveLength(2);
  });

  it('ends another device from the list without ever putting a session token in the page', async () => {
    const html = await (await app.request('/en/settings', { headers: { Cookie: cookie } })).text();
    for (const jar of [cookie, otherDevice]) {
      const token = jar.match(/session_token=([^.;]+)/)?.[1] ?? '';
      expect(token).not.toBe('');
      expect(html).not.toContain(token);
    }
    const third = await signIn('first-password-1');
    const ids = [...html.matchAll(/name="sessionId" value="([^"]+)"/g)].map((match) => match[1] ?? '');
    const after = await (await app.request('/en/settings', { headers: { Cookie: cookie } })).text();
    const newId = [...after.matchAll(/name="sessionId" value="([^"]+)"/g)]
      .map((match) => match[1] ?? '')
      .find((id) => !ids.includes(id));
    const ended = await app.request(
      '/en/settings',
      post({ intent: 'revoke', sessionId: newId ?? '' }, cookie),
    );
    expect(await ended.text()).toContain('The session has been ended.');
    expect((await app.request('/api/v1/me', { headers: { Cookie: third } })).status).toBe(401);
  });

  it('keeps personal pages and answers out of every cache, and leaves public pages cacheable', async () => {
    const personal = [
      await app.request('/en/settings', { headers: { Cookie: cookie } }),
      await app.request('/en/home', { headers: { Cookie: cookie } }),
      await app.request('/en/appointments', { headers: { Cookie: cookie } }),
      await app.request('/api/v1/me', { headers: { Cookie: cookie } }),
      await app.request('/api/v1/auth/get-session', { headers: { Cookie: cookie } }),
      await app.request('/en/sign-in', post({ email: 'ivan@example.com', password: 'first-password-1' }, '')),
    ];
    for (const [index, response] of personal.entries()) {
      expect({ index, status: response.status, cache: response.headers.get('cache-control') }).toMatchObject({
        index,
        cache: 'private, no-store',
      });
    }
    expect((await app.request('/en/home')).headers.get('cache-control')).toBeNull();
    expect((await app.request('/api/v1/locations/lotus-center')).headers.get('cache-control')).toMatch(
      /^public/,
    );
  });

  it('saves the names', async () => {
    const response = await app.request(
      '/en/settings',
      post({ intent: 'profile', firstName: 'Ivo', lastName: 'Petrov' }, cookie),
    );
    expect(await response.text()).toContain('Your profile has been saved.');
    const [user] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'ivan@example.com'));
    expect(user).toMatchObject({ firstName: 'Ivo', name: 'Ivo Petrov' });
  });

  it('saves the language for emails and switches the interface to it', async () => {
    const response = await app.request('/en/settings', post({ intent: 'language', locale: 'el' }, cookie));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/el/settings');
    expect(response.headers.get('set-cookie')).toContain('kalendo_lang=el');
    const [user] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'ivan@example.com'));
    expect(user?.locale).toBe('el');
  });

  it('changes the password and ends the other sessions', async () => {
    const wrong = await app.request(
      '/en/settings',
      post(
        { intent: 'password', currentPassword: 'nope-nope-nope', newPassword: 'second-password-2' },
        cookie,
      ),
    );
    expect(await wrong.text()).toContain('The current password is not right.');
    const changed = await app.request(
      '/en/settings',
      post(
        { intent: 'password', currentPassword: 'first-password-1', newPassword: 'second-password-2' },
        cookie,
      ),
    );
    expect(changed.status).toBe(302);
    cookie = cookiesOf(changed) || cookie;
    expect((await app.request('/api/v1/me', { headers: { Cookie: otherDevice } })).status).toBe(401);
    expect((await app.request('/api/v1/me', { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('exports the account data as JSON', async () => {
    const response = await app.request('/api/v1/me/export', { headers: { Cookie: cookie } });
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect(await response.json()).toMatchObject({
      user: { email: 'ivan@example.com', firstName: 'Ivo' },
      appointments: [],
    });
  });

  it('deletes the account: the person is gone, their sessions end', async () => {
    const response = await app.request('/en/settings', post({ intent: 'delete' }, cookie));
    expect(response.status).toBe(302);
    expect(
      await database.db.select().from(schema.users).where(eq(schema.users.email, 'ivan@example.com')),
    ).toEqual([]);
    expect((await app.request('/api/v1/me', { headers: { Cookie: cookie } })).status).toBe(401);
  });
});
