import { type Database, schema } from '@kalendo/db';
import {
  addBookableStaff,
  insertAppointment,
  insertSampleMarketplace,
  testDatabaseTargets,
} from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost, TEST_ORIGIN as ORIGIN, signUpAndSignIn } from './testing/form-requests.ts';
import { pinnedClock } from './testing/pinned-clock.ts';

/** The server's today: a Tuesday in Sofia. */
const clock = pinnedClock('2026-03-10T09:00', 'Europe/Sofia');
/** 08:00 UTC on the Monday after: bookable, and before the 24 h cancellation window. */
const mondayStart = '2026-03-16T08:00:00Z';

describe.each(await testDatabaseTargets())('my appointments page on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let cookie = '';
  let upcomingId = '';

  async function signUp(email: string) {
    const response = await signUpAndSignIn(app, {
      firstName: 'Ana',
      lastName: 'Petrova',
      email,
      password: 'a-long-password-2026',
      returnTo: '/en/appointments',
    });
    expect(response.status).toBe(302);
    return cookiesOf(response);
  }

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    const { serviceId, staffIds, location } = await addBookableStaff(database.db, ['Мария'], {
      startsAt: '09:00',
      endsAt: '17:00',
    });
    app = await createTestServer(database, { clock });
    cookie = await signUp('ana@example.com');
    const booked = await app.request('/api/v1/bookings', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        Cookie: cookie,
        'Idempotency-Key': 'page-0001',
      },
      body: JSON.stringify({
        items: [{ locationSlug: 'lotus-center', serviceId, staffId: staffIds[0], start: mondayStart }],
      }),
    });
    expect(booked.status).toBe(201);
    upcomingId = ((await booked.json()) as { appointments: Array<{ id: string }> }).appointments[0]?.id ?? '';
    // A past appointment cannot be booked through the API: write it as if it had been booked last week.
    const [user] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'ana@example.com'));
    const start = new Date(clock.now().getTime() - 7 * 86_400_000);
    await insertAppointment(database.db, {
      location,
      serviceId,
      staffId: staffIds[0] ?? '',
      userId: user?.id ?? null,
      status: 'completed',
      start,
      end: new Date(start.getTime() + 45 * 60_000),
      priceMinor: 2500,
      key: 'past-0001',
    });
  });
  afterAll(() => drop());

  it('lists the upcoming appointment with place link, staff, price, map, calendar and a cancel dialog', async () => {
    const response = await app.request('/en/appointments', { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('My appointments');
    expect(html).toContain('href="/en/location/lotus-center"');
    expect(html).toContain('with Мария');
    expect(html).toContain('€30.00');
    expect(html).toContain(`href="/api/v1/me/appointments/${upcomingId}.ics"`);
    expect(html).toContain('https://www.google.com/maps/dir/?api=1&amp;destination=');
    expect(html).toContain('Add to calendar');
    expect(html).toMatch(/<dialog[^>]*aria-labelledby="cancel-title-/);
    expect(html).toContain('Free cancellation until');
  });

  it('shows past appointments on the past tab, without a cancel button', async () => {
    const html = await (
      await app.request('/en/appointments?when=past', { headers: { Cookie: cookie } })
    ).text();
    expect(html).toContain('Completed');
    expect(html).toContain('€25.00');
    expect(html).not.toContain('cancel-title-');
  });

  it('cancels through the page action and shows the appointment as cancelled', async () => {
    const response = await app.request(
      '/en/appointments',
      formPost({ intent: 'cancel', id: upcomingId }, cookie),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Your appointment has been cancelled.');
    const again = await app.request(
      '/en/appointments',
      formPost({ intent: 'cancel', id: upcomingId }, cookie),
    );
    expect(await again.text()).toContain('This appointment is already cancelled.');
  });

  it('shows the empty state to someone without appointments, and sends visitors to sign in', async () => {
    const other = await signUp('other@example.com');
    const html = await (await app.request('/en/appointments', { headers: { Cookie: other } })).text();
    expect(html).toContain('You have no upcoming appointments.');
    expect(html).toContain('href="/en/home"');
    const anonymous = await app.request('/en/appointments');
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toContain('/en/sign-in?returnTo=');
  });
});
