import { createTestApi, signUpThroughApi } from '@kalendo/api/testing';
import { createMembershipPlans, createMemberships, schema } from '@kalendo/db';
import { insertClass, insertPlan, marketplaceTests, sharedMarketplace } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describe, expect } from 'vitest';
import { createTestServer } from '../testing/create-test-server.ts';
import { TEST_ORIGIN } from '../testing/form-requests.ts';

const activate = (app: Hono, id: string, origin = TEST_ORIGIN) =>
  app.request(`/dev/memberships/${id}/activate`, { method: 'POST', headers: { Origin: origin } });

describe.each(await marketplaceTests())('the dev activation of a membership on $kind', ({ it, target }) => {
  const shared = sharedMarketplace(it);
  let pendingId = '';

  // A member bought a 30-day pass paid at the venue: it waits for the place to take the payment.
  it.beforeAll(async ({ marketplace }) => {
    const { db } = marketplace;
    const yoga = await insertClass(db, 'lotus-center', { name: 'Hatha yoga' });
    const plan = await createMembershipPlans(db).find(
      await insertPlan(db, yoga, { name: '5 yoga classes', credits: 5, periodDays: 30 }),
    );
    const email = `vesela-dev-${target.kind}@example.com`;
    await signUpThroughApi(createTestApi(marketplace), { name: 'vesela', email });
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    if (!plan || !user) throw new Error('no plan or no user');
    const bought = await createMemberships(db).create({
      userId: user.id,
      plan,
      status: 'pending',
      paymentMethod: 'venue',
      paymentReference: null,
      purchaseKey: null,
      now: new Date(),
    });
    if (bought.kind !== 'created') throw new Error('not bought');
    pendingId = bought.membership.id;
  });

  it('without dev tools there is no such path', async () => {
    const app = await createTestServer(shared.database);
    const refused = await activate(app, pendingId);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe('Not Found');
  });

  it('with dev tools a pending membership starts now for its period, once; unknown ids and other origins are refused', async () => {
    const store = createMemberships(shared.database.db);
    const app = await createTestServer(shared.database, {
      activateMembership: (membershipId) => store.activate({ membershipId, now: new Date() }),
    });
    expect((await activate(app, pendingId, 'http://evil.example')).status).toBe(403);
    const started = await activate(app, pendingId);
    expect(started.status).toBe(200);
    expect(started.headers.get('cache-control')).toBe('no-store');
    const body = (await started.json()) as { status: string; validFrom: string; validUntil: string };
    expect(body.status).toBe('active');
    const days = (Date.parse(body.validUntil) - Date.parse(body.validFrom)) / 86_400_000;
    expect(days).toBe(30);
    const again = await activate(app, pendingId);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'not-active' });
    expect((await activate(app, crypto.randomUUID())).status).toBe(404);
    expect((await activate(app, 'not-an-id')).status).toBe(404);
  });
});
