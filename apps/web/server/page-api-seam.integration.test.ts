import { countingAvailabilitySource } from '@kalendo/api/testing';
import type { Database } from '@kalendo/db';
import { addBookableStaff, insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost, TEST_ORIGIN as ORIGIN, signUpAndSignIn } from './testing/form-requests.ts';
import { pinnedClock } from './testing/pinned-clock.ts';

/** The server's today: a Tuesday in Sofia. */
const clock = pinnedClock('2026-03-10T09:00', 'Europe/Sofia');
/** The Monday after (the test staff work Mondays 09:00–17:00, Sofia time). */
const monday = '2026-03-16';

/**
 * ADR 012: what a page costs the API — one session look-up per page request, a checkout that evaluates each
 * item's availability once, a confirmation page that asks for its booking once.
 */
describe.each(await testDatabaseTargets())('pages and the API they call on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let serviceId = '';
  let maria = '';
  let cookie = '';
  let sessionLookUps = 0;
  let availabilityLoads = { loads: 0 };
  let apiRequests: string[] = [];

  const api = (path: string, init: RequestInit = {}) =>
    app.request(`/api/v1${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, Cookie: cookie, ...init.headers },
    });
  const freeStarts = async () =>
    (
      (await (
        await api(
          `/locations/lotus-center/availability?service=${serviceId}&staff=${maria}&from=${monday}&to=${monday}`,
        )
      ).json()) as { slots: Array<{ start: string }> }
    ).slots.map((slot) => slot.start);

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    const added = await addBookableStaff(database.db, ['Мария Иванова'], {
      startsAt: '09:00',
      endsAt: '17:00',
    });
    serviceId = added.serviceId;
    maria = added.staffIds[0] ?? '';
    const counting = countingAvailabilitySource(database.db);
    availabilityLoads = counting.counter;
    app = await createTestServer(database, {
      clock,
      onApiRequest: (path) => apiRequests.push(path),
      inspect: (services) => {
        const lookUp = services.sessions.lookUp;
        services.sessions.lookUp = (headers) => {
          sessionLookUps++;
          return lookUp(headers);
        };
      },
      replace: { availability: counting.availability },
    });
    const signedIn = await signUpAndSignIn(app, {
      firstName: 'Ana',
      lastName: 'Petrova',
      email: 'seam@example.com',
      password: 'a-long-password-2026',
    });
    cookie = cookiesOf(signedIn);
  });
  afterAll(() => drop());
  beforeEach(() => {
    sessionLookUps = 0;
    availabilityLoads.loads = 0;
    apiRequests = [];
  });

  it('looks the session up once for all the API calls of a signed-in page', async () => {
    for (const path of ['/en/appointments', '/en/basket', '/en/settings']) {
      sessionLookUps = 0;
      apiRequests = [];
      const response = await app.request(path, { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      // Several calls need the session (the shell's user, the page's own data)...
      expect(apiRequests.filter((p) => p.startsWith('/me') || p.startsWith('/auth')).length).toBeGreaterThan(
        1,
      );
      // ...and share one look-up.
      expect(sessionLookUps).toBe(1);
    }
    // A page without a session cookie looks nothing up.
    sessionLookUps = 0;
    expect((await app.request('/en/home')).status).toBe(200);
    expect(sessionLookUps).toBe(0);
  });

  it('checks out the basket evaluating each item once, and the confirmation asks for its booking once', async () => {
    // Two hours apart: free times come every quarter of an hour, and one visit lasts 45 minutes.
    const starts = await freeStarts();
    for (const start of [starts[0], starts[8]]) {
      const added = await api('/me/basket/items', {
        method: 'POST',
        body: JSON.stringify({ locationSlug: 'lotus-center', serviceId, staffId: maria, start }),
      });
      expect(added.status).toBe(201);
    }
    availabilityLoads.loads = 0;
    apiRequests = [];
    const checkout = await app.request(
      '/en/basket',
      formPost({ intent: 'checkout', key: 'seam-checkout-1' }, cookie),
    );
    expect(checkout.status).toBe(303);
    // The request's user, then the checkout itself: the basket is not fetched to be sent back.
    expect(apiRequests).toEqual(['/me', '/me/basket/checkout']);
    expect(availabilityLoads.loads).toBe(2);

    const location = checkout.headers.get('location') ?? '';
    apiRequests = [];
    const confirmation = await app.request(location, { headers: { Cookie: cookie } });
    expect(confirmation.status).toBe(200);
    expect(await confirmation.text()).toContain('You’re booked');
    expect(apiRequests.filter((p) => p.startsWith('/me/bookings/'))).toEqual([
      `/me/bookings/${location.split('/').at(-1)}`,
    ]);
    expect(apiRequests.some((p) => p.startsWith('/me/appointments'))).toBe(false);

    // Someone else's confirmation page, or a made-up one, is not found.
    expect((await app.request(location)).status).toBe(302);
    const unknown = await app.request(`/en/basket/confirmation/${crypto.randomUUID()}`, {
      headers: { Cookie: cookie },
    });
    expect(unknown.status).toBe(404);
  });
});
