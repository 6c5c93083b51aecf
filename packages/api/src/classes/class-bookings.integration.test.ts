import { schema } from '@kalendo/db';
import {
  insertClass,
  insertClassSession,
  marketplaceTests,
  sharedMarketplace,
  type TestClass,
} from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTestClient } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const ORIGIN = 'http://localhost';
const HOUR = 3_600_000;

interface ErrorJson {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

describe.each(await marketplaceTests())('class bookings through the API on $kind', ({ it, target }) => {
  const shared = sharedMarketplace(it);
  let api: ReturnType<typeof createTestApi>;
  let pilates: TestClass;
  const cookies: string[] = [];

  const session = (capacity: number, waitlistCapacity: number, inHours = 72) =>
    insertClassSession(shared.database.db, pilates, {
      startsAt: new Date(Date.now() + inHours * HOUR),
      capacity,
      waitlistCapacity,
    });

  const call = (cookie: string, path: string, init: RequestInit = {}, language = 'en') =>
    api.request(`${ORIGIN}${path}`, {
      ...init,
      headers: {
        Origin: ORIGIN,
        Cookie: cookie,
        'Accept-Language': language,
        'Content-Type': 'application/json',
      },
    });
  const book = (cookie: string, sessionId: string, language = 'en') =>
    apiTestClient(api, { cookie, language }).me['class-bookings'].$post({ json: { sessionId } });
  const cancel = (cookie: string, id: string) =>
    apiTestClient(api, { cookie, language: 'en' }).me['class-bookings'][':id'].cancel.$post({
      param: { id },
    });
  /** A class session as anyone sees it (no session), in `language` if given. */
  const sessionDetail = (id: string, language?: string) =>
    apiTestClient(api, language ? { language } : {}).classes.sessions[':id'].$get({ param: { id } });

  it.beforeAll(async ({ marketplace }) => {
    pilates = await insertClass(marketplace.db, 'lotus-center', {
      name: 'Pilates',
      description: 'Core and breath',
      priceMinor: 1800,
    });
    api = createTestApi(marketplace);
    for (const name of ['ana', 'boris', 'cvetan']) {
      const signIn = await signUpThroughApi(api, { name, email: `${name}-${target.kind}@example.com` });
      cookies.push(sessionCookieOf(signIn));
    }
  });

  it('shows a session with its spots, waitlist, price and place; an unknown id is a 404', async () => {
    const id = await session(1, 1);
    const response = await sessionDetail(id);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    expect(await response.json()).toMatchObject({
      id,
      name: 'Pilates',
      durationMinutes: 60,
      capacity: 1,
      spotsLeft: 1,
      waitlist: { capacity: 1, waiting: 0 },
      price: { amountMinor: 1800, currency: 'EUR' },
      place: { slug: 'lotus-center', timeZone: 'Europe/Sofia' },
    });
    const cityOf = async (language: string) =>
      ((await (await sessionDetail(id, language)).json()) as { place: { city: string } }).place.city;
    await shared.database.db
      .insert(schema.cities)
      .values({ slug: 'sofia', names: { en: 'Sofia', bg: 'София', el: 'Σόφια' } })
      .onConflictDoNothing();
    // The city in the reader's language (a language asked for the first time: no kept answer yet).
    expect(await cityOf('el')).toBe('Σόφια');
    const missing = await sessionDetail('00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await sessionDetail('not-a-uuid')).status).toBeLessThan(500);
  });

  it('books a spot, then the waitlist, then refuses in the user language; a repeat answers the held place', async () => {
    const [ana = '', boris = '', cvetan = ''] = cookies;
    const id = await session(1, 1);
    const first = await book(ana, id);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ sessionId: id, status: 'booked', waitlistPosition: null });
    expect((await book(ana, id)).status).toBe(200);
    const second = await book(boris, id);
    expect(second.status).toBe(201);
    expect(await second.json()).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    const third = await book(cvetan, id, 'de');
    expect(third.status).toBe(409);
    const refusal = (await third.json()) as ErrorJson;
    expect(refusal.error.code).toBe('CLASS_FULL');
    expect(refusal.error.message).toContain('Warteliste');
    const detail = (await (await sessionDetail(id)).json()) as {
      spotsLeft: number;
    };
    expect(detail.spotsLeft).toBe(0);
  });

  it('passes a cancelled spot to the first on the waitlist; a second cancel and another user are refused', async () => {
    const [ana = '', boris = ''] = cookies;
    const id = await session(1, 1);
    const spot = (await (await book(ana, id)).json()) as { id: string };
    await book(boris, id);
    expect((await cancel(boris, spot.id)).status).toBe(404);
    const cancelled = await cancel(ana, spot.id);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ booking: { status: 'cancelled' }, spotPassedOn: true });
    const again = await cancel(ana, spot.id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorJson).error.code).toBe('ALREADY_CANCELLED');
    expect(await (await book(boris, id)).json()).toMatchObject({ status: 'booked' });
    const told = (await (await call(boris, '/me/notifications', {}, 'de')).json()) as {
      items: Array<{ kind: string; title: string; body: string; actionUrl: string }>;
    };
    expect(told.items[0]).toMatchObject({
      kind: 'class-spot-given',
      title: 'Ein Platz ist für dich frei geworden',
      actionUrl: '/de/classes?location=lotus-center',
    });
    expect(told.items[0]?.body).toContain('Pilates');
    // And by email, in the outbox in the same transaction, in the member's language.
    const mails = await shared.database.db
      .select()
      .from(schema.outboxEmails)
      .where(eq(schema.outboxEmails.to, `boris-${target.kind}@example.com`));
    const given = mails.find((mail) => mail.subject.includes('Pilates'));
    expect(given?.subject).toBe('A spot opened up in Pilates: it is yours');
    expect(given?.text).toContain('you were first on the waitlist');
    expect(given?.text).toContain('http://localhost/en/appointments');
  });

  it('refuses a cancel inside the window and a session that started; a stranger must sign in', async () => {
    const [ana = ''] = cookies;
    const soon = await session(5, 0, 2);
    const spot = (await (await book(ana, soon)).json()) as { id: string };
    const late = await cancel(ana, spot.id);
    expect(late.status).toBe(422);
    expect(((await late.json()) as ErrorJson).error.details?.cancellableUntil).toBeTypeOf('string');
    const started = await session(5, 0, -1);
    const tooLate = await book(ana, started, 'bg');
    expect(tooLate.status).toBe(422);
    expect(((await tooLate.json()) as ErrorJson).error.code).toBe('CLASS_STARTED');
    expect((await book('', soon)).status).toBe(401);
    const bad = await call(ana, '/me/class-bookings', {
      method: 'POST',
      body: JSON.stringify({ sessionId: 'x' }),
    });
    expect(bad.status).toBe(400);
  });

  it('gives a spot as a calendar file and in the calendar feed; a waitlist place and another user’s spot are 404', async () => {
    const [ana = '', boris = '', cvetan = ''] = cookies;
    const id = await session(1, 1, 96);
    const spot = (await (await book(ana, id)).json()) as { id: string };
    const waiting = (await (await book(boris, id)).json()) as { id: string; status: string };
    expect(waiting.status).toBe('waitlisted');

    const file = await call(ana, `/me/class-bookings/${spot.id}.ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = await file.text();
    expect(ics).toContain(`UID:${spot.id}@kalendo.app`);
    expect(ics).toContain('SUMMARY:Pilates @ ');
    expect(ics).not.toContain('STATUS:CANCELLED');
    expect((await call(boris, `/me/class-bookings/${waiting.id}.ics`)).status).toBe(404);
    expect((await call(cvetan, `/me/class-bookings/${spot.id}.ics`)).status).toBe(404);

    const feed = (await (await call(ana, '/me/calendar-feed', { method: 'POST' })).json()) as { url: string };
    const feedPath = new URL(feed.url).pathname.replace('/api/v1', '');
    expect(await (await api.request(`${ORIGIN}${feedPath}`)).text()).toContain(`UID:${spot.id}@kalendo.app`);
    // A spot given back stays in the feed as cancelled, so subscribed calendars drop it.
    expect((await cancel(ana, spot.id)).status).toBe(200);
    const after = await (await api.request(`${ORIGIN}${feedPath}`)).text();
    const event = after.split('BEGIN:VEVENT').find((text) => text.includes(`UID:${spot.id}@kalendo.app`));
    expect(event).toContain('STATUS:CANCELLED');
  });

  it("lists the timetable soonest first, on the place's clock, filtered and paged", async () => {
    const yoga = await insertClass(shared.database.db, 'lotus-plovdiv', { name: 'Yoga', priceMinor: 1500 });
    // 07:00 and 18:00 in Sofia (UTC+2 in winter) on a day a week ahead; the evening one is full.
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const at = (utc: string) => new Date(`${day}T${utc}:00Z`);
    const rows = [
      { id: await insertClassSession(shared.database.db, yoga, { startsAt: at('05:00'), capacity: 1 }) },
      {
        id: await insertClassSession(shared.database.db, yoga, {
          startsAt: at('16:00'),
          capacity: 1,
          bookedCount: 1,
        }),
      },
    ];
    const list = async (query: string) => {
      const response = await api.request(`${ORIGIN}/classes/sessions?location=lotus-plovdiv&${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as {
        items: Array<{ id: string; spotsLeft: number }>;
        nextCursor: string | null;
      };
    };
    const ids = (page: { items: Array<{ id: string }> }) => page.items.map((item) => item.id);
    const [morning, evening] = rows;
    expect(ids(await list(''))).toEqual([morning?.id, evening?.id]);
    expect(ids(await list('timeOfDay=morning'))).toEqual([morning?.id]);
    expect(ids(await list('timeOfDay=evening'))).toEqual([evening?.id]);
    expect(ids(await list('freeOnly=true'))).toEqual([morning?.id]);
    expect(ids(await list(`date=${day}&city=plovdiv&category=hair`))).toEqual([morning?.id, evening?.id]);
    expect(ids(await list('city=sofia'))).toEqual([]);
    const first = await list('limit=1');
    expect(ids(first)).toEqual([morning?.id]);
    expect(ids(await list(`limit=1&cursor=${first.nextCursor}`))).toEqual([evening?.id]);
    for (const bad of ['cursor=nope', 'date=2027-02-30', 'timeOfDay=night', 'limit=500']) {
      const refused = await api.request(`${ORIGIN}/classes/sessions?${bad}`, {
        headers: { 'Accept-Language': 'fr' },
      });
      expect(refused.status, bad).toBe(400);
      expect(((await refused.json()) as ErrorJson).error.message, bad).toMatch(/valides|invalide|valide/);
    }
  });
});
