import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const keys = { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) };

describe.each(await testDatabaseTargets())('Web Push subscriptions on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  let ana = '';
  let ben = '';

  const client = (cookie: string | null) =>
    apiTestClient(api, { language: 'de', ...(cookie ? { cookie } : {}) });
  const subscribe = (
    cookie: string | null,
    json: { endpoint: string; keys: { p256dh: string; auth: string } },
  ) => client(cookie).me['push-subscription'].$put({ json });
  const unsubscribe = (cookie: string, endpoint: string) =>
    client(cookie).me['push-subscription'].remove.$post({ json: { endpoint } });
  const tokensOf = async (email: string) =>
    (
      await database.db
        .select({ token: schema.pushTokens.token, p256dh: schema.pushTokens.p256dh })
        .from(schema.pushTokens)
        .innerJoin(schema.users, eq(schema.users.id, schema.pushTokens.userId))
        .where(eq(schema.users.email, email))
    ).map((row) => row.token);

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { webPush: { publicKey: PUBLIC_KEY } });
    ana = sessionCookieOf(
      await signUpThroughApi(api, { name: 'Ana', email: `ana-${target.kind}@example.com` }),
    );
    ben = sessionCookieOf(
      await signUpThroughApi(api, { name: 'Ben', email: `ben-${target.kind}@example.com` }),
    );
  });
  afterAll(() => drop());

  it('tells the public key to anyone', async () => {
    const response = await client(null).push['public-key'].$get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ publicKey: PUBLIC_KEY });
  });

  it('keeps a browser subscription per user, refuses local or plain-http endpoints, and forgets it on request', async () => {
    const endpoint = 'https://push.example.com/send/ana-phone';
    expect((await subscribe(null, { endpoint, keys })).status).toBe(401);
    expect((await subscribe(ana, { endpoint, keys })).status).toBe(204);
    expect((await subscribe(ana, { endpoint, keys })).status).toBe(204);
    expect(await tokensOf(`ana-${target.kind}@example.com`)).toEqual([endpoint]);
    for (const refused of [
      'http://push.example.com/x',
      'https://127.0.0.1/x',
      'https://metadata.internal/x',
    ]) {
      const response = await subscribe(ana, { endpoint: refused, keys });
      expect(response.status).toBe(400);
      expect((await bodyOf<{ error: { code: string; message: string } }>(response)).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(/[äöüß]|nicht/),
      });
    }
    const badKeys = await subscribe(ana, {
      endpoint,
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(badKeys.status).toBe(400);
    // Ben's removal of Ana's endpoint changes nothing: every query is scoped to the session's user.
    expect((await unsubscribe(ben, endpoint)).status).toBe(204);
    expect(await tokensOf(`ana-${target.kind}@example.com`)).toEqual([endpoint]);
    expect((await unsubscribe(ana, endpoint)).status).toBe(204);
    expect(await tokensOf(`ana-${target.kind}@example.com`)).toEqual([]);
  });

  it('has no key and takes no subscription when push is off', async () => {
    const off = createTestApi(database);
    expect((await apiTestClient(off).push['public-key'].$get()).status).toBe(404);
  });
});
