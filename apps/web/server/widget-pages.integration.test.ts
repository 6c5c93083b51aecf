import { readdirSync } from 'node:fs';
import { type Database, schema } from '@kalendo/db';
import { addBookableStaff, insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost, signUpAndSignIn } from './testing/form-requests.ts';
import { BUILD_DIR } from './testing/load-build.ts';
import { pinnedClock } from './testing/pinned-clock.ts';

const WIDGET = '/en/embed/business/lotus';
const LOTUS_SITES =
  "frame-ancestors 'self' http://localhost:3982 https://booking.lotus.example https://www.lotus.example";

/** A second business, "north", with one place copied from lotus-center, that allows any site. */
async function insertBusinessAllowingAnySite({ db }: Database) {
  const [north] = await db
    .insert(schema.businesses)
    .values({ slug: 'north', name: 'North', locale: 'en', publishedAt: new Date() })
    .returning();
  const [center] = await db.select().from(schema.locations).where(eq(schema.locations.slug, 'lotus-center'));
  if (!north || !center) throw new Error('fixture missing');
  await db.insert(schema.locations).values({
    ...center,
    id: crypto.randomUUID(),
    businessId: north.id,
    slug: 'north-place',
    name: 'North Place',
    customDomain: null,
    widgetOrigins: ['*'],
  });
}

function frameAncestors(response: Response) {
  return /frame-ancestors [^;]*/.exec(response.headers.get('content-security-policy') ?? '')?.[0];
}

/** The server's today: a Tuesday in Sofia. */
const clock = pinnedClock('2026-03-10T09:00', 'Europe/Sofia');

describe.each(await testDatabaseTargets())('widget pages on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let serviceId = '';
  let start = '';

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    await database.db
      .update(schema.locations)
      .set({ widgetOrigins: ['https://www.lotus.example', 'http://localhost:3982'] })
      .where(eq(schema.locations.slug, 'lotus-plovdiv'));
    await insertBusinessAllowingAnySite(database);
    ({ serviceId } = await addBookableStaff(database.db, ['Мария Иванова'], {
      startsAt: '09:00',
      endsAt: '17:00',
    }));
    app = await createTestServer(database, { clock });
    // The week after the server's today (the test staff work Mondays).
    const day = '2026-03-13';
    const to = '2026-03-20';
    const slots = (await (
      await app.request(
        `/api/v1/locations/lotus-center/availability?service=${serviceId}&from=${day}&to=${to}`,
      )
    ).json()) as { slots: Array<{ start: string }> };
    start = slots.slots[0]?.start ?? '';
    expect(start).not.toBe('');
  });
  afterAll(() => drop());

  it.each([
    '/en/embed/location-services/lotus-center',
    '/en/embed/location-classes/lotus-plovdiv',
    WIDGET,
    `${WIDGET}/location/lotus-center`,
    `${WIDGET}/basket`,
    `${WIDGET}/sign-in`,
  ])("%s may be framed only by the business's sites", async (path) => {
    for (const visit of [1, 2]) {
      // The second visit is answered from the kept page (ADR 015): the same list, nothing of another business.
      const response = await app.request(path);
      expect(response.status, `visit ${visit}`).toBe(200);
      expect(frameAncestors(response)).toBe(LOTUS_SITES);
      expect(response.headers.get('x-kalendo-frame-ancestors')).toBeNull();
    }
  });

  it('lets any site frame the widget of a business that allows any site, and no site frame a marketplace page', async () => {
    expect(frameAncestors(await app.request('/en/embed/location-services/north-place'))).toBe(
      'frame-ancestors *',
    );
    expect(frameAncestors(await app.request('/en/embed/business/north'))).toBe('frame-ancestors *');
    const page = await app.request('/en/location/lotus-center');
    expect(frameAncestors(page)).toBe("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets no site frame the widget of a business that named none', async () => {
    await database.db.update(schema.locations).set({ customDomain: null, widgetOrigins: [] });
    const fresh = await createTestServer(database);
    const response = await fresh.request('/en/embed/location-services/lotus-center');
    // Only our own origin: the partner portal's preview of the widget (ADR 044).
    expect(frameAncestors(response)).toBe("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    await database.db
      .update(schema.locations)
      .set({ customDomain: 'booking.lotus.example' })
      .where(eq(schema.locations.slug, 'lotus-center'));
    await database.db
      .update(schema.locations)
      .set({ widgetOrigins: ['https://www.lotus.example', 'http://localhost:3982'] })
      .where(eq(schema.locations.slug, 'lotus-plovdiv'));
  });

  it.each([
    '/en/embed/business',
    '/en/embed/business/nobody',
    `${WIDGET}/location/north-place`,
    `${WIDGET}/location/north-place/book?service=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
    '/en/embed/location-services/no-such-place',
  ])('%s is the not-found page inside the frame: 404, framable, no site header', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(frameAncestors(response)).toBe('frame-ancestors *');
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).not.toContain('aria-label="Main navigation"');
  });

  it("is the not-found page, in the visitor's language, for an unpublished business or a place not published", async () => {
    const lotus = eq(schema.businesses.slug, 'lotus');
    const center = eq(schema.locations.slug, 'lotus-center');
    const [business] = await database.db.select().from(schema.businesses).where(lotus);
    const [place] = await database.db.select().from(schema.locations).where(center);
    const visit = async (path: string) => (await createTestServer(database, { clock })).request(path);
    const notFound = async (path: string) => {
      const response = await visit(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Страницата не е намерена');
    };
    try {
      await database.db.update(schema.locations).set({ publishedAt: null }).where(center);
      await notFound('/bg/embed/location-services/lotus-center');
      await notFound('/bg/embed/business/lotus/location/lotus-center');
      expect((await visit('/bg/embed/location-classes/lotus-plovdiv')).status).toBe(200);
      await database.db.update(schema.businesses).set({ publishedAt: null }).where(lotus);
      await notFound('/bg/embed/business/lotus');
      await notFound('/bg/embed/location-classes/lotus-plovdiv');
    } finally {
      await database.db.update(schema.businesses).set({ publishedAt: business?.publishedAt }).where(lotus);
      await database.db.update(schema.locations).set({ publishedAt: place?.publishedAt }).where(center);
    }
  });

  it('shows the services of a place, each booked in the widget of its business, without the site header', async () => {
    const html = await (await app.request('/en/embed/location-services/lotus-center')).text();
    expect(html).toContain('>Лотос Център</h1>');
    expect(html).toContain(`href="${WIDGET}/location/lotus-center/book?service=${serviceId}"`);
    expect(html).not.toContain('aria-label="Main navigation"');
    expect(html).not.toMatch(/href="\/en\/(home|search|location\/)/);
  });

  it('books inside the widget: time → basket → sign in → confirm, every step in the widget, cookies partitioned', async () => {
    await signUpAndSignIn(app, {
      firstName: 'Ana',
      lastName: 'Petrova',
      email: 'widget@example.com',
      password: 'a-long-password-2026',
    });
    const book = `${WIDGET}/location/lotus-center/book?service=${serviceId}`;
    const added = await app.request(
      book,
      formPost({ intent: 'book', service: serviceId, staff: 'any', start }),
    );
    expect(added.status).toBe(302);
    expect(added.headers.get('location')).toBe(`${WIDGET}/basket`);
    for (const cookie of added.headers.getSetCookie())
      expect(cookie).toMatch(/; SameSite=None; Secure; Partitioned$/);
    const guest = cookiesOf(added);
    const basket = await (await app.request(`${WIDGET}/basket`, { headers: { Cookie: guest } })).text();
    expect(basket).toContain(`href="${WIDGET}/sign-in?returnTo=${encodeURIComponent(`${WIDGET}/basket`)}"`);
    const signIn = await app.request(
      `${WIDGET}/sign-in`,
      formPost(
        { email: 'widget@example.com', password: 'a-long-password-2026', returnTo: `${WIDGET}/basket` },
        guest,
      ),
    );
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get('location')).toBe(`${WIDGET}/basket`);
    const session = signIn.headers.getSetCookie().find((cookie) => cookie.includes('session_token='));
    expect(session).toMatch(/HttpOnly; SameSite=None; Secure; Partitioned$/);
    const signedIn = cookiesOf(signIn)
      .split('; ')
      .filter((cookie) => !cookie.startsWith('kalendo_basket='))
      .join('; ');
    const checkoutPage = await (
      await app.request(`${WIDGET}/basket`, { headers: { Cookie: signedIn } })
    ).text();
    const key = /name="key" value="([^"]+)"/.exec(checkoutPage)?.[1] ?? '';
    const checkout = await app.request(`${WIDGET}/basket`, formPost({ intent: 'checkout', key }, signedIn));
    expect(checkout.status).toBe(303);
    const confirmation = checkout.headers.get('location') ?? '';
    expect(confirmation).toMatch(new RegExp(`^${WIDGET}/basket/confirmation/[0-9a-f-]{36}$`));
    const done = await app.request(confirmation, { headers: { Cookie: signedIn } });
    expect(done.status).toBe(200);
    const html = await done.text();
    expect(html).toContain('Подстригване');
    expect(html).not.toContain('href="/en/appointments"');
    expect(html).toContain(`href="${WIDGET}"`);
    const mine = (await (
      await app.request('/api/v1/me/appointments', { headers: { Cookie: signedIn } })
    ).json()) as { items: Array<{ start?: string; startsAt?: string }> };
    expect(mine.items.length).toBe(1);
  });

  it('serves the loader at /widget.js, short-cached, and the same file hashed and immutable, both loadable by other sites', async () => {
    const loader = await app.request('/widget.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toContain('text/javascript');
    expect(loader.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(loader.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const body = await loader.text();
    expect(body).toContain('Kalendo');
    const hashed = readdirSync(`${BUILD_DIR}client/assets`).find((name) => name.startsWith('widget-loader-'));
    const asset = await app.request(`/assets/${hashed}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await asset.text()).toBe(body);
    expect((await app.request('/en/home')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it.each([
    `${WIDGET}/basket/confirmation/00000000-0000-4000-8000-000000000000`,
    `${WIDGET}/forms/00000000-0000-4000-8000-000000000000?back=basket`,
  ])('sends a visitor of a guarded widget page (%s) to the widget sign-in and back', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${WIDGET}/sign-in?returnTo=${encodeURIComponent(path)}`);
  });
});
