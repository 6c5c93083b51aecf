import type { Database } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { signUpThroughApi } from '../testing/sign-up.ts';
import { bearerTokenOf } from './sessions.routes.ts';

const ORIGIN = 'http://localhost';

/** A saved login becomes the web's session cookie (issue 13); which token types are credentials (issue 26). */
describe.each(await testDatabaseTargets())('POST /auth/session-cookie on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  let token = '';

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    const signedIn = await signUpThroughApi(api, { name: 'Mila Stoeva', email: 'mila@example.com' });
    token = signedIn.headers.get('set-auth-token') ?? '';
    expect(token).toContain('.');
  });
  afterAll(() => drop());

  const exchange = (headers: Record<string, string>) =>
    api.request(`${ORIGIN}/auth/session-cookie`, {
      method: 'POST',
      headers: { 'Accept-Language': 'de', ...headers },
    });
  /** An error answer's body (the API's `{"error":{"code","message"}}`). */
  const errorOf = async (answer: Response) =>
    ((await answer.json()) as { error: { code: string; message: string } }).error;
  const me = (headers: Record<string, string>) => api.request(`${ORIGIN}/me`, { headers });

  it('sets the httpOnly session cookie of the saved login, which then names the same user', async () => {
    const answer = await exchange({ Authorization: `Bearer ${token}`, Origin: ORIGIN });
    expect(answer.status).toBe(204);
    const [cookie] = answer.headers.getSetCookie();
    expect(cookie).toMatch(/^kalendo\.session_token=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=\d{6,}/);
    const sessionCookie = cookie?.split(';')[0] ?? '';
    const byCookie = await me({ Cookie: sessionCookie });
    expect(byCookie.status).toBe(200);
    expect(((await byCookie.json()) as { email: string }).email).toBe('mila@example.com');
  });

  it('refuses a page of another origin, and a request that names no origin', async () => {
    const cases: Array<Record<string, string>> = [
      { Authorization: `Bearer ${token}`, Origin: 'https://evil.example' },
      { Authorization: `Bearer ${token}` },
    ];
    for (const headers of cases) {
      const answer = await exchange(headers);
      expect(answer.status).toBe(403);
      expect((await errorOf(answer)).code).toBe('CROSS_SITE_REQUEST');
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });

  it('refuses a forged, unsigned or missing token with a localized 401, never a 500', async () => {
    const raw = token.split('.')[0] ?? '';
    for (const authorization of [
      `Bearer ${raw}`,
      `Bearer ${raw}.forged`,
      'Bearer',
      '',
      'Bearer %E0%A4%A.x',
    ]) {
      const answer = await exchange({ Authorization: authorization, Origin: ORIGIN });
      expect(answer.status).toBe(401);
      const error = await errorOf(answer);
      expect(error.code).toBe('UNAUTHENTICATED');
      expect(error.message).toEqual(expect.any(String));
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });

  it('takes a session cookie for no saved login: only the bearer token is exchanged', async () => {
    const answer = await exchange({ Origin: ORIGIN, Cookie: `kalendo.session_token=${token}` });
    expect(answer.status).toBe(401);
  });

  it('knows the Bearer token type in any case, and no other type (ADR 014)', async () => {
    expect((await me({ Authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await me({ Authorization: `bearer ${token}` })).status).toBe(200);
    expect((await me({ Authorization: `DPoP ${token}` })).status).toBe(401);
    expect((await me({ Authorization: `Token ${token}` })).status).toBe(401);
    const other = await exchange({ Authorization: `DPoP ${token}`, Origin: ORIGIN });
    expect(other.status).toBe(401);
  });
});

describe('bearerTokenOf', () => {
  it('reads the token of the Bearer scheme only', () => {
    expect(bearerTokenOf('Bearer a.b')).toBe('a.b');
    expect(bearerTokenOf('BEARER a.b')).toBe('a.b');
    expect(bearerTokenOf('DPoP a.b')).toBeNull();
    expect(bearerTokenOf('Bearer a b')).toBeNull();
    expect(bearerTokenOf(undefined)).toBeNull();
  });
});
