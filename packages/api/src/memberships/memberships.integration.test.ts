import { createMemberships } from '@kalendo/db';
import {
  insertClass,
  insertClassSession,
  insertPlan,
  marketplaceTests,
  sharedMarketplace,
  type TestClass,
} from '@kalendo/db/testing';
import { describe, expect } from 'vitest';
import { apiTestClient, bodyOf, WITHOUT_IDEMPOTENCY_KEY } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const ORIGIN = 'http://localhost';
const HOUR = 3_600_000;

interface ErrorJson {
  error: { code: string; message: string; details?: Record<string, unknown> };
}
interface MembershipJson {
  id: string;
  status: string;
  creditsLeft: number | null;
  canFreeze: boolean;
  canChangeAutoRenew: boolean;
  history: { change: number; reason: string }[];
}

describe.each(await marketplaceTests())('memberships through the API on $kind', ({ it, target }) => {
  const shared = sharedMarketplace(it);
  let api: ReturnType<typeof createTestApi>;
  let yoga: TestClass;
  let packId: string;
  let trialId: string;
  const cookies: string[] = [];

  /** The signed-in client with this cookie (none: ''), answered in `language`. */
  const as = (cookie: string, language = 'en') => apiTestClient(api, { cookie, language });
  const buy = (cookie: string, planId: string, key: string | null) =>
    as(cookie).me.memberships.$post({
      header: key ? { 'idempotency-key': key } : WITHOUT_IDEMPOTENCY_KEY,
      json: { planId },
    });
  const mine = async (cookie: string) =>
    bodyOf<{ items: MembershipJson[] }>(await as(cookie).me.memberships.$get());
  const change = (cookie: string, id: string, action: 'freeze' | 'unfreeze' | 'cancel') =>
    as(cookie).me.memberships[':id'][action].$post({ param: { id } });

  it.beforeAll(async ({ marketplace }) => {
    yoga = await insertClass(marketplace.db, 'lotus-center', { name: 'Hatha yoga', priceMinor: 1500 });
    packId = await insertPlan(marketplace.db, yoga, {
      name: '3 yoga classes',
      credits: 3,
      maxFreezeDays: 14,
    });
    trialId = await insertPlan(marketplace.db, yoga, {
      name: 'Trial week',
      priceMinor: 0,
      credits: 1,
      periodDays: 7,
    });
    api = createTestApi(marketplace);
    for (const name of ['mila', 'niko']) {
      const signIn = await signUpThroughApi(api, { name, email: `${name}-m-${target.kind}@example.com` });
      cookies.push(sessionCookieOf(signIn));
    }
  });

  it('lists plans by place with what they cover; one plan by id; unknown ids and bad cursors refused', async () => {
    const page = await api.request(`${ORIGIN}/memberships/plans?location=lotus-center`);
    expect(page.status).toBe(200);
    const { items } = (await page.json()) as {
      items: { id: string; covers: unknown; places: { slug: string }[] }[];
    };
    const pack = items.find((plan) => plan.id === packId);
    expect(pack?.covers).toMatchObject({
      everything: false,
      classes: [{ name: 'Hatha yoga' }],
      services: [],
    });
    expect(pack?.places.map((place) => place.slug)).toContain('lotus-center');
    expect((await api.request(`${ORIGIN}/memberships/plans/${packId}`)).status).toBe(200);
    const unknown = await api.request(`${ORIGIN}/memberships/plans/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect((await api.request(`${ORIGIN}/memberships/plans?cursor=nonsense`)).status).toBe(400);
    expect((await api.request(`${ORIGIN}/memberships/plans/not-a-uuid`)).status).toBe(404);
  });

  it('buys a plan paid at the venue as pending; a free trial starts at once; the key answers once', async () => {
    const [mila = ''] = cookies;
    const pending = await buy(mila, packId, 'mila-pack-0001');
    expect(pending.status).toBe(201);
    const bought = (await pending.json()) as MembershipJson;
    expect(bought).toMatchObject({ status: 'pending', creditsLeft: 3 });
    const again = await buy(mila, packId, 'mila-pack-0001');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as MembershipJson).id).toBe(bought.id);
    const mismatch = await buy(mila, trialId, 'mila-pack-0001');
    expect(mismatch.status).toBe(422);
    expect(((await mismatch.json()) as ErrorJson).error.code).toBe('IDEMPOTENCY_MISMATCH');
    const trial = await buy(mila, trialId, 'mila-trial-001');
    expect(((await trial.json()) as MembershipJson).status).toBe('active');
    expect((await buy(mila, crypto.randomUUID(), 'mila-nothing-1')).status).toBe(404);
    const noKey = await buy(mila, packId, null);
    expect(noKey.status).toBe(400);
  });

  it('pays a class with a credit, gives it back on cancel; a pending one is refused in the reader’s language', async () => {
    const [mila = ''] = cookies;
    const pack = (await mine(mila)).items.find((item) => item.status === 'pending');
    if (!pack) throw new Error('no pending membership');
    const sessionId = await insertClassSession(shared.database.db, yoga, {
      startsAt: new Date(Date.now() + 72 * HOUR),
      capacity: 5,
    });
    const book = (language = 'en') =>
      as(mila, language).me['class-bookings'].$post({ json: { sessionId, membershipId: pack.id } });
    const refused = await book('de');
    expect(refused.status).toBe(422);
    const error = (await refused.json()) as ErrorJson;
    expect(error.error).toMatchObject({ code: 'MEMBERSHIP_NOT_USABLE', details: { reason: 'pending' } });
    expect(error.error.message).not.toBe('MEMBERSHIP_NOT_USABLE');
    // The place takes the money (the partner portal will do this; here its store does).
    await createMemberships(shared.database.db).activate({ membershipId: pack.id, now: new Date() });
    const booked = await book();
    expect(booked.status).toBe(201);
    const booking = (await booked.json()) as { id: string; membershipId: string };
    expect(booking.membershipId).toBe(pack.id);
    const afterBooking = await mine(mila);
    expect(afterBooking.items.find((item) => item.id === pack.id)?.creditsLeft).toBe(2);
    const cancelBooking = as(mila).me['class-bookings'][':id'].cancel.$post({ param: { id: booking.id } });
    expect((await cancelBooking).status).toBe(200);
    const afterCancel = await mine(mila);
    expect(afterCancel.items.find((item) => item.id === pack.id)).toMatchObject({
      creditsLeft: 3,
      history: [
        { change: 1, reason: 'class-cancelled' },
        { change: -1, reason: 'class-booked' },
      ],
    });
  });

  it('freezes, unfreezes and cancels an own membership; another user’s is a 404', async () => {
    const [mila = '', niko = ''] = cookies;
    const pack = (await mine(mila)).items.find((item) => item.canFreeze);
    if (!pack) throw new Error('no freezable membership');
    for (const action of ['freeze', 'unfreeze', 'cancel'] as const)
      expect((await change(niko, pack.id, action)).status).toBe(404);
    const frozen = await change(mila, pack.id, 'freeze');
    expect(((await frozen.json()) as MembershipJson).status).toBe('frozen');
    const twice = await change(mila, pack.id, 'freeze');
    expect(twice.status).toBe(422);
    expect(((await twice.json()) as ErrorJson).error).toMatchObject({
      code: 'MEMBERSHIP_CHANGE_REFUSED',
      details: { reason: 'not-active' },
    });
    const thawed = await change(mila, pack.id, 'unfreeze');
    expect(((await thawed.json()) as MembershipJson).status).toBe('active');
    const cancelled = await change(mila, pack.id, 'cancel');
    expect(((await cancelled.json()) as MembershipJson).status).toBe('cancelled');
    const again = await change(mila, pack.id, 'cancel');
    expect(again.status).toBe(409);
    expect((await as('').me.memberships.$get()).status).toBe(401);
  });

  it('turns renewal off and on for a plan that renews; refused for one that does not, and for others', async () => {
    const [mila = '', niko = ''] = cookies;
    const renewingId = await insertPlan(shared.database.db, yoga, {
      name: 'Monthly yoga',
      credits: null,
      autoRenew: true,
    });
    const bought = (await (await buy(niko, renewingId, 'niko-monthly-1')).json()) as MembershipJson;
    const mineNow = async () => (await mine(niko)).items.find((item) => item.id === bought.id);
    expect(await mineNow()).toMatchObject({ autoRenew: true, canChangeAutoRenew: true });
    const turn = (cookie: string, id: string, autoRenew: unknown, language = 'en') =>
      api.request(`${ORIGIN}/me/memberships/${id}/auto-renew`, {
        method: 'POST',
        headers: {
          Origin: ORIGIN,
          Cookie: cookie,
          'Accept-Language': language,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ autoRenew }),
      });
    const off = await turn(niko, bought.id, false);
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ id: bought.id, autoRenew: false, canChangeAutoRenew: true });
    expect(await mineNow()).toMatchObject({ autoRenew: false });
    expect(await (await turn(niko, bought.id, true)).json()).toMatchObject({ autoRenew: true });
    // Another user's membership is a 404; bad input a 400; no session a 401.
    expect((await turn(mila, bought.id, false)).status).toBe(404);
    expect((await turn(niko, bought.id, 'yes')).status).toBe(400);
    expect((await turn(niko, 'not-a-uuid', false)).status).toBe(404);
    expect((await turn('', bought.id, false)).status).toBe(401);
    // A plan that does not renew: refused with a stable code, in the request's language.
    const pack = (await mine(mila)).items.find((item) => !item.canChangeAutoRenew);
    if (!pack) throw new Error('no membership of a plan that does not renew');
    const refused = await turn(mila, pack.id, true, 'de');
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as ErrorJson).error).toEqual({
      code: 'MEMBERSHIP_CHANGE_REFUSED',
      message: 'Diese Mitgliedschaft kann gerade nicht auf diese Weise geändert werden.',
      details: { reason: 'not-renewable' },
    });
  });
});
