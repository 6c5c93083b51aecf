import { createHmac } from 'node:crypto';
import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../create-services.ts';
import { createTestApi, TEST_AUTH_SECRET } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const DAY_MS = 86_400_000;

/** The `Cookie` header better-call would set for session token `token`, signed with `secret`. */
function signedCookie(token: string, secret = TEST_AUTH_SECRET) {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `kalendo.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * ADR 037: the session look-up answers what better-auth's `getSession` answers, for every kind of
 * credential: it only skips `getSession`'s machinery for a live cookie session that needs no refresh.
 */
describe.each(await testDatabaseTargets())('session look-up on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let services: Services;
  let cookie = '';
  let bearer = '';
  let token = '';

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    const api = createTestApi(database, {}, { inspect: (built) => (services = built) });
    const signedIn = await signUpThroughApi(api, { name: 'Vesna Ilievska', email: 'vesna@example.com' });
    cookie = sessionCookieOf(signedIn);
    bearer = signedIn.headers.get('set-auth-token') ?? '';
    token = decodeURIComponent(bearer).split('.')[0] ?? '';
    expect(token).not.toBe('');
  });
  afterAll(() => drop());

  const lookUp = (headers: Record<string, string>) => services.sessions.lookUp(new Headers(headers));
  const getSession = (headers: Record<string, string>) =>
    services.auth.api.getSession({ headers: new Headers(headers) });
  const sessionRow = async () =>
    (await database.db.select().from(schema.sessions).where(eq(schema.sessions.token, token)))[0];
  const setExpiry = (expiresAt: Date) =>
    database.db.update(schema.sessions).set({ expiresAt }).where(eq(schema.sessions.token, token));

  it('answers a live session cookie with the very session and user getSession answers', async () => {
    const found = await lookUp({ Cookie: `_ga=GA1.1; ${cookie}; kalendo_lang=mk` });
    expect(found?.user.email).toBe('vesna@example.com');
    expect(found).toEqual(await getSession({ Cookie: cookie }));
  });

  it('answers a signed bearer token as getSession does', async () => {
    const found = await lookUp({ Authorization: `Bearer ${bearer}` });
    expect(found?.user.email).toBe('vesna@example.com');
    expect(found).toEqual(await getSession({ Authorization: `Bearer ${bearer}` }));
  });

  it('answers null for no cookie, a forged signature, and a signed token of no session', async () => {
    const forged = signedCookie(token, 'another-secret-that-is-long-enough-0123456789');
    const unknown = signedCookie('no-such-session-token');
    const cases: Record<string, string>[] = [
      {},
      { Cookie: 'kalendo_lang=bg' },
      { Cookie: forged },
      { Cookie: unknown },
    ];
    for (const headers of cases) {
      expect(await lookUp(headers)).toBeNull();
      expect(await getSession(headers)).toBeNull();
    }
    expect(await lookUp({ Cookie: signedCookie(token) })).not.toBeNull();
  });

  it('lets getSession extend a session due for its daily refresh', async () => {
    const dueSince = new Date(Date.now() + 28 * DAY_MS);
    await setExpiry(dueSince);
    const found = await lookUp({ Cookie: cookie });
    expect(found?.user.email).toBe('vesna@example.com');
    const extended = (await sessionRow())?.expiresAt.getTime() ?? 0;
    expect(extended).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    expect(found?.session.expiresAt.getTime()).toBe(extended);
  });

  it('answers null for an expired session, which getSession then deletes', async () => {
    await setExpiry(new Date(Date.now() - 1000));
    expect(await lookUp({ Cookie: cookie })).toBeNull();
    expect(await sessionRow()).toBeUndefined();
  });
});
