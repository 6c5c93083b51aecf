import { type Database, schema } from '@kalendo/db';
import { marketplaceTests, sharedMarketplace } from '@kalendo/db/testing';
import { describe, expect } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { signUpThroughApi } from '../testing/sign-up.ts';
import { solveBotCheck } from '../testing/solve-bot-check.ts';

const PUBLIC_ORIGIN = 'https://kalendo.test';
/** The sample marketplace's configured custom domain (a place of the business "lotus"). */
const SHOP = 'https://booking.lotus.example';
/** A host nobody configured: what a poisoned `Host` header makes the request's URL say. */
const EVIL = 'https://evil.example';

async function emailsTo(database: Database, to: string): Promise<string[]> {
  const emails = await database.db.select().from(schema.outboxEmails);
  return emails
    .filter((email) => email.to === to)
    .flatMap((email) => email.text.match(/[a-z]+:\/\/[^\s)>\]]+/gi) ?? []);
}

describe.each(await marketplaceTests())('account email links on a custom domain on $kind', ({ it }) => {
  const shared = sharedMarketplace(it);
  let api: ReturnType<typeof createTestApi>;

  const askForReset = async (origin: string, email: string) =>
    api.request(`${origin}/auth/request-password-reset`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Bot-Check': await solveBotCheck((path) => api.request(`${origin}${path}`)),
      },
      body: JSON.stringify({ email, redirectTo: '/en/reset-password' }),
    });

  it.beforeAll(async ({ marketplace }) => {
    api = createTestApi(marketplace, { publicOrigin: PUBLIC_ORIGIN });
  });

  it('sends the verification link of a sign-up on a custom domain on that domain', async () => {
    const signIn = await signUpThroughApi(api, { name: 'Ana Petrova', email: 'ana@example.com' }, SHOP);
    expect(signIn.status).toBe(200);
    const links = await emailsTo(shared.database, 'ana@example.com');
    expect(links).toEqual([
      expect.stringMatching(/^https:\/\/booking\.lotus\.example\/api\/v1\/auth\/verify-email\?token=/),
    ]);
  });

  it('scopes the session cookie to the custom domain alone (host-only: no Domain attribute)', async () => {
    const signIn = await api.request(`${SHOP}/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SHOP },
      body: JSON.stringify({ email: 'ana@example.com', password: 'a-long-password-1' }),
    });
    expect(signIn.status).toBe(200);
    const cookies = signIn.headers.getSetCookie();
    expect(cookies.some((cookie) => /kalendo\.session_token=/.test(cookie))).toBe(true);
    expect(cookies.filter((cookie) => /;\s*domain=/i.test(cookie))).toEqual([]);
  });

  it('sends the password-reset link asked for on a custom domain on that domain', async () => {
    expect((await askForReset(SHOP, 'ana@example.com')).status).toBe(200);
    const links = await emailsTo(shared.database, 'ana@example.com');
    expect(links.at(-1)).toMatch(
      /^https:\/\/booking\.lotus\.example\/api\/v1\/auth\/reset-password\/[^/?]+\?callbackURL=/,
    );
  });

  it('never lets a host that is not configured shape a link: PUBLIC_URL instead', async () => {
    await signUpThroughApi(api, { name: 'Ivo Ivanov', email: 'ivo@example.com' }, EVIL);
    expect((await askForReset(EVIL, 'ivo@example.com')).status).toBe(200);
    // A configured domain on another port is not the domain that was configured either.
    expect((await askForReset(`${SHOP}:8443`, 'ivo@example.com')).status).toBe(200);
    const links = await emailsTo(shared.database, 'ivo@example.com');
    expect(links).toHaveLength(3);
    expect(links.filter((link) => !link.startsWith(`${PUBLIC_ORIGIN}/api/v1/auth/`))).toEqual([]);
  });

  it('sends the notice to an address that already has an account with links on the custom domain', async () => {
    const again = await signUpThroughApi(api, { name: 'Ana Petrova', email: 'ana@example.com' }, SHOP);
    expect(again.status).toBe(200);
    const links = await emailsTo(shared.database, 'ana@example.com');
    expect(links.slice(-2)).toEqual([`${SHOP}/en/sign-in`, `${SHOP}/en/forgot-password`]);
  });
});
