import { type Database, schema } from '@kalendo/db';
import { insertAppointment, insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import {
  cookiesOf,
  formPost as post,
  formPostPairs as postPairs,
  signUpAndSignIn,
  weekOfRanges,
} from './testing/form-requests.ts';
import { business, partnerAccount } from './testing/partner-business-form.ts';

const haircut = {
  intent: 'add',
  name: 'Haircut',
  marketplaceServiceSlug: '',
  durationMinutes: '45',
  bufferBeforeMinutes: '0',
  bufferAfterMinutes: '10',
  price: '25.50',
  currency: 'EUR',
};

const weekdays = (prefix: string, start: string, end: string) => weekOfRanges(prefix, start, end);

describe.each(await testDatabaseTargets())('partner pages on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let owner = '';
  let stranger = '';
  let setup = '';

  const page = async (path: string, cookie = owner) => app.request(path, { headers: { Cookie: cookie } });
  const html = async (path: string, cookie = owner) => (await page(path, cookie)).text();

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    app = await createTestServer(database);
    owner = cookiesOf(await signUpAndSignIn(app, partnerAccount('owner@example.com')));
    stranger = cookiesOf(await signUpAndSignIn(app, partnerAccount('stranger@example.com')));
  });
  afterAll(() => drop());

  it('shows a visitor what Kalendo offers a business, with sign-up and sign-in that come back', async () => {
    const response = await page('/en/partner', '');
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).toContain('Kalendo for business');
    expect(text).toContain('/en/sign-up?returnTo=%2Fen%2Fpartner');
    expect(text).toContain('/en/sign-in?returnTo=%2Fen%2Fpartner');
    for (const path of ['/en/partner/new', `/en/partner/businesses/${crypto.randomUUID()}/services`]) {
      const redirected = await page(path, '');
      expect(redirected.status).toBe(302);
      expect(redirected.headers.get('location')).toBe(`/en/sign-in?returnTo=${encodeURIComponent(path)}`);
    }
  });

  it('lists no business yet and keeps the page out of every cache', async () => {
    const response = await page('/en/partner');
    expect(await response.text()).toContain('You have no business on Kalendo yet.');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('shows what is wrong next to the fields, in the user language, and keeps what was typed', async () => {
    const refused = await (
      await app.request('/de/partner/new', post({ ...business, name: '', latitude: 'north' }, owner))
    ).text();
    expect(refused).toMatch(/id="name-error"[^>]*>[^<]+</);
    expect(refused).toMatch(/id="latitude-error"[^>]*>[^<]+</);
    expect(refused).toContain('value="Studio Nova Centre"');
    expect(refused).toContain('value="north"');
    const english = await (
      await app.request('/en/partner/new', post({ ...business, name: '' }, owner))
    ).text();
    expect(english).toContain('Please fill this in.');
    expect(english).toContain('Some fields need your attention');
  });

  it('creates the business with its first place and opens its set-up', async () => {
    const created = await app.request('/en/partner/new', post(business, owner));
    expect(created.status).toBe(302);
    setup = created.headers.get('location') ?? '';
    expect(setup).toMatch(/^\/en\/partner\/businesses\/[0-9a-f-]{36}$/);
    const text = await html(setup);
    expect(text).toContain('Studio Nova');
    expect(text).toContain('Draft');
    expect(text).toContain('Add opening hours to a place.');
    const list = await html('/en/partner');
    expect(list).toContain('Studio Nova');
    expect(list).toContain('Owner');
  });

  it('refuses to publish while the set-up is incomplete and says what is missing', async () => {
    const refused = await (await app.request(`${setup}?index`, post({ intent: 'publish' }, owner))).text();
    expect(refused).toContain('Add opening hours to a place.');
    expect(refused).toContain('Add a service and a team member with working hours who performs it.');
    expect(refused).toContain('role="alert"');
  });

  it('sets weekly hours, refusing a range that ends before it starts', async () => {
    const placePath = (await html(setup)).match(
      /href="(\/en\/partner\/businesses\/[^"]+\/places\/[^"/]+)\/hours"/,
    )?.[1];
    expect(placePath).toBeDefined();
    const hours = `${placePath}/hours`;
    const wrong = await (
      await app.request(
        hours,
        postPairs([['intent', 'hours'], ...weekdays('hours', '18:00', '09:00')], owner),
      )
    ).text();
    expect(wrong).toContain('The end must be later than the start.');
    const saved = await (
      await app.request(
        hours,
        postPairs([['intent', 'hours'], ...weekdays('hours', '09:00', '18:00')], owner),
      )
    ).text();
    expect(saved).toContain('Saved.');
    expect(saved).toContain('value="09:00"');
  });

  it('adds services and staff, publishes, and links the live place', async () => {
    const services = `${setup}/services`;
    const added = await app.request(services, post({ ...haircut, placeId: '' }, owner));
    // The place comes from the page's hidden field; without it the contract refuses the place.
    expect(await added.text()).toContain('Some fields need your attention');
    const placeId = (await html(services)).match(/name="placeId" value="([^"]+)"/)?.[1] ?? '';
    const service = await app.request(services, post({ ...haircut, placeId }, owner));
    const listed = await service.text();
    expect(listed).toContain('The service has been added.');
    expect(listed).toContain('€25.50');
    const serviceId = (await html(`${setup}/staff`)).match(/name="serviceIds" value="([^"]+)"/)?.[1] ?? '';
    const staff = await app.request(
      `${setup}/staff`,
      postPairs(
        [
          ['intent', 'add'],
          ['placeId', placeId],
          ['name', 'Elena'],
          ['title', 'Stylist'],
          ['serviceIds', serviceId],
          ...weekdays('work', '10:00', '17:00'),
        ],
        owner,
      ),
    );
    expect(await staff.text()).toContain('The team member has been added.');
    const published = await (await app.request(`${setup}?index`, post({ intent: 'publish' }, owner))).text();
    expect(published).toContain('Published! Your place is live and clients can book it now.');
    const [location] = await database.db
      .select()
      .from(schema.locations)
      .where(eq(schema.locations.id, placeId));
    expect(published).toContain(`href="/en/location/${location?.slug}"`);
    expect((await page(`/en/location/${location?.slug}`, '')).status).toBe(200);
  });

  it('explains a removal refused for booked appointments, and removes nothing', async () => {
    const [service] = await database.db
      .select()
      .from(schema.services)
      .where(eq(schema.services.name, 'Haircut'));
    const [member] = await database.db.select().from(schema.staff).where(eq(schema.staff.name, 'Elena'));
    if (!service || !member) throw new Error('the set-up of the earlier test is missing');
    const start = new Date(Date.now() + 3 * 86_400_000);
    await insertAppointment(database.db, {
      location: { id: service.locationId, businessId: service.businessId },
      serviceId: service.id,
      staffId: member.id,
      start,
      end: new Date(start.getTime() + 45 * 60_000),
    });
    const refused = await (
      await app.request(`${setup}/services`, post({ intent: 'retire', id: service.id }, owner))
    ).text();
    expect(refused).toContain('affected appointments: 1');
    expect(refused).toContain('Haircut');
  });

  it('is the not-found page for non-members and unknown ids, and read-only for staff members', async () => {
    expect((await page(setup, stranger)).status).toBe(404);
    expect((await page('/en/partner/businesses/not-a-business', owner)).status).toBe(404);
    const businessId = setup.split('/').at(-1) ?? '';
    const [user] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'stranger@example.com'));
    await database.db
      .insert(schema.businessMembers)
      .values({ businessId, userId: user?.id ?? '', role: 'staff' });
    const readOnly = await html(`${setup}/services`, stranger);
    expect(readOnly).toContain('only the owner and managers can change it');
    expect(readOnly).not.toContain('name="intent" value="add"');
    expect(readOnly).not.toContain('Add a service');
    const refused = await (
      await app.request(
        `${setup}/details`,
        post({ intent: 'details', name: 'Taken over', locale: 'en' }, stranger),
      )
    ).text();
    expect(refused).toContain('You do not have access to this.');
  });
});
