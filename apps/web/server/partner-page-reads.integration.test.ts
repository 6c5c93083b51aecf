import { type Database, schema } from '@kalendo/db';
import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost as post, signUpAndSignIn, TEST_ORIGIN } from './testing/form-requests.ts';
import { business, partnerAccount } from './testing/partner-business-form.ts';

/** The API reads of one partner page load, by path without the business's id (`…`). */
type Reads = string[];

describe.each(await testDatabaseTargets())('what a partner page reads on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let owner = '';
  let base = '';
  let businessId = '';
  let placeId = '';
  let reads: Reads | null = null;

  /** The page's answer and the API paths its loaders asked for, the business's own prefix cut off. */
  const load = async (path: string) => {
    reads = [];
    const response = await app.request(`${base}${path}`, { headers: { Cookie: owner } });
    const asked = reads;
    reads = null;
    expect(response.status, path).toBe(200);
    const prefix = `/partner/businesses/${businessId}`;
    return asked
      .filter((read) => read.startsWith(prefix))
      .map((read) => read.slice(prefix.length).replace(placeId, ':place').split('?')[0] || '/');
  };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    app = await createTestServer(database, {
      onApiRequest: (path) => {
        reads?.push(path);
      },
    });
    owner = cookiesOf(await signUpAndSignIn(app, partnerAccount('reads-owner@example.com')));
    const created = await app.request('/en/partner/new', post(business, owner));
    base = created.headers.get('location') ?? '';
    businessId = base.split('/').at(-1) ?? '';
    const [place] = await database.db
      .select({ id: schema.locations.id })
      .from(schema.locations)
      .where(eq(schema.locations.businessId, businessId));
    placeId = place?.id ?? '';
    const response = await app.request(`/api/v1/partner/businesses/${businessId}/services`, {
      method: 'POST',
      headers: { Cookie: owner, Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        placeId,
        name: 'Haircut',
        durationMinutes: 45,
        priceMinor: 3000,
        currency: 'EUR',
      }),
    });
    expect(response.status).toBe(201);
  });
  afterAll(() => drop());

  /** A partner API write as the owner: its answer's body. */
  const write = async (path: string, body: unknown) => {
    const response = await app.request(`/api/v1/partner/businesses/${businessId}${path}`, {
      method: 'POST',
      headers: { Cookie: owner, Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(201);
    return (await response.json()) as Record<string, unknown>;
  };

  it('reads the business once per page, whichever loaders ask for it', async () => {
    for (const path of ['', '/calendar', '/classes', '/services', '/staff', '/clients', '/distribution']) {
      const asked = await load(path);
      expect(
        asked.filter((read) => read === '/'),
        path,
      ).toEqual(['/']);
      expect(new Set(asked).size, `${path}: ${asked.join(', ')}`).toBe(asked.length);
    }
  });

  it('reads for each tab only what it shows', async () => {
    expect((await load('')).sort()).toEqual(['/', '/places/:place', '/services', '/staff']);
    expect((await load('/details')).sort()).toEqual(['/', '/descriptions']);
    expect(await load('/clients')).toEqual(['/', '/clients']);
    expect((await load('/activity')).sort()).toEqual(['/', '/audit']);
    expect((await load('/distribution')).sort()).toEqual(['/', '/distribution']);
    expect((await load(`/places/${placeId}/hours`)).sort()).toEqual([
      '/',
      '/places/:place',
      '/places/:place/exceptions',
    ]);
    expect((await load('/calendar')).sort()).toEqual(['/', '/calendar', '/services', '/staff']);
    expect((await load('/services')).sort()).toEqual(['/', '/services', '/staff']);
  });

  it("reads a class session's clock with the business, not from its place a second time", async () => {
    const type = await write('/classes', {
      placeId,
      name: 'Sunrise Vinyasa',
      durationMinutes: 60,
      priceMinor: 1500,
      currency: 'EUR',
      defaultCapacity: 10,
    });
    const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const sessions = await write('/class-sessions', { classId: type.id, date, time: '18:30' });
    const sessionId = (sessions.items as Array<{ id: string }>)[0]?.id ?? '';
    const asked = await load(`/classes/${sessionId}`);
    expect(asked.filter((read) => read === '/')).toEqual(['/']);
    expect(asked.filter((read) => read.startsWith('/places'))).toEqual([]);
  });
});
