import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeGuestBasket } from '../app/shared/basket/guest-basket.ts';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, signUpAndSignIn, TEST_ORIGIN } from './testing/form-requests.ts';
import { overlayOf, publicPartOf } from './testing/overlay-of.ts';

const [pglite] = await testDatabaseTargets();

describe("a visitor's own copy of a page that is the same for everyone (ADR 040)", () => {
  let app: Hono;
  let drop: () => Promise<void>;
  let calls: string[] = [];
  let session = '';
  let placeId = '';

  /** A page request, the API calls made for it, its HTML and the overlay it carries (or null). */
  async function visit(path: string, cookie?: string) {
    calls = [];
    const response = await app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
    const html = await response.text();
    // A kept copy is taken while the page is read: let it settle before the next request.
    await new Promise((resolve) => setImmediate(resolve));
    return { response, html, calls: [...calls], overlay: overlayOf(html) };
  }

  beforeAll(async () => {
    const opened = await (pglite as NonNullable<typeof pglite>).open();
    drop = opened.drop;
    await insertSampleMarketplace(opened.database.db);
    app = await createTestServer(opened.database, { onApiRequest: (path) => calls.push(path) });
    session = cookiesOf(
      await signUpAndSignIn(app, {
        // A name that tries to end the overlay's element early.
        firstName: '</script><script>alert(1)</script>',
        lastName: 'Own',
        email: 'own-pages@example.com',
        password: 'a-long-password-2026',
      }),
    );
    placeId = ((await (await app.request('/api/v1/locations/lotus-center')).json()) as { id: string }).id;
    const saved = await app.request(`/api/v1/me/favourites/${placeId}`, {
      method: 'PUT',
      headers: { Cookie: session, Origin: TEST_ORIGIN },
    });
    expect(saved.status).toBeLessThan(300);
  });
  afterAll(() => drop());

  it("answers a guest basket's home from the kept page, with the basket's count in its overlay", async () => {
    const first = await visit('/en/home');
    expect(first.overlay).toBeNull();
    const basket = (await writeGuestBasket([{ sessionId: '00000000-0000-4000-8000-000000000001' }])).split(
      ';',
    )[0] as string;
    const own = await visit('/en/home', basket);
    expect(own.response.status).toBe(200);
    // Nothing of the page is read again: the kept copy, and a guest's overlay needs no API call.
    expect(own.calls).toEqual([]);
    expect(own.response.headers.get('cache-control')).toBe('private, no-store');
    expect(own.overlay).toEqual({
      user: null,
      basketCount: 1,
      unreadNotifications: 0,
      formsToFill: 0,
      favouriteIds: [],
    });
    expect(publicPartOf(own.html)).toBe(publicPartOf(first.html));
  });

  it("gives a signed-in visitor's place page its user and favourites, escaped, and no one else's", async () => {
    const own = await visit('/en/location/lotus-center', session);
    expect(own.response.status).toBe(200);
    expect(own.overlay?.user?.email).toBe('own-pages@example.com');
    expect(own.overlay?.favouriteIds).toEqual([placeId]);
    expect(own.html).not.toContain('<script>alert(1)');
    expect(own.html).toContain('\\u003c/script>\\u003cscript>alert(1)');
    // The page itself is the public one: the user appears in the overlay only.
    expect(publicPartOf(own.html)).not.toContain('own-pages@example.com');
    // Only the overlay's read: the user with the badges and the favourites (the page was kept by this request).
    const again = await visit('/en/location/lotus-center', session);
    expect(again.calls).toEqual(['/me/shell?with=favourites']);
    // Home shows no favourite: its overlay does not read them.
    await visit('/en/home', session);
    const home = await visit('/en/home', session);
    expect(home.calls).toEqual(['/me/shell']);
    expect(home.overlay?.favouriteIds).toEqual([]);
    const guest = await visit('/en/location/lotus-center');
    expect(guest.overlay).toBeNull();
    expect(guest.html).not.toContain('own-pages@example.com');
  });

  it("renders every page that is the visitor's own, and a page loaded with a guest basket to merge or a flash message", async () => {
    for (const path of ['/en/appointments', '/en/basket', '/en/settings', '/en/partner', '/en/partner/new']) {
      const own = await visit(path, session);
      expect(own.overlay, path).toBeNull();
      expect(own.calls.length, path).toBeGreaterThan(1);
    }
    const basket = (await writeGuestBasket([{ sessionId: '00000000-0000-4000-8000-000000000001' }])).split(
      ';',
    )[0] as string;
    for (const cookie of [
      `${session}; ${basket}`,
      `${session}; kalendo_flash=x`,
      'kalendo-consent=necessary',
    ]) {
      const own = await visit('/en/home', cookie);
      expect(own.overlay, cookie).toBeNull();
      expect(own.calls.length, cookie).toBeGreaterThan(0);
    }
  });
});
