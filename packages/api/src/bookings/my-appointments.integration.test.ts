import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import type { BookingScenario } from '../testing/booking-scenario.ts';
import type { createTestApi } from '../testing/create-test-api.ts';
import { openTwoStaffMarketplace } from '../testing/two-staff-marketplace.ts';

/** A query of the list (a test may send a value the route's type does not allow). */
type Query = { when?: 'upcoming' | 'past'; limit?: string; cursor?: string };

interface Item {
  id: string;
  status: string;
  startsAt: string;
  localStartsAt: string;
  cancellable: boolean;
  cancellableUntil: string;
  priceMinor: number;
  currency: string;
  service: { name: string };
  staff: { name: string };
  place: { slug: string; name: string; timeZone: string; geo: { latitude: number } };
}
interface Page {
  items: Item[];
  nextCursor: string | null;
}
interface ErrorJson {
  error: { code: string; details?: Record<string, unknown> };
}

describe.each(await testDatabaseTargets())('my appointments on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  let clock = new Date('2026-11-20T12:00:00Z');
  let scenario: BookingScenario;
  let maria = '';
  let elena = '';
  let alice = '';
  let bob = '';
  const mine: string[] = [];
  let bobs = '';

  const appointments = (cookie: string) => apiTestClient(api, cookie ? { cookie } : {}).me.appointments;
  const listAnswer = (cookie: string, query: Query = {}) => appointments(cookie).$get({ query });
  const list = async (cookie: string, query: Query) => bodyOf<Page>(await listAnswer(cookie, query));
  const calendarFile = (cookie: string, id: string) =>
    appointments(cookie)[':file'].$get({ param: { file: `${id}.ics` } });
  const cancel = (cookie: string, id: string) =>
    apiTestClient(api, { cookie }).me.appointments[':id'].cancel.$post({ param: { id } });

  beforeAll(async () => {
    ({ database, drop, api, elena, maria, alice, bob, scenario } = await openTwoStaffMarketplace(
      target,
      () => clock,
    ));
    const bookId = scenario.bookOne;
    // Monday 23 Nov 2026; Sofia is UTC+2, so 08:00Z is 10:00 at the place.
    mine.push(await bookId(alice, 'alice-0001', '2026-11-23T08:00:00Z', maria));
    mine.push(await bookId(alice, 'alice-0002', '2026-11-23T10:00:00Z', maria));
    mine.push(await bookId(alice, 'alice-0003', '2026-11-23T12:00:00Z', maria));
    bobs = await bookId(bob, 'bob-00001', '2026-11-23T08:00:00Z', elena);
  });
  afterAll(() => drop());

  it('lists upcoming appointments soonest first with place, service, staff, local time, price and window', async () => {
    const page = await list(alice, { when: 'upcoming' });
    expect(page.items.map((a) => a.id)).toEqual(mine);
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toMatchObject({
      status: 'booked',
      startsAt: '2026-11-23T08:00:00.000Z',
      localStartsAt: '2026-11-23T10:00',
      priceMinor: 3000,
      currency: 'EUR',
      cancellable: true,
      cancellableUntil: '2026-11-22T08:00:00.000Z',
      staff: { name: 'Мария' },
      place: { slug: 'lotus-center', timeZone: 'Europe/Sofia' },
    });
    expect(page.items[0]?.service.name.length).toBeGreaterThan(0);
    expect(typeof page.items[0]?.place.geo.latitude).toBe('number');
    expect((await list(alice, { when: 'past' })).items).toEqual([]);
  });

  it('pages with a cursor and refuses a limit over 100 or a bad cursor', async () => {
    const first = await list(alice, { when: 'upcoming', limit: '2' });
    expect(first.items.map((a) => a.id)).toEqual(mine.slice(0, 2));
    expect(first.nextCursor).not.toBeNull();
    const second = await list(alice, { when: 'upcoming', limit: '2', cursor: first.nextCursor ?? '' });
    expect(second.items.map((a) => a.id)).toEqual(mine.slice(2));
    expect(second.nextCursor).toBeNull();
    expect((await listAnswer(alice, { limit: '101' })).status).toBe(400);
    expect((await listAnswer(alice, { when: 'later' } as unknown as Query)).status).toBe(400);
    expect((await listAnswer(alice, { cursor: 'garbage' })).status).toBe(400);
  });

  it("never shows or changes another user's appointment: 404, as if it did not exist", async () => {
    expect((await list(bob, { when: 'upcoming' })).items.map((a) => a.id)).toEqual([bobs]);
    const theirs = mine[0] ?? '';
    const refused = await cancel(bob, theirs);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as ErrorJson).error.code).toBe('NOT_FOUND');
    expect((await calendarFile(bob, theirs)).status).toBe(404);
    const [row] = await database.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.id, theirs));
    expect(row?.status).toBe('booked');
    expect((await listAnswer('')).status).toBe(401);
    expect((await cancel('', theirs)).status).toBe(401);
    expect((await calendarFile('', theirs)).status).toBe(401);
  });

  it('refuses a cancel at the boundary minute with 422 and accepts it one minute earlier; a repeat is 409', async () => {
    const id = mine[0] ?? '';
    clock = new Date('2026-11-22T08:00:00Z');
    const late = await cancel(alice, id);
    expect(late.status).toBe(422);
    expect(((await late.json()) as ErrorJson).error).toMatchObject({
      code: 'CANCELLATION_WINDOW_PASSED',
      details: { cancellationWindowMinutes: 1440, cancellableUntil: '2026-11-22T08:00:00.000Z' },
    });
    clock = new Date('2026-11-22T07:59:00Z');
    const ok = await cancel(alice, id);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Item).status).toBe('cancelled');
    const again = await cancel(alice, id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorJson).error.code).toBe('ALREADY_CANCELLED');
    expect((await list(alice, { when: 'upcoming' })).items[0]).toMatchObject({
      status: 'cancelled',
      cancellable: false,
    });
  });

  it('frees the time of a cancelled appointment for a new booking', async () => {
    const response = await scenario.book(bob, 'bob-00002', [scenario.item('2026-11-23T08:00:00Z', maria)]);
    expect(response.status).toBe(201);
  });

  it('lets exactly one of 5 simultaneous cancels succeed; the others get 409', async () => {
    const id = mine[1] ?? '';
    const responses = await Promise.all(Array.from({ length: 5 }, () => cancel(alice, id)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const [row] = await database.db.select().from(schema.appointments).where(eq(schema.appointments.id, id));
    expect(row?.status).toBe('cancelled');
  });

  it('serves an own appointment as an RFC 5545 calendar file', async () => {
    const id = mine[2] ?? '';
    const response = await calendarFile(alice, id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toContain(`UID:${id}@kalendo.app`);
    expect(lines).toContain('DTSTART:20261123T120000Z');
    expect(lines).toContain('DTEND:20261123T124500Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.some((l) => l.startsWith('SUMMARY:') && l.includes(' @ '))).toBe(true);
    expect(lines.some((l) => l.startsWith('DTSTAMP:2026'))).toBe(true);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect((await calendarFile(alice, 'not-an-id')).status).toBe(404);
  });

  it('moves appointments to past once they ended, latest first, no longer cancellable', async () => {
    clock = new Date('2026-11-24T00:00:00Z');
    expect((await list(alice, { when: 'upcoming' })).items).toEqual([]);
    const past = await list(alice, { when: 'past' });
    expect(past.items.map((a) => a.id)).toEqual([...mine].reverse());
    expect(past.items.every((a) => !a.cancellable)).toBe(true);
    expect((await cancel(alice, mine[2] ?? '')).status).toBe(422);
  });
});
