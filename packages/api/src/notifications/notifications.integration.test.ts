import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import type { BookingScenario } from '../testing/booking-scenario.ts';
import type { createTestApi } from '../testing/create-test-api.ts';
import { openTwoStaffMarketplace } from '../testing/two-staff-marketplace.ts';

type Query = { limit?: string; cursor?: string };
type Answer = { status: number; json(): Promise<unknown> };

interface Notification {
  id: string;
  kind: string;
  title: string;
  body: string;
  actionUrl: string;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}
interface Page {
  items: Notification[];
  nextCursor: string | null;
}
interface ErrorJson {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

describe.each(await testDatabaseTargets())('notifications on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const clock = new Date('2026-11-20T12:00:00Z');
  let scenario: BookingScenario;
  let maria = '';
  let alice = '';
  let bob = '';
  let aliceId = '';
  let bobId = '';

  const client = (cookie: string | null, language = 'en') =>
    apiTestClient(api, { language, ...(cookie ? { cookie } : {}) });
  const listAnswer = (cookie: string | null, query: Query = {}, language = 'en') =>
    client(cookie, language).me.notifications.$get({ query });
  const list = async (cookie: string, query: Query = {}, language = 'en') => {
    const response = await listAnswer(cookie, query, language);
    expect(response.status).toBe(200);
    return bodyOf<Page>(response);
  };
  const unreadAnswer = (cookie: string | null, language = 'en') =>
    client(cookie, language).me.notifications['unread-count'].$get();
  const unread = async (cookie: string) =>
    (await bodyOf<{ count: number }>(await unreadAnswer(cookie))).count;
  const markRead = (cookie: string | null, id: string, language = 'en') =>
    client(cookie, language).me.notifications[':id'].read.$post({ param: { id } });
  const readAll = (cookie: string | null, language = 'en') =>
    client(cookie, language).me.notifications['read-all'].$post();
  const cancel = (cookie: string, id: string) =>
    client(cookie).me.appointments[':id'].cancel.$post({ param: { id } });
  const userIdOf = async (email: string) =>
    (await database.db.select().from(schema.users).where(eq(schema.users.email, email)))[0]?.id ?? '';

  beforeAll(async () => {
    ({ database, drop, api, maria, alice, bob, scenario } = await openTwoStaffMarketplace(
      target,
      () => clock,
    ));
    [aliceId, bobId] = await Promise.all([userIdOf('alice@example.com'), userIdOf('bob@example.com')]);
  });
  afterAll(() => drop());

  it('answers 401 with a localized message without a session', async () => {
    const requests: Array<(language: string) => Promise<Answer>> = [
      (language) => listAnswer(null, {}, language),
      (language) => unreadAnswer(null, language),
      (language) => readAll(null, language),
      (language) => markRead(null, crypto.randomUUID(), language),
    ];
    for (const send of requests) {
      const english = await send('en');
      const german = await send('de');
      expect([english.status, german.status]).toEqual([401, 401]);
      const [en, de] = [await bodyOf<ErrorJson>(english), await bodyOf<ErrorJson>(german)];
      expect(en.error.code).toBe('UNAUTHENTICATED');
      expect(de.error.message).not.toBe(en.error.message);
    }
  });

  it('notifies a booking, a move and a cancellation, each in the reader’s language', async () => {
    const id = await scenario.bookOne(alice, 'notify-0001', '2026-11-23T08:00:00Z', maria);
    expect(await unread(alice)).toBe(1);
    expect(await unread(bob)).toBe(0);

    // The same row in English and in Bulgarian: the text and the link follow the reader.
    const [confirmed] = (await list(alice)).items;
    expect(confirmed).toMatchObject({
      kind: 'booking-confirmed',
      title: 'Booking confirmed',
      actionUrl: `/en/appointments#appointment-${id}`,
      read: false,
      readAt: null,
    });
    // On the place's clock (Sofia, UTC+2).
    expect(confirmed?.body).toMatch(/^Подстригване at Лотос Център, Mon, Nov 23, 10:00/);
    const [inBulgarian] = (await list(alice, {}, 'bg')).items;
    expect(inBulgarian?.title).toBe('Резервацията е потвърдена');
    expect(inBulgarian?.body).toMatch(/^Подстригване в Лотос Център, пн.*23.*10:00/);
    expect(inBulgarian?.actionUrl).toBe(`/bg/appointments#appointment-${id}`);

    const moved = await apiTestClient(api, { cookie: alice }).me.appointments[':id'].reschedule.$post({
      param: { id },
      json: { start: '2026-11-23T10:00:00Z' },
      header: { 'idempotency-key': 'notify-move-0001' },
    });
    expect(moved.status).toBe(200);
    expect((await cancel(alice, id)).status).toBe(200);
    // A refused second cancel writes nothing.
    expect((await cancel(alice, id)).status).toBe(409);

    const page = await list(alice, {}, 'de');
    expect(page.items.map((n) => n.kind)).toEqual([
      'appointment-cancelled',
      'appointment-rescheduled',
      'booking-confirmed',
    ]);
    expect(page.items[0]).toMatchObject({
      title: 'Termin abgesagt',
      actionUrl: `/de/appointments#appointment-${id}`,
    });
    expect(page.items[1]?.title).toBe('Termin verschoben');
    expect(page.items[1]?.body).toMatch(/12:00.*\(vorher .*10:00\)/);
    expect(await unread(alice)).toBe(3);
  });

  it('marks one read, only the caller’s (another user’s id is 404), then all', async () => {
    const [newest] = (await list(alice)).items;
    const id = newest?.id ?? '';
    expect((await markRead(bob, id)).status).toBe(404);
    expect((await markRead(alice, crypto.randomUUID())).status).toBe(404);
    expect(await unread(alice)).toBe(3);

    const read = await markRead(alice, id, 'bg');
    expect(read.status).toBe(200);
    const body = (await read.json()) as Notification;
    expect(body).toMatchObject({ id, read: true, title: 'Часът е отменен' });
    expect(body.actionUrl).toMatch(/^\/bg\/appointments#appointment-/);
    // Reading it again keeps the first time.
    const again = (await (await markRead(alice, id)).json()) as Notification;
    expect(again.readAt).toBe(body.readAt);
    expect(await unread(alice)).toBe(2);

    const all = await readAll(alice);
    expect(all.status).toBe(200);
    expect(await all.json()).toEqual({ marked: 2 });
    expect(await unread(alice)).toBe(0);
    expect((await list(alice)).items.every((n) => n.read)).toBe(true);
  });

  it('pages newest first without gaps or repeats, rows of one instant included', async () => {
    const sameInstant = new Date('2026-11-19T09:00:00.123456Z');
    await database.db.insert(schema.notifications).values(
      Array.from({ length: 45 }, (_, i) => ({
        userId: bobId,
        kind: 'review-request',
        params: { service: `Service ${i}`, place: 'Lotus Center' },
        actionUrl: '/en/appointments',
        // Fifteen rows share each instant: the id orders them.
        createdAt: new Date(sameInstant.getTime() - Math.floor(i / 15) * 60_000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await list(bob, { limit: '20', ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(20);
      seen.push(...page.items.map((n) => n.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(45);
    const rows = await database.db
      .select({ id: schema.notifications.id, createdAt: schema.notifications.createdAt })
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, bobId));
    const expected = rows
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
    expect(seen).toEqual(expected);
    expect(await unread(bob)).toBe(45);
  });

  it('refuses a bad cursor or page size with a localized 400, never a 500', async () => {
    const forged = Buffer.from(`1|${crypto.randomUUID()}|x`).toString('base64url');
    for (const query of [
      { cursor: 'not-a-cursor!' },
      { cursor: forged },
      { cursor: 'AAAA' },
      { limit: '0' },
      { limit: '51' },
    ]) {
      const english = await listAnswer(bob, query);
      const russian = await listAnswer(bob, query, 'ru');
      expect([english.status, russian.status]).toEqual([400, 400]);
      const [en, ru] = [await bodyOf<ErrorJson>(english), await bodyOf<ErrorJson>(russian)];
      expect(en.error.code).toBe('VALIDATION_FAILED');
      expect(ru.error.message).not.toBe(en.error.message);
    }
    // An id that cannot exist names nothing we have: 404, as everywhere in the API.
    expect((await markRead(bob, 'not-a-uuid')).status).toBe(404);
  });

  it('keeps rows of fixed text readable and never leads off our site', async () => {
    const [legacy, evil] = await database.db
      .insert(schema.notifications)
      .values([
        { userId: aliceId, title: 'Booking confirmed', body: 'Haircut · Mon', actionUrl: '/en/appointments' },
        {
          userId: aliceId,
          kind: 'booking-confirmed',
          params: { appointments: 'broken' },
          title: 'Kept',
          body: 'text',
          actionUrl: '//evil.example/phish',
        },
      ])
      .returning();
    const page = await list(alice, {}, 'de');
    const byId = new Map(page.items.map((n) => [n.id, n]));
    expect(byId.get(legacy?.id ?? '')).toMatchObject({
      kind: 'message',
      title: 'Booking confirmed',
      body: 'Haircut · Mon',
      actionUrl: '/de/appointments',
    });
    expect(byId.get(evil?.id ?? '')).toMatchObject({ kind: 'message', actionUrl: '/de/home' });
    await database.db
      .delete(schema.notifications)
      .where(inArray(schema.notifications.id, [legacy?.id ?? '', evil?.id ?? '']));
  });

  it('counts unread up to 100', async () => {
    await database.db.insert(schema.notifications).values(
      Array.from({ length: 70 }, (_, i) => ({
        userId: bobId,
        kind: 'review-request',
        params: { service: `More ${i}`, place: 'Lotus Center' },
        actionUrl: '/en/appointments',
      })),
    );
    expect(await unread(bob)).toBe(100);
  });
});
