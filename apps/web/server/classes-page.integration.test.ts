import { type Database, schema } from '@kalendo/db';
import {
  insertClass,
  insertClassSession,
  insertSampleMarketplace,
  testDatabaseTargets,
} from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost, signUpAndSignIn } from './testing/form-requests.ts';
import { pinnedClock } from './testing/pinned-clock.ts';

const HOUR = 3_600_000;

/** The server's today: a Tuesday in Sofia. */
const clock = pinnedClock('2026-03-10T09:00', 'Europe/Sofia');

/** The timetable page: sessions by day, filters in the address, booking a spot or a waitlist place. */
describe.each(await testDatabaseTargets())('the classes page on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let open = '';
  let full = '';
  let cookie = '';
  let other = '';

  const page = async (path: string, withCookie = '') => {
    const response = await app.request(path, { headers: withCookie ? { Cookie: withCookie } : {} });
    return { status: response.status, html: await response.text(), response };
  };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    const yoga = await insertClass(database.db, 'lotus-center', {
      name: 'Morning Vinyasa',
      priceMinor: 1500,
    });
    const startsAt = new Date(clock.now().getTime() + 5 * 24 * HOUR);
    open = await insertClassSession(database.db, yoga, { startsAt, capacity: 10 });
    full = await insertClassSession(database.db, yoga, {
      startsAt: new Date(startsAt.getTime() + 2 * HOUR),
      capacity: 1,
      waitlistCapacity: 1,
    });
    app = await createTestServer(database, { clock });
    cookie = cookiesOf(
      await signUpAndSignIn(app, {
        firstName: 'Ana',
        lastName: 'K',
        email: `classes-${target.kind}@example.com`,
        password: 'a-long-password-2026',
      }),
    );
    other = cookiesOf(
      await signUpAndSignIn(app, {
        firstName: 'Boris',
        lastName: 'K',
        email: `classes-b-${target.kind}@example.com`,
        password: 'a-long-password-2026',
      }),
    );
  });
  afterAll(() => drop());

  it('lists the sessions under their day with time, place, spots and price, in the page language', async () => {
    const { status, html } = await page('/en/classes?location=lotus-center');
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="text-3xl font-bold">Classes</h1>');
    expect(html).toContain('Morning Vinyasa');
    expect(html).toContain('10 of 10 spots left');
    expect(html).toContain('>Book a spot</button>');
    expect(html).toContain('€15.00');
    const german = await page('/de/classes?location=lotus-center');
    expect(german.html).toContain('>Platz buchen</button>');
    expect(german.html).toContain('10 von 10 Plätzen frei');
  });

  it('has each place’s own timetable at /location/{slug}/classes; an unknown place is the not-found page', async () => {
    const own = await page('/en/location/lotus-center/classes');
    expect(own.status).toBe(200);
    expect(own.html).toContain('Morning Vinyasa');
    // Titled by the place, not the marketplace's "near you".
    expect(own.html).toContain('<h1 class="text-3xl font-bold">Classes at Лотос Център</h1>');
    expect(own.html).toContain('<p class="mt-2 text-slate-700">Pick a time and book a spot.</p>');
    expect(own.html).toContain('<input type="hidden" name="location" value="lotus-center"/>');
    expect((await page('/en/location/lotus-plovdiv/classes')).html).not.toContain('Morning Vinyasa');
    expect((await page('/en/location/nowhere-at-all/classes')).status).toBe(404);
  });

  it('says each class’s level, what to bring and until when a spot can be given back; filters by level', async () => {
    const { html } = await page('/en/classes?location=lotus-center');
    expect(html).toContain('>For every level</p>');
    expect(html).toContain('>Free cancellation up to 24 hours before the start.</p>');
    await database.db
      .update(schema.classes)
      .set({ level: 'beginner', whatToBring: 'A mat & water' })
      .where(eq(schema.classes.name, 'Morning Vinyasa'));
    const beginners = await page('/en/classes?location=lotus-center&level=beginner');
    expect(beginners.html).toContain('>Beginners</p>');
    expect(beginners.html).toContain('A mat &amp; water</p>');
    const advanced = await page('/en/classes?location=lotus-center&level=advanced');
    expect(advanced.html).toContain('>No classes match these filters.</p>');
    await database.db
      .update(schema.classes)
      .set({ level: 'all' })
      .where(eq(schema.classes.name, 'Morning Vinyasa'));
  });

  it('keeps its filters in the address and says so when nothing matches', async () => {
    const evening = await page('/en/classes?location=lotus-center&time=morning&date=2020-01-01');
    expect(evening.status).toBe(200);
    expect(evening.html).toContain('>No classes match these filters.</p>');
    const tolerant = await page('/en/classes?time=night&free=maybe&city=Not%20a%20slug');
    expect(tolerant.status).toBe(200);
    const badCursor = await page('/en/classes?cursor=not-ours');
    expect(badCursor.status).toBe(302);
    expect(badCursor.response.headers.get('location')).toBe('/en/classes');
  });

  it('sends a visitor who books to sign in and back to the same timetable', async () => {
    const response = await app.request('/en/classes?location=lotus-center', formPost({ sessionId: open }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/en/sign-in?returnTo=${encodeURIComponent('/en/classes?location=lotus-center')}`,
    );
  });

  it('books a spot, then a waitlist place on a full session, and names a refusal in the page language', async () => {
    const booked = await app.request(
      '/en/classes?location=lotus-center',
      formPost({ sessionId: open }, cookie),
    );
    expect(booked.status).toBe(200);
    expect(await booked.text()).toMatch(/role="status"[^>]*>You’re booked\. See you in class!/);
    await app.request('/en/classes', formPost({ sessionId: full }, cookie));
    const waiting = await app.request('/en/classes', formPost({ sessionId: full }, other));
    expect(await waiting.text()).toContain('number 1 in line');
    const { html } = await page('/en/classes?location=lotus-center', cookie);
    expect(html).toContain('9 of 10 spots left');
    expect(html).toContain('>Full, waitlist too</p>');
    const unknown = await app.request(
      '/bg/classes',
      formPost({ sessionId: '00000000-0000-4000-8000-000000000000' }, cookie),
    );
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toMatch(/role="status"[^>]*>Не успяхме да намерим/);
  });

  it('lists spots and waitlist places on My appointments, and gives a spot back to the first in line', async () => {
    const mine = await page('/en/appointments', cookie);
    expect(mine.status).toBe(200);
    expect(mine.html).toContain('id="my-classes-heading"');
    // Rendered text, between tags (the page's translations travel with it too).
    expect(mine.html).toContain('>Your spot is booked</p>');
    const waiting = await page('/en/appointments', other);
    expect(waiting.html).toContain('>On the waitlist, number 1 in line</p>');
    const [spot] = await database.db
      .select()
      .from(schema.classBookings)
      .where(eq(schema.classBookings.sessionId, full));
    // A spot can be added to a calendar; a waitlist place cannot.
    expect(mine.html).toContain(`href="/api/v1/me/class-bookings/${spot?.id}.ics" download=""`);
    expect(waiting.html).not.toContain('/api/v1/me/class-bookings/');
    const given = await app.request(
      '/en/appointments',
      formPost({ intent: 'cancel-class', id: spot?.id ?? '' }, cookie),
    );
    expect(given.status).toBe(200);
    expect(await given.text()).toContain('>Done: your place in the class is given back.</p>');
    const promoted = (await page('/en/appointments', other)).html;
    expect(promoted).not.toContain('>On the waitlist, number 1 in line</p>');
    expect(promoted).toContain('>Your spot is booked</p>');
    const again = await app.request(
      '/en/appointments',
      formPost({ intent: 'cancel-class', id: spot?.id ?? '' }, cookie),
    );
    expect(await again.text()).toMatch(/role="alert"[^>]*>This appointment is already cancelled\./);
  });
});
