import { type Database, schema } from '@kalendo/db';
import { insertAppointment, insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import {
  cookiesOf,
  formPost as post,
  formPostPairs as postPairs,
  signUpAndSignIn,
  weekOfRanges,
} from './testing/form-requests.ts';

const everyDay = (prefix: string, start: string, end: string) =>
  weekOfRanges(prefix, start, end, [1, 2, 3, 4, 5, 6, 7]);

describe.each(await testDatabaseTargets())('partner edit pages on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let owner = '';
  let setup = '';
  let hours = '';
  let ids = { placeId: '', serviceId: '', staffId: '', businessId: '', visitId: '' };

  const html = async (path: string) => (await app.request(path, { headers: { Cookie: owner } })).text();
  const send = async (path: string, pairs: [string, string][]) =>
    (await app.request(path, postPairs(pairs, owner))).text();
  const visit = async () =>
    (await database.db.select().from(schema.appointments).where(eq(schema.appointments.id, ids.visitId)))[0];

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    app = await createTestServer(database);
    owner = cookiesOf(
      await signUpAndSignIn(app, {
        firstName: 'Maria',
        lastName: 'Ivanova',
        email: 'edit-owner@example.com',
        password: 'partner-pass-1',
      }),
    );
    const created = await app.request(
      '/en/partner/new',
      post(
        {
          name: 'Studio Edit',
          categorySlug: '',
          description: '',
          placeName: 'Studio Edit Centre',
          addressLine: 'ul. Vitosha 10',
          city: 'Sofia',
          postalCode: '1000',
          countryCode: 'BG',
          timeZone: 'Europe/Sofia',
          currency: 'EUR',
          latitude: '42.69',
          longitude: '23.32',
        },
        owner,
      ),
    );
    setup = created.headers.get('location') ?? '';
    const placePath = (await html(setup)).match(
      /href="(\/en\/partner\/businesses\/[^"]+\/places\/[^"/]+)\/hours"/,
    )?.[1];
    hours = `${placePath}/hours`;
    expect(await send(hours, [['intent', 'hours'], ...everyDay('hours', '09:00', '18:00')])).toContain(
      'Saved.',
    );
    const placeId = placePath?.split('/').at(-1) ?? '';
    await send(`${setup}/services`, [
      ['intent', 'add'],
      ['placeId', placeId],
      ['name', 'Haircut'],
      ['durationMinutes', '45'],
      ['bufferBeforeMinutes', '0'],
      ['bufferAfterMinutes', '0'],
      ['price', '25'],
      ['currency', 'EUR'],
    ]);
    const [service] = await database.db
      .select()
      .from(schema.services)
      .where(eq(schema.services.name, 'Haircut'));
    await send(`${setup}/staff`, [
      ['intent', 'add'],
      ['placeId', placeId],
      ['name', 'Elena'],
      ['serviceIds', service?.id ?? ''],
      ...everyDay('work', '09:00', '18:00'),
    ]);
    const [member] = await database.db.select().from(schema.staff).where(eq(schema.staff.name, 'Elena'));
    // A booked visit at 10:00 in Sofia, three days from now.
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const start = new Date(`${day}T08:00:00Z`);
    const booked = await insertAppointment(database.db, {
      location: { id: placeId, businessId: service?.businessId ?? '' },
      serviceId: service?.id ?? '',
      staffId: member?.id ?? '',
      start,
      end: new Date(start.getTime() + 45 * 60_000),
    });
    ids = {
      placeId,
      serviceId: service?.id ?? '',
      staffId: member?.id ?? '',
      businessId: service?.businessId ?? '',
      visitId: booked.id,
    };
  });
  afterAll(() => drop());

  it('edits a service on its own page, saying booked appointments keep theirs, and keeps the visit as it was', async () => {
    const before = await visit();
    const page = await html(`${setup}/services/${ids.serviceId}`);
    expect(page).toContain('Edit Haircut');
    expect(page).toContain('Appointments already booked keep their time, duration, price and team member.');
    expect(page).toContain('value="25"');
    const saved = await send(`${setup}/services/${ids.serviceId}`, [
      ['intent', 'edit'],
      ['name', 'Long haircut'],
      ['durationMinutes', '60'],
      ['bufferBeforeMinutes', '0'],
      ['bufferAfterMinutes', '5'],
      ['price', '30'],
      ['currency', 'EUR'],
      ['staffIds', ids.staffId],
    ]);
    expect(saved).toContain('The service has been saved.');
    expect(await html(`${setup}/services`)).toContain('Long haircut');
    expect(await visit()).toEqual(before);
  });

  it('names the visit new working hours would leave out, then saves them on confirmation and keeps it', async () => {
    const before = await visit();
    const afternoons: [string, string][] = [
      ['intent', 'edit'],
      ['name', 'Elena'],
      ['serviceIds', ids.serviceId],
      ...everyDay('work', '13:00', '18:00'),
    ];
    const refused = await send(`${setup}/staff/${ids.staffId}`, afternoons);
    expect(refused).toContain('Booked appointments this change affects');
    expect(refused).toContain('Long haircut with Elena');
    expect(refused).toContain('name="keepBookings" value="true"');
    expect(
      (await database.db.select().from(schema.staffWorkingHours)).map((row) => row.startsAt),
    ).not.toContain('13:00:00');
    const confirmed = await send(`${setup}/staff/${ids.staffId}`, [...afternoons, ['keepBookings', 'true']]);
    expect(confirmed).toContain('The team member has been saved.');
    expect(await visit()).toEqual(before);
  });

  it('retires a service with a booked visit only once confirmed, and the visit stays booked', async () => {
    const refused = await send(`${setup}/services`, [
      ['intent', 'retire'],
      ['id', ids.serviceId],
    ]);
    expect(refused).toContain('Save anyway and keep the bookings');
    const retired = await send(`${setup}/services`, [
      ['intent', 'retire'],
      ['id', ids.serviceId],
      ['keepBookings', 'true'],
    ]);
    expect(retired).toContain('Removed.');
    expect((await visit())?.status).toBe('booked');
  });

  it('lists the coming special days on the hours page and removes one', async () => {
    const later = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await database.db
      .insert(schema.locationExceptions)
      .values({ locationId: ids.placeId, date: later, closed: true, note: 'Inventory' });
    const listed = await html(hours);
    expect(listed).toContain('Coming special days');
    expect(listed).toContain('Inventory');
    const removed = await send(hours, [
      ['intent', 'remove-day'],
      ['id', later],
    ]);
    expect(removed).toContain('The special day has been removed.');
    expect(removed).toContain('No special days planned.');
  });
  /** A picture form's post as a browser without JavaScript sends it: multipart, the file and the button. */
  const upload = async (path: string, intent: string, file: Blob) => {
    const form = new FormData();
    form.append('picture', file, 'picture.png');
    form.append('intent', intent);
    return app.request(path, {
      method: 'POST',
      headers: { Origin: 'http://localhost', Cookie: owner },
      body: form,
    });
  };

  it('uploads a logo and a staff photo with plain form posts, refuses a non-picture, and removes after asking', async () => {
    const png = new Blob([
      new Uint8Array(
        await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3a7' } })
          .png()
          .toBuffer(),
      ),
    ]);
    const details = `${setup}/details`;
    const saved = await upload(details, 'logo', png);
    expect(saved.status).toBe(200);
    const page = await saved.text();
    expect(page).toContain('Picture saved.');
    const [business] = await database.db
      .select({ logo: schema.businesses.logoMediaId })
      .from(schema.businesses)
      .where(eq(schema.businesses.id, ids.businessId));
    expect(business?.logo).toMatch(/^[0-9a-f-]{36}$/);
    expect(await html(details)).toContain(`/api/v1/media/${business?.logo}/image?size=390`);

    const staffPage = `${setup}/staff/${ids.staffId}`;
    const refused = await (await upload(staffPage, 'staff-photo', new Blob(['not a picture']))).text();
    expect(refused).toContain('This file is not a supported image.');
    expect(await (await upload(staffPage, 'staff-photo', png)).text()).toContain('Picture saved.');
    // Removing asks first (a link to ?remove=), then the question's form removes it.
    const asked = await html(`${staffPage}?remove=staff-photo`);
    expect(asked).toContain('Remove the photo of');
    const removed = await send(staffPage, [['intent', 'remove-staff-photo']]);
    expect(removed).toContain('Picture removed.');
    const [member] = await database.db
      .select({ photo: schema.staff.photoMediaId })
      .from(schema.staff)
      .where(eq(schema.staff.id, ids.staffId));
    expect(member?.photo).toBeNull();
  });
});
