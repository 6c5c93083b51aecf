import { type Database, schema } from '@kalendo/db';
import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost, solvedBotCheck, TEST_ORIGIN } from './testing/form-requests.ts';

const EVIL = 'http://evil.example';
const PASSWORD = 'a-long-password-1';

describe.each(await testDatabaseTargets())(
  'trusted hosts, redirects and cross-site writes on $kind',
  (target) => {
    let database: Database;
    let drop: () => Promise<void>;
    let app: Hono;
    let cookie = '';
    let bearer = '';
    let placeId = '';

    const outboxSize = async () => (await database.db.select().from(schema.outboxEmails)).length;
    const favourite = (headers: Record<string, string>) =>
      app.request(`/api/v1/me/favourites/${placeId}`, { method: 'PUT', headers });

    beforeAll(async () => {
      ({ database, drop } = await target.open());
      await insertSampleMarketplace(database.db);
      app = await createTestServer(database);
      const fields = { firstName: 'Ana', lastName: 'Petrova', email: 'ana@example.com', password: PASSWORD };
      await app.request('/en/sign-up', formPost({ ...fields, ...(await solvedBotCheck(app)) }));
      const signIn = await app.request('/api/v1/auth/sign-in/email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
        body: JSON.stringify({ email: 'ana@example.com', password: PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      cookie = cookiesOf(signIn);
      bearer = signIn.headers.get('set-auth-token') ?? '';
      const place = (await (await app.request('/api/v1/locations/lotus-center')).json()) as { id: string };
      placeId = place.id;
    });
    afterAll(() => drop());

    it('refuses a 100 MB form post to a page with 413 before reading it', async () => {
      for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const response = await app.request('/en/sign-in', {
          method: 'POST',
          headers: { 'Content-Type': type, 'Content-Length': String(100 * 1024 * 1024), Origin: TEST_ORIGIN },
          body: 'email=a',
        });
        expect(response.status, type).toBe(413);
      }
    });

    it('refuses a streamed form post to a page once it passes the limit', async () => {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += 16 * 1024;
          if (sent > 1024 * 1024) controller.close();
          else controller.enqueue(new Uint8Array(16 * 1024).fill(97));
        },
      });
      const response = await app.request('/en/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: TEST_ORIGIN },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(sent).toBeLessThan(1024 * 1024);
    });

    it('refuses a password reset asked for through a poisoned Host header: 421 and no email', async () => {
      const before = await outboxSize();
      const response = await app.request(`${EVIL}/api/v1/auth/request-password-reset`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: EVIL },
        body: JSON.stringify({ email: 'ana@example.com', redirectTo: '/en/reset-password' }),
      });
      expect(response.status).toBe(421);
      expect(await outboxSize()).toBe(before);
    });

    it('refuses sign-up and its verification email through a poisoned Host header', async () => {
      const before = await outboxSize();
      const page = await app.request(
        `${EVIL}/en/sign-up`,
        formPost({ firstName: 'Eve', lastName: 'X', email: 'eve@example.com', password: PASSWORD }),
      );
      expect(page.status).toBe(421);
      expect(await outboxSize()).toBe(before);
    });

    it('serves no page, asset or API answer for a host that is not ours', async () => {
      for (const path of ['/en/home', '/api/v1/health', '/robots.txt', '/sw.js', '/']) {
        const response = await app.request(`${EVIL}${path}`);
        expect(response.status, path).toBe(421);
        expect(await response.text()).not.toContain('<html');
      }
      expect((await app.request('http://localhost.evil.example/en/home')).status).toBe(421);
    });

    it("serves Kalendo's own host, local addresses and a business's verified custom domain", async () => {
      expect((await app.request('/en/home')).status).toBe(200);
      expect((await app.request('http://127.0.0.1:3000/en/home')).status).toBe(200);
      expect((await app.request('http://booking.lotus.example/en/locations')).status).toBe(200);
      const robots = await (await app.request('http://booking.lotus.example/robots.txt')).text();
      expect(robots).toContain('Sitemap: http://booking.lotus.example/sitemap.xml');
    });

    it('refuses an open redirect through a normalised return URL after sign-in', async () => {
      const response = await app.request(
        '/en/sign-in',
        formPost({ email: 'ana@example.com', password: PASSWORD, returnTo: '/.//evil.example' }),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/en/home');
      const signedIn = await app.request('/en/sign-in?returnTo=%2F.%2F%2Fevil.example', {
        headers: { Cookie: cookie },
      });
      expect(signedIn.headers.get('location')).toBe('/en/home');
    });

    it('refuses a cookie-authenticated API write sent from another site (CSRF)', async () => {
      const refused = [
        await favourite({ Cookie: cookie, Origin: EVIL }),
        await favourite({ Cookie: cookie, Origin: 'null' }),
        await favourite({ Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' }),
        await favourite({ Cookie: cookie }),
      ];
      for (const response of refused) {
        expect(response.status).toBe(403);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
          'CROSS_SITE_REQUEST',
        );
      }
      const favourites = await app.request('/api/v1/me/favourites', { headers: { Cookie: cookie } });
      expect(((await favourites.json()) as { items: unknown[] }).items).toEqual([]);
    });

    it('takes the same write from the page itself, and from the app with a bearer token', async () => {
      expect((await favourite({ Cookie: cookie, Origin: TEST_ORIGIN })).status).toBeLessThan(300);
      expect((await favourite({ Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' })).status).toBeLessThan(300);
      expect(bearer).not.toBe('');
      expect((await favourite({ Authorization: `Bearer ${bearer}` })).status).toBeLessThan(300);
    });

    it('refuses a page form post from another site, and one that names no origin at all', async () => {
      const fields = { email: 'ana@example.com', password: PASSWORD };
      const fromEvil = formPost(fields);
      fromEvil.headers.Origin = EVIL;
      expect((await app.request('/en/sign-in', fromEvil)).status).toBe(403);
      const { Origin: _origin, ...anonymous } = formPost(fields).headers;
      expect((await app.request('/en/sign-in', { ...formPost(fields), headers: anonymous })).status).toBe(
        403,
      );
      expect((await app.request('/en/sign-in', formPost(fields))).status).toBe(302);
    });
  },
);
