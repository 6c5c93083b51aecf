import { schema } from '@kalendo/db';
import { insertAppointment, marketplaceTests, sharedMarketplace } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect } from 'vitest';
import { apiTestClient } from '../testing/api-test-client.ts';
import { bookingScenario } from '../testing/booking-scenario.ts';
import type { createTestApi } from '../testing/create-test-api.ts';

const ORIGIN = 'http://localhost';
const PLACE_NAME = 'Κομμωτήριο «Λωτός»; Σόφια, κέντρο';
const ADDRESS_LINE = 'ул. „Витоша“ 1, ет. 3; вход Б — до метростанция „Национален дворец на културата“';

interface Feed {
  url: string;
  webcalUrl: string;
  createdAt: string;
}

/** Every VEVENT of an RFC 5545 text, parsed by a real iCalendar parser (throws on malformed input). */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

const octets = (line: string) => new TextEncoder().encode(line).length;

describe.each(await marketplaceTests())('calendar feed and .ics files on $kind', ({ it }) => {
  const shared = sharedMarketplace(it);
  let api: ReturnType<typeof createTestApi>;
  let alice = '';
  let bob = '';
  let upcoming = '';
  let cancelled = '';
  let recent = '';
  let feed: Feed;

  const me = (cookie: string) => apiTestClient(api, cookie ? { cookie } : {}).me;
  const calendarFile = (cookie: string, id: string) =>
    me(cookie).appointments[':file'].$get({ param: { file: `${id}.ics` } });
  const feedOf = (cookie: string) => me(cookie)['calendar-feed'];
  /**
   * A feed is fetched at the URL the API gave, as a calendar app does (a raw request: the address is the
   * test's input). The API sees paths without the `/api/v1` prefix the web server mounts it under.
   */
  const fetchFeed = (url: string) => api.request(url.replace('/api/v1', ''));
  it.beforeAll(async ({ marketplace }) => {
    const world = await bookingScenario(marketplace)
      .clock(() => new Date('2026-11-20T12:00:00Z'))
      .client('Alice', 'alice@example.com')
      .client('Bob', 'bob@example.com')
      .open();
    const { location, serviceId } = world;
    const maria = world.staff[0] ?? '';
    await marketplace.db
      .update(schema.locations)
      .set({ name: PLACE_NAME, addressLine: ADDRESS_LINE })
      .where(eq(schema.locations.id, location.id));
    ({ api } = world);
    [alice = '', bob = ''] = world.clients;
    upcoming = await world.bookOne(alice, 'feed-0001', '2026-11-23T08:00:00Z', maria);
    cancelled = await world.bookOne(alice, 'feed-0002', '2026-11-23T10:00:00Z', maria);
    expect((await me(alice).appointments[':id'].cancel.$post({ param: { id: cancelled } })).status).toBe(200);
    await world.bookOne(bob, 'feed-0003', '2026-11-23T12:00:00Z', maria);
    const [user] = await marketplace.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'alice@example.com'));
    const visit = {
      location,
      serviceId,
      staffId: maria,
      userId: user?.id ?? '',
      status: 'completed' as const,
    };
    recent = (
      await insertAppointment(marketplace.db, {
        ...visit,
        start: new Date('2026-11-10T08:00:00Z'),
        end: new Date('2026-11-10T08:45:00Z'),
      })
    ).id;
    // Ended more than 180 days ago: not in the feed.
    await insertAppointment(marketplace.db, {
      ...visit,
      start: new Date('2026-05-01T08:00:00Z'),
      end: new Date('2026-05-01T08:45:00Z'),
    });
  });

  it('serves one appointment as a file a real iCalendar parser reads back exactly', async () => {
    const first = await calendarFile(alice, upcoming);
    expect(first.status).toBe(200);
    const text = await first.text();
    const { events } = eventsOf(text);
    expect(events).toHaveLength(1);
    const event = events[0] as ICAL.Component;
    expect(event.getFirstPropertyValue('uid')).toBe(`${upcoming}@kalendo.app`);
    expect(String(event.getFirstPropertyValue('dtstart'))).toBe('2026-11-23T08:00:00Z');
    expect(String(event.getFirstPropertyValue('dtend'))).toBe('2026-11-23T08:45:00Z');
    expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate()).toEqual(
      new Date('2026-11-23T08:00:00Z'),
    );
    expect(event.getFirstPropertyValue('summary')).toBe(`Подстригване @ ${PLACE_NAME}`);
    expect(event.getFirstPropertyValue('location')).toBe(`${ADDRESS_LINE}, София, BG`);
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // Long lines are folded within 75 octets and unfold to the exact values above.
    const physical = text.split('\r\n');
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    const again = eventsOf(await (await calendarFile(alice, upcoming)).text());
    expect(again.events[0]?.getFirstPropertyValue('uid')).toBe(`${upcoming}@kalendo.app`);
  });

  it('creates a private feed URL and shows only whether it is active afterwards', async () => {
    expect(await (await feedOf(alice).$get()).json()).toEqual({ active: false, createdAt: null });
    const created = await feedOf(alice).$post();
    expect(created.status).toBe(201);
    feed = (await created.json()) as Feed;
    expect(feed.url).toMatch(/^http:\/\/localhost\/api\/v1\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace(/^http:/, 'webcal:'));
    expect(await (await feedOf(alice).$get()).json()).toEqual({
      active: true,
      createdAt: feed.createdAt,
    });
    const [row] = await shared.database.db.select().from(schema.calendarFeeds);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(feed.url).not.toContain(row?.tokenHash);
    expect((await feedOf('').$get()).status).toBe(401);
    expect((await feedOf('').$post()).status).toBe(401);
  });

  it('lists upcoming, cancelled and recent appointments of the owner only, parseable, cacheable for 5 minutes', async () => {
    const response = await fetchFeed(feed.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    const text = await response.text();
    const { calendar, events } = eventsOf(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Kalendo · My appointments');
    const byUid = new Map(events.map((e) => [e.getFirstPropertyValue('uid'), e]));
    expect([...byUid.keys()].sort()).toEqual(
      [recent, upcoming, cancelled].map((id) => `${id}@kalendo.app`).sort(),
    );
    expect(byUid.get(`${cancelled}@kalendo.app`)?.getFirstPropertyValue('status')).toBe('CANCELLED');
    const next = byUid.get(`${upcoming}@kalendo.app`);
    expect(String(next?.getFirstPropertyValue('dtstart'))).toBe('2026-11-23T08:00:00Z');
    expect(next?.getFirstPropertyValue('summary')).toBe(`Подстригване @ ${PLACE_NAME}`);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('stops the old URL when rotated and every URL when revoked', async () => {
    const rotated = (await (await feedOf(alice).$post()).json()) as Feed;
    expect(rotated.url).not.toBe(feed.url);
    expect((await fetchFeed(feed.url)).status).toBe(404);
    expect((await fetchFeed(rotated.url)).status).toBe(200);
    expect((await feedOf(alice).$delete()).status).toBe(204);
    expect((await fetchFeed(rotated.url)).status).toBe(404);
    expect(await (await feedOf(alice).$get()).json()).toEqual({ active: false, createdAt: null });
    expect((await fetchFeed(`${ORIGIN}/calendar-feeds/not-a-token.ics`)).status).toBe(404);
  });
});
