import type { Database } from '@kalendo/db';
import { schema } from '@kalendo/db';
import { addMarketplaceServices, insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';

const [pglite] = await testDatabaseTargets();

/** An inspiration photo at lotus-center (a haircut), made in `beforeAll`. */
const PHOTO_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/** SPEC §2 routes with the screens this release has; each answers 200 under a language. */
const SPEC_ROUTES = [
  'search',
  'services',
  'inspiration',
  `inspiration/view/${PHOTO_ID}`,
  'inspiration/gel-manicure',
  'location/lotus-center',
  'locations',
  'memberships',
  'classes',
  'business/lotus',
  'download-application',
  'pages/privacy-policy',
  'pages/terms',
  'pages/cookies',
  'pages/contacts',
  'embed/location-services/lotus-center',
  'embed/location-services/lotus-center/hair',
  'embed/location-classes/lotus-center',
  'embed/business/lotus',
  'embed/business/lotus/location/lotus-center',
  'embed/business/lotus/basket',
  'embed/business/lotus/sign-in',
  'sign-in',
  'basket',
];

/** lotus-center's haircut in its own group "hair" (`embed/location-services/lotus-center/hair`) and a photo of it. */
async function addServiceGroupAndPhoto({ db }: Database) {
  const [center] = await db.select().from(schema.locations).where(eq(schema.locations.slug, 'lotus-center'));
  const [haircut] = await db
    .select()
    .from(schema.marketplaceServices)
    .where(eq(schema.marketplaceServices.slug, 'haircut'));
  if (!center || !haircut) throw new Error('sample marketplace missing');
  const [group] = await db
    .insert(schema.serviceCategories)
    .values({ businessId: center.businessId, locationId: center.id, slug: 'hair', name: 'Коса' })
    .returning();
  await db
    .update(schema.services)
    .set({ serviceCategoryId: group?.id })
    .where(eq(schema.services.marketplaceServiceId, haircut.id));
  await db.insert(schema.media).values({
    id: PHOTO_ID,
    kind: 'photo',
    locationId: center.id,
    businessId: center.businessId,
    marketplaceServiceId: haircut.id,
    width: 800,
    height: 1000,
    alt: 'Подстригване',
    artwork: { palette: ['#00acc1', '#7e57c2'], motif: 'hair' },
  });
}

/**
 * Every SPEC §2 route that names a place, business, service, group, photo, page or booking, with one that
 * does not exist (and the routes missing their id): each is the not-found page, status 404.
 */
const UNKNOWN_SLUGS = [
  'inspiration/view',
  'inspiration/view/00000000-0000-4000-8000-000000000000',
  'inspiration/view/not-an-id',
  'inspiration/no-such-service',
  'location/no-such-place',
  'location/no-such-place/book',
  'business/no-such-business',
  'pages/no-such-page',
  'embed/location-services/no-such-place',
  'embed/location-services/lotus-center/no-such-group',
  'embed/location-classes/no-such-place',
  'embed/business',
  'embed/business/no-such-business',
  'embed/business/lotus/location/no-such-place',
];

/** Shell routes among them: the not-found page is inside the top and bottom bars. */
const IN_SHELL = (path: string) => !path.startsWith('embed/');

describe('shell routing (SPEC §2, §5)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let privateApp: Hono;

  beforeAll(async () => {
    const opened = await (pglite as NonNullable<typeof pglite>).open();
    ({ database, drop } = opened);
    await insertSampleMarketplace(database.db);
    await addMarketplaceServices(database.db);
    await addServiceGroupAndPhoto(database);
    app = await createTestServer(database);
    privateApp = await createTestServer(database, { privateAppBusiness: 'lotus' });
  });
  afterAll(() => drop());

  it.each(SPEC_ROUTES)('/en/%s answers 200 with a title', async (path) => {
    const response = await app.request(`/en/${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<title>[^<]+ · Kalendo<\/title>/);
  });

  it.each(['appointments', 'forms', 'notifications'])(
    '/en/%s sends an anonymous visitor to sign-in and back',
    async (path) => {
      const response = await app.request(`/en/${path}?tab=upcoming`);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(
        `/en/sign-in?returnTo=${encodeURIComponent(`/en/${path}?tab=upcoming`)}`,
      );
    },
  );

  it('switches the language with ?lang, keeps the page and remembers the choice', async () => {
    const response = await app.request('/en/locations?lang=mk&page=2');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/mk/locations?page=2');
    expect(response.headers.get('set-cookie')).toContain('kalendo_lang=mk');
    const home = await app.request('/', { headers: { Cookie: 'kalendo_lang=mk' } });
    expect(home.headers.get('location')).toBe('/mk/home');
  });

  it.each(['DE', 'de-DE'])('reads ?lang=%s as German through to the German page', async (lang) => {
    const response = await app.request(`/en/locations?lang=${lang}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de/locations');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('kalendo_lang=de;');
    const page = await app.request('/de/locations', { headers: { Cookie: 'kalendo_lang=de' } });
    expect(await page.text()).toContain('<html lang="de"');
    const home = await app.request('/', { headers: { Cookie: cookie.split(';')[0] ?? '' } });
    expect(home.headers.get('location')).toBe('/de/home');
  });

  it('keeps the current language for ?lang=pt-BR, which Kalendo does not speak', async () => {
    const response = await app.request('/bg/locations?lang=pt-BR', {
      headers: { 'Accept-Language': 'pt-BR,pt;q=0.9' },
    });
    expect(response.headers.get('location')).toBe('/bg/locations');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    ['/DE/locations?page=2', '/de/locations?page=2'],
    ['/de-DE/location/lotus-center', '/de/location/lotus-center'],
  ])('writes the language of %s as Kalendo does: %s', async (path, target) => {
    const response = await app.request(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(target);
  });

  it('answers a language Kalendo does not speak in the path with 404, whatever its region', async () => {
    const response = await app.request('/pt-BR/home', { headers: { 'Accept-Language': 'de-DE' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html lang="de"');
  });

  it('negotiates Accept-Language: de-DE to German', async () => {
    const root = await app.request('/', { headers: { 'Accept-Language': 'de-DE' } });
    expect(root.headers.get('location')).toBe('/de/home');
    const bare = await app.request('/locations', { headers: { 'Accept-Language': 'DE-de' } });
    expect(bare.headers.get('location')).toBe('/de/locations');
  });

  it('redirects a path without a language to the same path in the user language', async () => {
    const response = await app.request('/pages/terms?x=1', { headers: { 'Accept-Language': 'el' } });
    expect(response.headers.get('location')).toBe('/el/pages/terms?x=1');
  });

  it.each(['/en/embed', '/en/embed/', '/en/no-such-page'])('sends %s to the not-found page', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/404');
  });

  it.each(UNKNOWN_SLUGS)('/de/%s is the not-found page, 404, in German', async (path) => {
    const response = await app.request(`/de/${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('Seite nicht gefunden');
    if (IN_SHELL(path)) expect(html).toContain('aria-label="Hauptnavigation"');
  });

  it.each(UNKNOWN_SLUGS)(
    '/%s without a language goes to the negotiated one, and is not found there',
    async (path) => {
      const bare = await app.request(`/${path}`, { headers: { 'Accept-Language': 'el-GR,el;q=0.9' } });
      expect(bare.headers.get('location')).toBe(`/el/${path}`);
      const response = await app.request(`/el/${path}`, { headers: { 'Accept-Language': 'el-GR' } });
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<html lang="el"');
    },
  );

  it.each(['/de/embed/location-services', '/de/embed/no-such-widget', '/de/inspiration/view/x/y'])(
    'sends the unknown path %s to the not-found page',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/de/404');
      const notFound = await app.request('/de/404');
      expect(notFound.status).toBe(404);
      expect(await notFound.text()).toContain('Seite nicht gefunden');
    },
  );

  it('answers an unknown content page with 404', async () => {
    expect((await app.request('/en/pages/nope')).status).toBe(404);
  });

  it('gives canonical and hreflang alternates for all 11 languages', async () => {
    const html = await (await app.request('http://localhost/bg/locations')).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost/bg/locations"/>');
    for (const locale of ['bg', 'en', 'de', 'es', 'it', 'fr', 'tr', 'ro', 'el', 'mk', 'ru']) {
      expect(html).toContain(
        `<link rel="alternate" hrefLang="${locale}" href="http://localhost/${locale}/locations"/>`,
      );
    }
    expect(html).toContain('hrefLang="x-default" href="http://localhost/locations"');
  });

  it('on a custom domain sends home to the places and blocks search and services', async () => {
    const home = await app.request('http://booking.lotus.example/en/home');
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/en/locations');
    for (const path of ['/en/search', '/en/services']) {
      const blocked = await app.request(`http://booking.lotus.example${path}`);
      expect(blocked.status).toBe(404);
      // The not-found page in the shell (menu and bars), without a search the domain does not offer.
      const page = await blocked.text();
      expect(page).toContain('Page not found');
      expect(page).toContain('aria-label="Main navigation"');
      expect(page).not.toContain('role="combobox"');
    }
    expect((await app.request('http://booking.lotus.example/en/locations')).status).toBe(200);
    const html = await (await app.request('http://booking.lotus.example/en/locations')).text();
    expect(html).not.toContain('href="/en/search"');
  });

  it('answers an unknown language 404 in the shell and the negotiated language, with a search box', async () => {
    const response = await app.request('/xx/home', { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('Seite nicht gefunden');
    expect(html).toContain('aria-label="Hauptnavigation"');
    expect(html).toContain('role="combobox"');
  });

  it('shows search and look book in the marketplace but hides them in the private app', async () => {
    const market = await (await app.request('/en/locations')).text();
    expect(market).toContain('href="/en/search"');
    expect(market).toContain('href="/en/inspiration"');
    const own = await (await privateApp.request('/en/locations')).text();
    expect(own).not.toContain('href="/en/search"');
    expect(own).not.toContain('href="/en/inspiration"');
    expect((await privateApp.request('/en/search')).status).toBe(404);
  });

  it('serves content pages in the page language from the content system', async () => {
    const html = await (await app.request('/de/pages/privacy-policy')).text();
    expect(html).toContain('<html lang="de"');
    expect(html).toMatch(/<h1[^>]*>Datenschutz/);
  });

  it('accepts a contact message into the outbox and limits how many one address sends', async () => {
    const send = (message: string) =>
      app.request('/api/v1/contact-messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'bg' },
        body: JSON.stringify({ name: 'Мария', email: 'maria@example.com', topic: 'booking', message }),
      });
    expect((await send('Здравейте, имам въпрос за часа си.')).status).toBe(202);
    const outbox = await database.db.select().from(schema.outboxEmails);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.to).toBe('support@kalendo.app');
    const invalid = await send('short');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: { fields: [{ path: 'message', message: 'message' }] } },
    });
    for (let i = 0; i < 4; i++) await send('Още един въпрос за резервацията.');
    const limited = await send('И още един въпрос, моля.');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(
      'Твърде много заявки. Изчакай малко и опитай отново.',
    );
  });
});
