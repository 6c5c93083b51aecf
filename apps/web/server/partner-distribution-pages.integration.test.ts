import { type Database, schema } from '@kalendo/db';
import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost as post, signUpAndSignIn } from './testing/form-requests.ts';
import { partnerAccount } from './testing/partner-business-form.ts';

const frameAncestors = (response: Response) =>
  /frame-ancestors [^;]*/.exec(response.headers.get('content-security-policy') ?? '')?.[0];

describe.each(await testDatabaseTargets())('partner distribution page on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let owner = '';
  let staff = '';
  let page = '';
  let businessId = '';

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    const [business] = await database.db
      .select({ id: schema.businesses.id })
      .from(schema.businesses)
      .where(eq(schema.businesses.slug, 'lotus'));
    if (!business) throw new Error('no sample business');
    businessId = business.id;
    app = await createTestServer(database);
    owner = cookiesOf(await signUpAndSignIn(app, partnerAccount('owner-dist@example.com')));
    staff = cookiesOf(await signUpAndSignIn(app, partnerAccount('staff-dist@example.com')));
    const users = await database.db
      .select({ id: schema.users.id, email: schema.users.email })
      .from(schema.users);
    const idOf = (email: string) => users.find((user) => user.email === email)?.id ?? '';
    await database.db.insert(schema.businessMembers).values([
      { businessId: business.id, userId: idOf('owner-dist@example.com'), role: 'owner' },
      { businessId: business.id, userId: idOf('staff-dist@example.com'), role: 'staff' },
    ]);
    const [center] = await database.db
      .select({ id: schema.locations.id })
      .from(schema.locations)
      .where(eq(schema.locations.slug, 'lotus-center'));
    page = `/en/partner/businesses/${business.id}/distribution?place=${center?.id}`;
  });
  afterAll(() => drop());

  const html = async (path: string, cookie = owner) =>
    (await app.request(path, { headers: { Cookie: cookie } })).text();

  it('shows the snippet for the options picked, the real widget as preview and the verified domain', async () => {
    const response = await app.request(`${page}&language=de&scope=business`, { headers: { Cookie: owner } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toMatch(/frame-src 'self'/);
    const text = await response.text();
    expect(text).toContain('Booking widget on your website');
    expect(text).toContain(
      'Kalendo.widget({ type: &quot;business&quot;, slug: &quot;lotus&quot;, language: &quot;de&quot;',
    );
    expect(text).toMatch(/<iframe[^>]+src="http:\/\/localhost\/de\/embed\/business\/lotus"/);
    expect(text).toContain('booking.lotus.example');
    expect(text).toContain('Verified on');
    const place = await html(page);
    expect(place).toContain('/en/embed/location-services/lotus-center');
  });

  it('saves the sites, and the widget page may be framed by them on the next request', async () => {
    const before = await app.request('/en/embed/business/lotus');
    expect(frameAncestors(before)).not.toContain('https://shop.lotus.example');
    const wrong = await (
      await app.request(
        page,
        post(
          { intent: 'origins', placeId: page.split('place=')[1] ?? '', origins: 'http://shop.lotus.example' },
          owner,
        ),
      )
    ).text();
    expect(wrong).toContain('Use https:// (http:// only works for localhost).');
    expect(wrong).toContain('http://shop.lotus.example');
    const saved = await app.request(
      page,
      post(
        {
          intent: 'origins',
          placeId: page.split('place=')[1] ?? '',
          origins: 'https://shop.lotus.example\n\n',
        },
        owner,
      ),
    );
    expect(await saved.text()).toContain('Saved');
    const after = await app.request('/en/embed/business/lotus');
    expect(frameAncestors(after)).toContain('https://shop.lotus.example');
    expect(frameAncestors(after)).toMatch(/^frame-ancestors 'self' /);
  });

  it('issues the TXT record of a new domain, which is not served until verified', async () => {
    const placeId = page.split('place=')[1] ?? '';
    const text = await (
      await app.request(page, post({ intent: 'domain', placeId, domain: 'Book.Lotus-New.Example' }, owner))
    ).text();
    expect(text).toContain('_kalendo-verify.book.lotus-new.example');
    expect(text).toMatch(/kalendo-verify=[0-9a-f]{32}/);
    expect(text).toContain('Waiting for verification');
    const served = await app.request('/api/v1/custom-domains/book.lotus-new.example');
    expect(served.status).toBe(404);
  });

  it('shows a domain failing its daily checks, or no longer used, with its record and a way to check again', async () => {
    const placeId = page.split('place=')[1] ?? '';
    const setDomain = (values: Partial<typeof schema.locations.$inferInsert>) =>
      database.db.update(schema.locations).set(values).where(eq(schema.locations.id, placeId));
    await setDomain({
      customDomainVerifiedAt: new Date('2026-11-01T10:00:00Z'),
      customDomainFailedChecks: 2,
    });
    const failing = await html(page);
    expect(failing).toContain('TXT record (2 of 3 checks in a row)');
    expect(failing).toContain('_kalendo-verify.book.lotus-new.example');
    expect(failing).toMatch(/<button[^>]*>Check again<\/button>/);
    await setDomain({
      customDomainVerifiedAt: null,
      customDomainFailedChecks: 0,
      customDomainLapsedAt: new Date('2026-11-20T10:00:00Z'),
    });
    const lapsed = await html(page);
    expect(lapsed).toMatch(/We stopped using this domain on (Nov 20, 2026|20 Nov 2026)/);
    expect(lapsed).toMatch(/<button[^>]*>Check again<\/button>/);
    expect((await app.request('/api/v1/custom-domains/book.lotus-new.example')).status).toBe(404);
  });

  it('saves the brand colour and shows staff the page without a way to change it', async () => {
    const saved = await (
      await app.request(page, post({ intent: 'brand', themeColor: '#7C3AED' }, owner))
    ).text();
    expect(saved).toContain('Saved');
    expect(saved).toContain('#7c3aed');
    const [row] = await database.db
      .select({ colour: schema.businesses.themeColor })
      .from(schema.businesses)
      .where(eq(schema.businesses.slug, 'lotus'));
    expect(row?.colour).toBe('#7c3aed');
    const readOnly = await html(page, staff);
    expect(readOnly).toContain('Brand colour');
    expect(readOnly).not.toContain('value="origins"');
    const refused = await (
      await app.request(page, post({ intent: 'brand', themeColor: '#000000' }, staff))
    ).text();
    expect(refused).toContain('role="alert"');
  });

  it('shows a draft business where to publish, not a preview of a widget that is not served yet', async () => {
    const published = eq(schema.businesses.id, businessId);
    const [before] = await database.db
      .select({ publishedAt: schema.businesses.publishedAt })
      .from(schema.businesses)
      .where(published);
    await database.db.update(schema.businesses).set({ publishedAt: null }).where(published);
    try {
      const text = await html(page);
      expect(text).not.toContain('<iframe');
      expect(text).toContain('The preview appears here once your business is published');
      expect(text).toMatch(
        new RegExp(`<a[^>]*href="/en/partner/businesses/${businessId}"[^>]*>Publish on the Set-up page</a>`),
      );
    } finally {
      await database.db
        .update(schema.businesses)
        .set({ publishedAt: before?.publishedAt ?? null })
        .where(published);
    }
  });
});
