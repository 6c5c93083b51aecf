import type { Database } from '@kalendo/db';
import { addBookableStaff, insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost, TEST_ORIGIN as ORIGIN, signUpAndSignIn } from './testing/form-requests.ts';
import { pinnedClock } from './testing/pinned-clock.ts';

/** The server's today: a Tuesday in Sofia. */
const clock = pinnedClock('2026-03-10T09:00', 'Europe/Sofia');
/** The Monday after (the test staff work Mondays 09:00–17:00, Sofia time). */
const monday = '2026-03-16';

interface BasketBody {
  count: number;
  items: Array<{ id: string; start: string; staffId: string }>;
}

describe.each(await testDatabaseTargets())('booking flow pages on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let serviceId = '';
  let maria = '';
  // 10:00 and 11:00 in Sofia (UTC+2 in winter, UTC+3 in summer: the API answers in UTC either way).
  let tenOClock = '';
  let elevenOClock = '';
  let page = '';

  async function signUp(email: string) {
    const response = await signUpAndSignIn(app, {
      firstName: 'Ana',
      lastName: 'Petrova',
      email,
      password: 'a-long-password-2026',
    });
    expect(response.status).toBe(302);
    return response;
  }

  const api = (path: string, cookie: string, init: RequestInit = {}) =>
    app.request(`/api/v1${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, Cookie: cookie, ...init.headers },
    });

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    const added = await addBookableStaff(database.db, ['Мария Иванова', 'Петър'], {
      startsAt: '09:00',
      endsAt: '17:00',
    });
    serviceId = added.serviceId;
    maria = added.staffIds[0] ?? '';
    app = await createTestServer(database, { clock });
    page = `/en/location/lotus-center/book?service=${serviceId}`;
    const slots = (await (
      await app.request(
        `/api/v1/locations/lotus-center/availability?service=${serviceId}&staff=${maria}&from=${monday}&to=${monday}`,
      )
    ).json()) as { slots: Array<{ start: string; localStart: string }> };
    tenOClock = slots.slots.find((slot) => slot.localStart.endsWith('T10:00'))?.start ?? '';
    elevenOClock = slots.slots.find((slot) => slot.localStart.endsWith('T11:00'))?.start ?? '';
    expect(tenOClock).not.toBe('');
  });
  afterAll(() => drop());

  it('renders the booking page: service, staff who do it, a calendar and the day’s times', async () => {
    const response = await app.request(`${page}&date=${monday}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Book ');
    expect(html).toContain('Any available');
    expect(html).toContain('Мария Иванова');
    expect(html).toContain('>МИ<');
    expect(html).toMatch(/role="grid"/);
    expect(html).toContain('Free times on');
    expect(html).toContain('Morning');
    expect(html).toContain(`value="${tenOClock}"`);
    expect(html).toContain('Add to basket');
    const unknown = await app.request(
      '/en/location/lotus-center/book?service=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
    expect((await app.request('/en/location/lotus-center/book')).status).toBe(404);
    expect((await app.request(`/en/location/nowhere/book?service=${serviceId}`)).status).toBe(404);
  });

  it('lets a guest add a time: the cookie holds it and the basket page shows it', async () => {
    const response = await app.request(
      page,
      formPost({ intent: 'add', service: serviceId, staff: maria, start: tenOClock }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Added to your basket.');
    const cookie = cookiesOf(response);
    expect(cookie).toMatch(/^kalendo_basket=/);
    const basket = await (await app.request('/en/basket', { headers: { Cookie: cookie } })).text();
    expect(basket).toContain('data-basket-item="guest-0"');
    expect(basket).toContain('Лотос Център');
    expect(basket).toContain('with Мария Иванова');
    expect(basket).toContain('Basket, 1 item');
    expect(basket).toContain('Sign in to book');
    expect(basket).toContain(`returnTo=${encodeURIComponent('/en/basket')}`);
    const removed = await app.request('/en/basket', formPost({ intent: 'remove', id: 'guest-0' }, cookie));
    expect(removed.headers.get('set-cookie')).toContain('Max-Age=0');
  });

  it('merges the guest basket at sign-in and clears the cookie', async () => {
    await signUp('merge@example.com');
    const guest = cookiesOf(
      await app.request(
        page,
        formPost({ intent: 'add', service: serviceId, staff: 'any', start: elevenOClock }),
      ),
    );
    const signIn = await app.request(
      '/en/sign-in',
      formPost(
        { email: 'merge@example.com', password: 'a-long-password-2026', returnTo: '/en/basket' },
        guest,
      ),
    );
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get('location')).toBe('/en/basket');
    const setCookies = signIn.headers.getSetCookie();
    expect(setCookies.some((c) => c.startsWith('kalendo_basket=') && c.includes('Max-Age=0'))).toBe(true);
    const session = cookiesOf(signIn)
      .split('; ')
      .filter((c) => !c.startsWith('kalendo_basket='))
      .join('; ');
    const basket = (await (await api('/me/basket', session)).json()) as BasketBody;
    expect(basket.items.map((item) => item.start)).toEqual([elevenOClock]);
  });

  it('merges a guest basket a signed-in visitor still carries (e.g. after Google sign-in) on the next page', async () => {
    const session = cookiesOf(await signUp('google-like@example.com'))
      .split('; ')
      .filter((c) => !c.startsWith('kalendo_basket='))
      .join('; ');
    const guest = cookiesOf(
      await app.request(
        page,
        formPost({ intent: 'add', service: serviceId, staff: 'any', start: tenOClock }),
      ),
    );
    const home = await app.request('/en/home', { headers: { Cookie: `${session}; ${guest}` } });
    expect(home.status).toBe(200);
    const cleared = home.headers.getSetCookie();
    expect(cleared.some((c) => c.startsWith('kalendo_basket=') && c.includes('Max-Age=0'))).toBe(true);
    const basket = (await (await api('/me/basket', session)).json()) as BasketBody;
    expect(basket.items.map((item) => item.start)).toEqual([tenOClock]);
  });

  it('adds to the account’s basket, explains a taken time with alternatives, checks out and reschedules', async () => {
    const cookie = cookiesOf(await signUp('ana@example.com'));
    const other = cookiesOf(await signUp('other@example.com'));
    const added = await app.request(
      page,
      formPost({ intent: 'add', service: serviceId, staff: maria, start: elevenOClock }, cookie),
    );
    expect(added.status).toBe(200);
    expect(((await (await api('/me/basket', cookie)).json()) as BasketBody).count).toBe(1);

    // Someone else books Мария at 10:00: adding that time is refused with the nearest free times instead.
    const booked = await api('/bookings', other, {
      method: 'POST',
      headers: { 'Idempotency-Key': 'other-0001' },
      body: JSON.stringify({
        items: [{ locationSlug: 'lotus-center', serviceId, staffId: maria, start: tenOClock }],
      }),
    });
    expect(booked.status).toBe(201);
    const taken = await app.request(
      page,
      formPost({ intent: 'add', service: serviceId, staff: maria, start: tenOClock }, cookie),
    );
    const takenHtml = await taken.text();
    expect(takenHtml).toContain('Sorry, this time is no longer free. The nearest free times:');
    // Each alternative adds that time instead, for the same staff member.
    expect(takenHtml).toMatch(/<button[^>]*value="[^"]+Z"[^>]*>Choose /);
    expect(takenHtml).toContain(`<input type="hidden" name="staff" value="${maria}"/>`);

    // Checkout books the basket and opens the confirmation.
    const checkout = await app.request(
      '/en/basket',
      formPost({ intent: 'checkout', key: 'web-checkout-0001' }, cookie),
    );
    expect(checkout.status).toBe(303);
    const location = checkout.headers.get('location') ?? '';
    expect(location).toMatch(/^\/en\/basket\/confirmation\/[0-9a-f-]{36}$/);
    const bookingId = location.split('/').at(-1) ?? '';
    const ownBooking = (await (await api(`/me/bookings/${bookingId}`, cookie)).json()) as {
      appointments: Array<{ id: string }>;
    };
    const appointmentId = ownBooking.appointments[0]?.id ?? '';
    const confirmation = await (await app.request(location, { headers: { Cookie: cookie } })).text();
    expect(confirmation).toContain('You’re booked');
    expect(confirmation).toContain(`href="/api/v1/me/appointments/${appointmentId}.ics"`);
    expect(confirmation).toContain('with Мария Иванова');
    expect(((await (await api('/me/basket', cookie)).json()) as BasketBody).count).toBe(0);

    // Reschedule mode: a new time moves the appointment and "My appointments" greets with a toast.
    const reschedulePage = `${page}&reschedule=${appointmentId}&date=${monday}`;
    const form = await (await app.request(reschedulePage, { headers: { Cookie: cookie } })).text();
    expect(form).toContain('Choose a new time');
    expect(form).toContain('Move my appointment');
    const noon = new Date(Date.parse(elevenOClock) + 60 * 60_000).toISOString().replace('.000Z', 'Z');
    const moved = await app.request(
      reschedulePage,
      formPost(
        {
          intent: 'reschedule',
          service: serviceId,
          staff: 'any',
          start: noon,
          key: 'move-0001',
          appointment: appointmentId,
        },
        cookie,
      ),
    );
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/en/appointments');
    expect(moved.headers.get('set-cookie')).toContain('kalendo_flash=');
    const mine = (await (await api('/me/appointments', cookie)).json()) as {
      items: Array<{ id: string; startsAt: string }>;
    };
    expect(Date.parse(mine.items.find((a) => a.id === appointmentId)?.startsAt ?? '')).toBe(Date.parse(noon));
    const visitor = await app.request(reschedulePage);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toContain('/en/sign-in?returnTo=');
  });
});
