import { type Database, schema } from '@kalendo/db';
import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost as post, signUpAndSignIn } from './testing/form-requests.ts';

const business = {
  name: 'Studio Luna',
  categorySlug: '',
  description: 'Nails in the centre.',
  placeName: 'Studio Luna Centre',
  addressLine: 'ul. Rakovski 1',
  city: 'Sofia',
  postalCode: '1000',
  countryCode: 'BG',
  timeZone: 'Europe/Sofia',
  currency: 'EUR',
  latitude: '42.6934',
  longitude: '23.3199',
};

/** A form with repeated fields, as a browser sends it. */
const postPairs = (pairs: [string, string][], cookie: string) => ({
  ...post({}, cookie),
  body: new URLSearchParams(pairs).toString(),
});

/** A day three days ahead on Sofia's clock (the place sets no opening hours; its staff work 09:00–18:00). */
const DAY = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Sofia' });

describe.each(await testDatabaseTargets())('the partner calendar page on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let owner = '';
  let stranger = '';
  let calendar = '';
  let placeId = '';
  let serviceId = '';
  let elena = '';
  let ivo = '';

  const html = async (path: string, cookie = owner) =>
    (await app.request(path, { headers: { Cookie: cookie } })).text();
  const day = () => `${calendar}?place=${placeId}&date=${DAY}&view=day`;
  const walkIn = (fields: Record<string, string>) =>
    app.request(
      `${day()}&book=1`,
      post(
        {
          intent: 'walk-in',
          placeId,
          serviceId,
          staffId: elena,
          date: DAY,
          time: '11:00',
          clientName: 'Dora Petrova',
          clientPhone: '+359 888 123 456',
          notes: '',
          ...fields,
        },
        owner,
      ),
    );

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    app = await createTestServer(database);
    const account = (email: string) => ({
      firstName: 'Vera',
      lastName: 'Koleva',
      email,
      password: 'partner-pass-1',
    });
    owner = cookiesOf(await signUpAndSignIn(app, account('calendar-owner@example.com')));
    stranger = cookiesOf(await signUpAndSignIn(app, account('calendar-stranger@example.com')));
    const created = await app.request('/en/partner/new', post(business, owner));
    calendar = `${created.headers.get('location')}/calendar`;
    const setup = calendar.replace(/\/calendar$/, '');
    placeId = (await html(`${setup}/services`)).match(/name="placeId" value="([^"]+)"/)?.[1] ?? '';
    const service = {
      intent: 'add',
      placeId,
      name: 'Gel manicure',
      marketplaceServiceSlug: '',
      durationMinutes: '60',
      bufferBeforeMinutes: '0',
      bufferAfterMinutes: '0',
      price: '35',
      currency: 'EUR',
    };
    await app.request(`${setup}/services`, post(service, owner));
    serviceId = (await html(`${setup}/staff`)).match(/name="serviceIds" value="([^"]+)"/)?.[1] ?? '';
    for (const name of ['Elena', 'Ivo'])
      await app.request(
        `${setup}/staff`,
        postPairs(
          [
            ['intent', 'add'],
            ['placeId', placeId],
            ['name', name],
            ['title', ''],
            ['serviceIds', serviceId],
            ...[1, 2, 3, 4, 5, 6, 7].flatMap((weekday): [string, string][] => [
              [`work-${weekday}-start`, '09:00'],
              [`work-${weekday}-end`, '18:00'],
            ]),
          ],
          owner,
        ),
      );
    const staff = await database.db.select().from(schema.staff).where(eq(schema.staff.locationId, placeId));
    elena = staff.find((member) => member.name === 'Elena')?.id ?? '';
    ivo = staff.find((member) => member.name === 'Ivo')?.id ?? '';
  });
  afterAll(() => drop());

  it('shows an empty day with every staff member, its navigation and the place clock', async () => {
    const response = await app.request(day(), { headers: { Cookie: owner } });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(text).toContain('Nothing is booked on this day.');
    expect(text).toContain('aria-label="Elena"');
    expect(text).toContain('aria-label="Ivo"');
    expect(text).toContain('Europe/Sofia');
    expect(text).toContain('Previous day');
    expect(await html(`${calendar}?view=week&date=${DAY}`)).toContain('Nothing is booked this week.');
  });

  it('books a walk-in, refuses the same time again and keeps what was typed', async () => {
    const booked = await walkIn({});
    expect(booked.status).toBe(302);
    const back = booked.headers.get('location') ?? '';
    expect(back).toContain(`date=${DAY}`);
    expect(back).toContain('done=booked');
    const shown = await html(back);
    expect(shown).toContain('The client has been booked.');
    expect(shown).toContain('Dora Petrova');
    expect(shown).toContain('+359 888 123 456');
    // Three days ahead: too early to mark the client arrived; moving and cancelling are offered.
    expect(shown).not.toContain('Client arrived');
    expect(shown).toContain('Move the appointment');
    const taken = await (await walkIn({ clientName: 'Mira Georgieva', time: '11:30' })).text();
    expect(taken).toContain('That time is taken');
    expect(taken).toContain('value="Mira Georgieva"');
    const nameless = await (await walkIn({ clientName: '', time: '15:00' })).text();
    expect(nameless).toMatch(/id="clientName-error"[^>]*>Please fill this in\./);
  });

  it('moves an appointment to another time and staff member, refusing a taken time', async () => {
    const [first] = await database.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.clientName, 'Dora Petrova'));
    if (!first) throw new Error('the walk-in of the earlier test is missing');
    const appointmentId = first.id;
    await walkIn({ clientName: 'Ana Ilieva', staffId: ivo, time: '14:00' });
    const move = (fields: Record<string, string>) =>
      app.request(
        `${day()}&appointment=${appointmentId}`,
        post(
          {
            intent: 'move',
            appointmentId,
            currentStart: first.startsAt.toISOString(),
            currentStaffId: elena,
            date: DAY,
            time: '11:00',
            staffId: elena,
            ...fields,
          },
          owner,
        ),
      );
    expect(await (await move({})).text()).toContain('Choose a new time or another team member.');
    const refused = await (await move({ time: '14:30', staffId: ivo })).text();
    expect(refused).toContain('That time is taken');
    expect(refused).toContain('value="14:30"');
    const moved = await move({ time: '16:00', staffId: ivo });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toContain('done=moved');
    const [now] = await database.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.id, appointmentId));
    expect(now?.staffId).toBe(ivo);
    expect((now?.startsAt.getTime() ?? 0) - first.startsAt.getTime()).toBe(5 * 3_600_000);
  });

  it('cancels with a reason only after a confirm step', async () => {
    const [appointment] = await database.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.clientName, 'Ana Ilieva'));
    const cancel = (fields: Record<string, string>) =>
      app.request(
        `${day()}&appointment=${appointment?.id}`,
        post({ intent: 'cancel', appointmentId: appointment?.id ?? '', ...fields }, owner),
      );
    expect(await (await cancel({ reason: '' })).text()).toMatch(
      /id="reason-error"[^>]*>Please fill this in\./,
    );
    const asked = await (await cancel({ reason: 'Ivo is ill today.' })).text();
    expect(asked).toContain('The client will be told this reason:');
    expect(asked).toContain('name="confirmed" value="yes"');
    const [still] = await database.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.clientName, 'Ana Ilieva'));
    expect(still?.status).toBe('booked');
    const cancelled = await cancel({ reason: 'Ivo is ill today.', confirmed: 'yes' });
    expect(cancelled.headers.get('location')).toContain('done=cancelled');
    const [after] = await database.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.clientName, 'Ana Ilieva'));
    expect(after?.status).toBe('cancelled');
  });

  it('is the not-found page for a non-member, and read-only for a staff member', async () => {
    expect((await app.request(day(), { headers: { Cookie: stranger } })).status).toBe(404);
    const businessId = calendar.split('/').at(-2) ?? '';
    const [user] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'calendar-stranger@example.com'));
    await database.db
      .insert(schema.businessMembers)
      .values({ businessId, userId: user?.id ?? '', role: 'staff' });
    const readOnly = await html(day(), stranger);
    expect(readOnly).not.toContain('Book a client');
    const refused = await (
      await app.request(
        day(),
        post(
          {
            intent: 'walk-in',
            placeId,
            serviceId,
            staffId: elena,
            date: DAY,
            time: '17:00',
            clientName: 'Eva',
          },
          stranger,
        ),
      )
    ).text();
    expect(refused).toContain('You do not have access to this.');
  });

  it('warns of a walk-in outside the working hours, then books it anyway; names a staff member who does not do the service', async () => {
    const late = await walkIn({ clientName: 'Lina Late', time: '18:30' });
    expect(late.status).toBe(200);
    const warned = await late.text();
    expect(warned).toMatch(/<legend[^>]*>This time is outside the hours<\/legend>/);
    expect(warned).toContain('The team member does not work then.');
    expect(warned).toContain('value="walk-in-anyway"');
    expect(warned).toContain('value="Lina Late"');
    const none = await database.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.clientName, 'Lina Late'));
    expect(none).toHaveLength(0);
    const anyway = await walkIn({ clientName: 'Lina Late', time: '18:30', intent: 'walk-in-anyway' });
    expect(anyway.status).toBe(302);
    expect(anyway.headers.get('location')).toContain('done=booked');

    // A staff member who does not do the service, sent without scripts: refused next to the field.
    const setup = calendar.replace(/\/calendar$/, '');
    await app.request(
      `${setup}/staff`,
      postPairs(
        [
          ['intent', 'add'],
          ['placeId', placeId],
          ['name', 'Zara'],
          ['title', ''],
        ],
        owner,
      ),
    );
    const [zara] = await database.db.select().from(schema.staff).where(eq(schema.staff.name, 'Zara'));
    const mismatch = await (
      await walkIn({ clientName: 'Nia', staffId: zara?.id ?? '', time: '12:00' })
    ).text();
    expect(mismatch).toMatch(/id="staffId-error"[^>]*>This team member does not do this service\./);
  });

  it('says a walk-in is refused because the staff member teaches a class then', async () => {
    const [place] = await database.db.select().from(schema.locations).where(eq(schema.locations.id, placeId));
    const [yoga] = await database.db
      .insert(schema.classes)
      .values({
        businessId: place?.businessId ?? '',
        locationId: placeId,
        name: 'Yoga',
        durationMinutes: 90,
        priceMinor: 1500,
        currency: 'EUR',
        defaultCapacity: 8,
      })
      .returning();
    // 10:00–11:30 UTC overlaps 13:00–14:00 on Sofia's clock in winter and in summer (Elena is free then).
    await database.db.insert(schema.classSessions).values({
      classId: yoga?.id ?? '',
      locationId: placeId,
      instructorStaffId: elena,
      startsAt: new Date(`${DAY}T10:00:00Z`),
      endsAt: new Date(`${DAY}T11:30:00Z`),
      capacity: 8,
    });
    const refused = await (await walkIn({ clientName: 'Tea', time: '13:00' })).text();
    expect(refused).toMatch(
      /id="time-error"[^>]*>That time is taken: the team member teaches a class then\./,
    );
  });

  it("shows a staff member their own column, also when the address asks for another's", async () => {
    const [user] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'calendar-stranger@example.com'));
    await database.db
      .update(schema.businessMembers)
      .set({ staffId: elena })
      .where(eq(schema.businessMembers.userId, user?.id ?? ''));
    const response = await app.request(`${day()}&staff=${ivo}`, { headers: { Cookie: stranger } });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('aria-label="Elena"');
    expect(page).not.toContain('aria-label="Ivo"');
    expect(page).not.toContain('Whole team');
    expect(page).not.toContain('The calendar could not be loaded');
  });
});
