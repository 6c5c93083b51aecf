import type { BasketDto, BasketItemInput } from '@kalendo/contracts';
import { schema } from '@kalendo/db';
import {
  addBookableStaff,
  insertAppointment,
  marketplaceTests,
  sharedMarketplace,
} from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';
import { insertSkopjeBusiness } from './basket.fixtures.ts';

const ORIGIN = 'http://localhost';
const EMPTY = { items: [], count: 0, totals: [] };

describe.each(await marketplaceTests())('basket on $kind', ({ it }) => {
  const shared = sharedMarketplace(it);
  let api: ReturnType<typeof createTestApi>;
  let serviceId = '';
  let massageId = '';
  let maria = '';
  let location: { id: string; businessId: string };
  let alice = '';
  let bob = '';

  const signUp = async (email: string) =>
    sessionCookieOf(await signUpThroughApi(api, { name: 'Basket User', email }, ORIGIN));
  /** The typed client as this user (no session when empty), asking in German. */
  const as = (cookie: string) => apiTestClient(api, { cookie, language: 'de' });
  /** A raw request, for bodies the typed client cannot send (off the route's type, not JSON). */
  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    api.request(`${ORIGIN}${path}`, {
      method,
      headers: {
        Origin: ORIGIN,
        Cookie: cookie,
        'Accept-Language': 'de',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const item = (start: string, staffId = 'any') => ({
    locationSlug: 'lotus-center',
    serviceId,
    staffId,
    start,
  });
  const massage = (start: string) => ({
    ...item(start),
    locationSlug: 'vardar-skopje',
    serviceId: massageId,
  });
  /** Monday 2026-11-23, Sofia (UTC+2): Maria works 09:00–17:00 local, 07:00–15:00 UTC. */
  const monday = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 7, minutes)).toISOString();
  const add = (cookie: string, body: BasketItemInput) => as(cookie).me.basket.items.$post({ json: body });
  const basketOf = (response: { json(): Promise<unknown> }) => bodyOf<BasketDto>(response);
  const show = (cookie: string) => as(cookie).me.basket.$get({ query: {} });
  const clear = (cookie: string) => as(cookie).me.basket.$delete({ query: {} });
  const remove = (cookie: string, id: string) => as(cookie).me.basket.items[':id'].$delete({ param: { id } });
  const merge = (cookie: string, items: BasketItemInput[]) =>
    as(cookie).me.basket.merge.$post({ json: { items } });
  const check = (items: BasketItemInput[]) => as('').basket.check.$post({ query: {}, json: { items } });
  const rowsOf = async (userCookie: string) => (await basketOf(await show(userCookie))).items;
  /** Alice with an empty basket: every test starts from there (sign-ups are rate-limited). */
  const emptied = async () => {
    expect((await clear(alice)).status).toBe(200);
    return alice;
  };

  it.beforeAll(async ({ marketplace }) => {
    const added = await addBookableStaff(marketplace.db, ['Мария'], { startsAt: '09:00', endsAt: '17:00' });
    ({ serviceId, location } = added);
    maria = added.staffIds[0] ?? '';
    massageId = await insertSkopjeBusiness(marketplace.db);
    api = createTestApi(marketplace, { now: () => new Date('2026-11-22T12:00:00Z') });
    alice = await signUp('alice@example.com');
    bob = await signUp('bob@example.com');
  });

  it('needs a session for the basket of a user, but not for a guest check', async () => {
    expect((await show('')).status).toBe(401);
    expect((await as('').me.basket.count.$get({ query: {} })).status).toBe(401);
    expect((await add('', item(monday(0)))).status).toBe(401);
    expect((await clear('')).status).toBe(401);
    expect((await merge('', [])).status).toBe(401);
    expect((await check([])).status).toBe(200);
  });

  it('adds, lists in start order, removes and clears, with the place’s wall clock and names', async () => {
    const cookie = await emptied();
    expect(await basketOf(await show(cookie))).toEqual(EMPTY);
    expect((await add(cookie, item(monday(120), maria))).status).toBe(201);
    const response = await add(cookie, item('2026-11-23T09:00:00+02:00'));
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const basket = await basketOf(response);
    expect(basket.count).toBe(2);
    expect(await (await as(cookie).me.basket.count.$get({ query: {} })).json()).toEqual({ count: 2 });
    expect(basket.totals).toEqual([{ currency: 'EUR', amountMinor: 6000 }]);
    expect(basket.items[0]).toMatchObject({
      locationSlug: 'lotus-center',
      locationName: 'Лотос Център',
      businessName: 'Лотос',
      serviceName: 'Подстригване',
      staffId: 'any',
      staffName: null,
      start: '2026-11-23T07:00:00Z',
      end: '2026-11-23T07:45:00Z',
      localStart: '2026-11-23T09:00',
      timeZone: 'Europe/Sofia',
      durationMinutes: 45,
      priceMinor: 3000,
      currency: 'EUR',
      status: 'available',
      alternatives: [],
    });
    expect(basket.items[1]).toMatchObject({
      staffId: maria,
      staffName: 'Мария',
      localStart: '2026-11-23T11:00',
    });
    const removed = await basketOf(await remove(cookie, basket.items[0]?.id ?? ''));
    expect(removed.items.map((i) => i.start)).toEqual(['2026-11-23T09:00:00Z']);
    expect(await basketOf(await clear(cookie))).toEqual(EMPTY);
    expect(await rowsOf(cookie)).toEqual([]);
  });

  it('keeps one row for the same item, however its instant is written, even for 5 adds at once', async () => {
    const cookie = await emptied();
    const responses = await Promise.all(Array.from({ length: 5 }, () => add(cookie, item(monday(30)))));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const again = await add(cookie, item('2026-11-23T09:30:00.000+02:00'));
    expect(again.status).toBe(200);
    expect((await basketOf(again)).count).toBe(1);
    const [user] = await shared.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'alice@example.com'));
    const rows = await shared.database.db
      .select()
      .from(schema.basketItems)
      .where(eq(schema.basketItems.userId, user?.id ?? ''));
    expect(rows).toHaveLength(1);
  });

  it('refuses an 11th item with BASKET_FULL in the request language, but not a duplicate', async () => {
    const cookie = await emptied();
    for (let i = 0; i < 10; i++) expect((await add(cookie, item(monday(i * 15)))).status).toBe(201);
    const full = await add(cookie, item(monday(150)));
    expect(full.status).toBe(422);
    const body = await bodyOf<{ error: { code: string; message: string } }>(full);
    expect(body.error.code).toBe('BASKET_FULL');
    expect(body.error.message).toContain('Warenkorb');
    expect((await add(cookie, item(monday(0)))).status).toBe(200);
  });

  it('refuses a time that is not free now with the nearest free starts, and an unknown service', async () => {
    const cookie = await emptied();
    const night = await add(cookie, item('2026-11-23T20:00:00Z', maria));
    expect(night.status).toBe(409);
    const body = await bodyOf<{ error: { code: string; details: { alternatives: string[] } } }>(night);
    expect(body.error.code).toBe('SLOT_UNAVAILABLE');
    expect(body.error.details.alternatives).toEqual([
      '2026-11-23T13:45:00Z',
      '2026-11-23T14:00:00Z',
      '2026-11-23T14:15:00Z',
    ]);
    const unknown = { ...item(monday(0)), serviceId: crypto.randomUUID() };
    expect((await add(cookie, unknown)).status).toBe(404);
    expect((await add(cookie, { ...item(monday(0)), locationSlug: 'lotus-plovdiv' })).status).toBe(404);
    expect((await add(cookie, item(monday(0), crypto.randomUUID()))).status).toBe(404);
    expect(await rowsOf(cookie)).toEqual([]);
  });

  it('marks an item taken meanwhile unavailable with alternatives, and keeps it', async () => {
    const cookie = await emptied();
    await add(cookie, item(monday(300), maria));
    await insertAppointment(shared.database.db, {
      location,
      serviceId,
      staffId: maria,
      start: new Date(monday(300)),
      end: new Date(monday(345)),
    });
    const [taken] = await rowsOf(cookie);
    expect(taken).toMatchObject({ status: 'unavailable', start: '2026-11-23T12:00:00Z' });
    expect(taken?.alternatives).toEqual([
      '2026-11-23T11:00:00Z',
      '2026-11-23T11:15:00Z',
      '2026-11-23T12:45:00Z',
    ]);
  });

  it('totals two businesses in two currencies apart, and leaves a withdrawn service out as gone', async () => {
    const cookie = await emptied();
    await add(cookie, item(monday(0)));
    await add(cookie, item(monday(60)));
    const response = await add(cookie, massage('2026-11-23T09:00:00Z'));
    expect(response.status).toBe(201);
    const basket = await basketOf(response);
    expect(basket.totals).toEqual([
      { currency: 'EUR', amountMinor: 6000 },
      { currency: 'MKD', amountMinor: 150000 },
    ]);
    expect(basket.items[2]).toMatchObject({
      businessName: 'Вардар',
      localStart: '2026-11-23T10:00',
      timeZone: 'Europe/Skopje',
    });
    await shared.database.db
      .update(schema.services)
      .set({ active: false })
      .where(eq(schema.services.id, massageId));
    try {
      const after = await basketOf(await show(cookie));
      expect(after.items[2]).toMatchObject({ status: 'gone', serviceName: 'Масажа', alternatives: [] });
      expect(after.totals).toEqual([{ currency: 'EUR', amountMinor: 6000 }]);
    } finally {
      await shared.database.db
        .update(schema.services)
        .set({ active: true })
        .where(eq(schema.services.id, massageId));
    }
  });

  it('merges a guest basket: skips duplicates and unknown services, never beyond 10, counts the rest', async () => {
    const cookie = await emptied();
    for (let i = 0; i < 7; i++) await add(cookie, item(monday(i * 15)));
    const guest = [
      item(monday(0)),
      { ...item(monday(0)), serviceId: crypto.randomUUID() },
      item('2026-11-23T20:00:00Z'),
      ...[8, 9, 10, 11].map((i) => item(monday(i * 15))),
    ];
    const response = await merge(cookie, guest);
    expect(response.status).toBe(200);
    const basket = await basketOf(response);
    expect(basket.count).toBe(10);
    expect(basket.notMerged).toBe(2);
    expect(basket.items.find((i) => i.start === '2026-11-23T20:00:00Z')?.status).toBe('unavailable');
    const again = await basketOf(await merge(cookie, guest));
    expect(again.count).toBe(10);
  });

  it('checks a guest basket without a session, ids by request index, unknown items gone', async () => {
    const response = await check([
      massage('2026-11-23T09:00:00Z'),
      { ...item(monday(0)), serviceId: crypto.randomUUID() },
      item(monday(0)),
    ]);
    expect(response.status).toBe(200);
    const basket = await basketOf(response);
    expect(basket.items.map((i) => [i.id, i.status])).toEqual([
      ['guest-1', 'gone'],
      ['guest-2', 'available'],
      ['guest-0', 'available'],
    ]);
    expect(basket.totals).toEqual([
      { currency: 'EUR', amountMinor: 3000 },
      { currency: 'MKD', amountMinor: 150000 },
    ]);
  });

  it('answers 404 for an item of another user and leaves it in place', async () => {
    const owner = await emptied();
    const [own] = (await basketOf(await add(owner, item(monday(0))))).items;
    expect((await remove(bob, own?.id ?? '')).status).toBe(404);
    expect((await remove(owner, crypto.randomUUID())).status).toBe(404);
    expect(await rowsOf(owner)).toHaveLength(1);
  });

  it('refuses bad bodies with 400, never 500', async () => {
    const cookie = await emptied();
    const bad = [
      ['POST', '/me/basket/items', { ...item(monday(0)), extra: 1 }],
      ['POST', '/me/basket/items', { ...item(monday(0)), start: '2026-11-23 07:00' }],
      ['POST', '/me/basket/items', { ...item(monday(0)), staffId: 'maria' }],
      ['POST', '/me/basket/items', '{"locationSlug":'],
      ['POST', '/me/basket/merge', { items: Array.from({ length: 11 }, (_, i) => item(monday(i * 15))) }],
      ['POST', '/me/basket/merge', { items: [], more: true }],
      ['POST', '/basket/check', { items: [{ serviceId }] }],
      ['POST', '/basket/check', []],
    ] as const;
    for (const [method, path, body] of bad) {
      const response = await call(method, path, cookie, body);
      expect({ path, body, status: response.status }).toEqual({ path, body, status: 400 });
    }
    // An id that cannot exist names nothing: 404, like an unknown one.
    expect((await remove(cookie, 'not-a-uuid')).status).toBe(404);
  });

  it('answers starts centuries away with 422 DATE_OUT_OF_RANGE, not as an error', async () => {
    const cookie = await emptied();
    const checked = await check([item('0001-01-01T00:00:00Z')]);
    expect(checked.status).toBe(422);
    expect((await bodyOf<{ error: { code: string } }>(checked)).error.code).toBe('DATE_OUT_OF_RANGE');
    expect((await add(cookie, item('9999-12-31T23:59:00Z'))).status).toBe(422);
  });
});
