import type { Database } from '@kalendo/db';
import { schema } from '@kalendo/db';
import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import {
  cookiesOf,
  formPost as form,
  TEST_ORIGIN as ORIGIN,
  solvedBotCheck,
} from './testing/form-requests.ts';
import { overlayOf } from './testing/overlay-of.ts';

describe.each(await testDatabaseTargets())('accounts on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let cookie = '';

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    app = await createTestServer(database);
  });
  afterAll(() => drop());

  const mariaSignUp = async (password: string) =>
    app.request(
      '/bg/sign-up',
      form({
        firstName: 'Мария',
        lastName: 'Иванова',
        email: 'maria@example.com',
        password,
        returnTo: '/bg/appointments',
        ...(await solvedBotCheck(app)),
      }),
    );
  const emailsTo = async (address: string) =>
    (await database.db.select().from(schema.outboxEmails)).filter((email) => email.to === address);

  it('signs up from the page without a session yet; the emailed link signs in with an httpOnly SameSite=Lax cookie and returns where asked', async () => {
    const response = await mariaSignUp('лятна-ваканция-2026');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    expect(await response.text()).toContain(
      'Почти готово: изпратихме съобщение на maria@example.com. Отвори линка в него, за да продължиш.',
    );
    const [user] = await database.db.select().from(schema.users);
    expect(user).toMatchObject({
      email: 'maria@example.com',
      firstName: 'Мария',
      lastName: 'Иванова',
      locale: 'bg',
    });
    const [email] = await emailsTo('maria@example.com');
    const link = email?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? '';
    expect(link.startsWith(`${ORIGIN}/api/v1/auth/verify-email?token=`)).toBe(true);
    const opened = await app.request(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/bg/appointments');
    const session = opened.headers.getSetCookie().find((c) => c.startsWith('kalendo.session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    cookie = cookiesOf(opened);
  });

  it('does not reveal that an email has an account: the same page and no session, and its owner is emailed instead', async () => {
    const before = (await emailsTo('maria@example.com')).length;
    const again = await mariaSignUp('a-guess-at-her-password');
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    expect(await again.text()).toContain(
      'Почти готово: изпратихме съобщение на maria@example.com. Отвори линка в него, за да продължиш.',
    );
    const sent = (await emailsTo('maria@example.com')).slice(before);
    expect(sent.map((email) => email.subject)).toEqual(['Вече имаш профил в Kalendo']);
    expect(sent[0]?.text).toContain(`${ORIGIN}/bg/sign-in`);
    expect(sent[0]?.text).toContain(`${ORIGIN}/bg/forgot-password`);
    expect(await database.db.select().from(schema.users)).toHaveLength(1);
  });

  it('knows the user on the server: guarded pages open, the menu shows the name and the profile answers', async () => {
    const guarded = await app.request('/bg/appointments', { headers: { Cookie: cookie } });
    expect(guarded.status).toBe(200);
    const html = await guarded.text();
    expect(html).toContain('Мария');
    expect(html).toContain('href="/bg/settings"');
    expect(html).not.toContain('href="/bg/sign-in"');
    // A page the same for everyone carries the user in its overlay (ADR 040).
    const home = await (await app.request('/bg/home', { headers: { Cookie: cookie } })).text();
    expect(overlayOf(home)?.user).toMatchObject({ firstName: 'Мария', email: 'maria@example.com' });
    const me = await app.request('/api/v1/me', { headers: { Cookie: cookie } });
    expect(await me.json()).toMatchObject({
      firstName: 'Мария',
      lastName: 'Иванова',
      email: 'maria@example.com',
    });
    expect((await app.request('/api/v1/me')).status).toBe(401);
  });

  it('registers a push token for the signed-in user only', async () => {
    const body = JSON.stringify({
      provider: 'fcm',
      token: 'device-token-123456',
      refresh_token: null,
      platforms: ['android'],
    });
    const headers = { 'Content-Type': 'application/json', Origin: ORIGIN };
    expect((await app.request('/api/v1/auth/user-token', { method: 'POST', headers, body })).status).toBe(
      401,
    );
    const ok = await app.request('/api/v1/auth/user-token', {
      method: 'POST',
      headers: { ...headers, Cookie: cookie },
      body,
    });
    expect(ok.status).toBe(204);
    const [token] = await database.db.select().from(schema.pushTokens);
    expect(token).toMatchObject({ provider: 'fcm', token: 'device-token-123456', platforms: ['android'] });
  });

  it('refuses a form post from another origin', async () => {
    const request = form({}, cookie);
    const response = await app.request('/bg/sign-out', {
      ...request,
      headers: { ...request.headers, Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('signs out: the session ends on the server and the cookie is cleared', async () => {
    const response = await app.request('/bg/sign-out', form({}, cookie));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/bg/home');
    expect(
      response.headers
        .getSetCookie()
        .some(
          (c) => c.startsWith('kalendo.session_token=;') || /kalendo\.session_token=.*Max-Age=0/i.test(c),
        ),
    ).toBe(true);
    expect((await app.request('/api/v1/me', { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('does not say whether an email exists when a sign-in fails', async () => {
    const wrongPassword = await (
      await app.request('/en/sign-in', form({ email: 'maria@example.com', password: 'not-her-password' }))
    ).text();
    const unknownEmail = await (
      await app.request('/en/sign-in', form({ email: 'nobody@example.com', password: 'whatever-1234' }))
    ).text();
    expect(wrongPassword).toContain('The email or password is not right.');
    expect(unknownEmail).toContain('The email or password is not right.');
  });

  it('signs in with a bearer token for the native app', async () => {
    const response = await app.request('/api/v1/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ email: 'maria@example.com', password: 'лятна-ваканция-2026' }),
    });
    expect(response.status).toBe(200);
    const token = response.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    const me = await app.request('/api/v1/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
  });

  it('resets a forgotten password through the emailed link, and says the same for an unknown email', async () => {
    const known = await (
      await app.request(
        '/en/forgot-password',
        form({ email: 'maria@example.com', ...(await solvedBotCheck(app)) }),
      )
    ).text();
    const unknown = await (
      await app.request(
        '/en/forgot-password',
        form({ email: 'nobody@example.com', ...(await solvedBotCheck(app)) }),
      )
    ).text();
    expect(known).toContain('If an account exists for maria@example.com');
    expect(unknown).toContain('If an account exists for nobody@example.com');
    const emails = await database.db.select().from(schema.outboxEmails);
    const reset = emails.find((e) => e.to === 'maria@example.com' && /reset-password/.test(e.text));
    const link = reset?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    expect(link).toContain('/api/v1/auth/reset-password/');
    const landing = await app.request(link);
    expect(landing.status).toBe(302);
    const page = new URL(landing.headers.get('location') ?? '', ORIGIN);
    expect(page.pathname).toBe('/en/reset-password');
    const token = page.searchParams.get('token') ?? '';
    const saved = await app.request(
      `/en/reset-password?token=${token}`,
      form({ token, password: 'нова-парола-2027' }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/en/sign-in?reset=1');
    const signIn = await app.request(
      '/en/sign-in',
      form({ email: 'maria@example.com', password: 'нова-парола-2027' }),
    );
    expect(signIn.status).toBe(302);
    const reused = await (
      await app.request(`/en/reset-password?token=${token}`, form({ token, password: 'още-една-парола-1' }))
    ).text();
    expect(reused).toContain('This link is no longer valid.');
  });

  it('limits sign-in attempts with 429 and Retry-After', async () => {
    // A new email each time: the per-address limit counts requests, whichever account they try.
    const attempt = (i: number) =>
      app.request('/api/v1/auth/sign-in/email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
        body: JSON.stringify({ email: `someone${i}@example.com`, password: 'wrong-password-1' }),
      });
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 12 && !limited; i++) {
      const response = await attempt(i);
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses).toContain(401);
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
