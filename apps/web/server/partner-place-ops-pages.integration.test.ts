import { everyDay, partnerPlace } from '@kalendo/api/testing';
import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import {
  cookiesOf,
  formPost as post,
  formPostPairs as postPairs,
  signUpAndSignIn,
  TEST_ORIGIN,
  weekOfRanges,
} from './testing/form-requests.ts';
import { business, partnerAccount } from './testing/partner-business-form.ts';

/** The place page hides a place and closes one, each asked first (ADR 058); the staff page moves a member. */
describe.each(await testDatabaseTargets())('hiding and closing places on the pages on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let owner = '';
  let setup = '';
  let firstId = '';
  let secondId = '';
  let elena = '';

  const html = async (path: string) => (await app.request(path, { headers: { Cookie: owner } })).text();
  const api = (method: string, path: string, body?: unknown) =>
    app.request(`/api/v1${path}`, {
      method,
      headers: { Cookie: owner, Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  /** A business place made complete and public through the API. */
  async function complete(businessId: string, placeId: string, name: string) {
    const base = `/partner/businesses/${businessId}`;
    expect((await api('PUT', `${base}/places/${placeId}/hours`, { weekly: everyDay })).status).toBe(200);
    const member = await api('POST', `${base}/staff`, { placeId, name, workingHours: everyDay });
    const staffId = ((await member.json()) as { id: string }).id;
    const service = await api('POST', `${base}/services`, {
      placeId,
      name: `Cut ${name}`,
      durationMinutes: 30,
      priceMinor: 1000,
      currency: 'EUR',
      staffIds: [staffId],
    });
    expect(service.status).toBe(201);
    return staffId;
  }

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    app = await createTestServer(database);
    owner = cookiesOf(await signUpAndSignIn(app, partnerAccount('place-ops-owner@example.com')));
    const created = await app.request('/en/partner/new', post(business, owner));
    setup = created.headers.get('location') ?? '';
    const businessId = setup.split('/').at(-1) ?? '';
    firstId =
      (
        await database.db.select().from(schema.locations).where(eq(schema.locations.businessId, businessId))
      )[0]?.id ?? '';
    await complete(businessId, firstId, 'Maria');
    expect((await api('POST', `/partner/businesses/${businessId}/publish`)).status).toBe(200);
    const second = await api('POST', `/partner/businesses/${businessId}/places`, {
      ...partnerPlace('Lilac East'),
    });
    secondId = ((await second.json()) as { id: string }).id;
    elena = await complete(businessId, secondId, 'Elena');
    expect((await api('POST', `/partner/businesses/${businessId}/places/${secondId}/publish`)).status).toBe(
      200,
    );
  });
  afterAll(() => drop());

  it('asks before hiding, hides the place, and refuses the last public place in words', async () => {
    const page = await html(`${setup}/places/${secondId}`);
    expect(page).toContain('Hide Lilac East from public view?');
    expect(page).toContain('Appointments already booked here stay as they are');
    expect(page).toContain('Close Lilac East for good?');
    const hidden = await (
      await app.request(`${setup}/places/${secondId}`, post({ intent: 'unpublish-place' }, owner))
    ).text();
    expect(hidden).toContain('This place is hidden now.');
    const [row] = await database.db.select().from(schema.locations).where(eq(schema.locations.id, secondId));
    expect(row?.publishedAt).toBeNull();
    const refused = await (
      await app.request(`${setup}/places/${firstId}`, post({ intent: 'unpublish-place' }, owner))
    ).text();
    expect(refused).toContain('This is the last public place of your business');
  });

  it('offers the places on the staff page and moves a team member to another place', async () => {
    const page = await html(`${setup}/staff/${elena}`);
    expect(page).toContain('Moving someone unlinks them from the services of their current place');
    const moved = await (
      await app.request(
        `${setup}/staff/${elena}`,
        postPairs(
          [
            ['intent', 'edit'],
            ['name', 'Elena'],
            ['title', ''],
            ['timeZone', 'Europe/Sofia'],
            ['currentPlaceId', secondId],
            ['placeId', firstId],
            ['serviceIds', 'ignored-on-a-move'],
            ...weekOfRanges('work', '09:00', '18:00', [1, 2, 3, 4, 5, 6, 7]),
          ],
          owner,
        ),
      )
    ).text();
    expect(moved).not.toContain('role="alert"');
    const [row] = await database.db.select().from(schema.staff).where(eq(schema.staff.id, elena));
    expect(row?.locationId).toBe(firstId);
  });

  it('closes a place after asking and shows the first remaining place, saying so', async () => {
    const closed = await app.request(`${setup}/places/${secondId}`, post({ intent: 'remove-place' }, owner));
    expect(closed.status).toBe(302);
    expect(closed.headers.get('location')).toBe(`${setup}/places/${firstId}?closed=1`);
    const next = await html(closed.headers.get('location') ?? '');
    expect(next).toContain('The place is closed.');
    expect(next).not.toContain('Lilac East');
    // The only place left: closing is not offered.
    expect(next).not.toContain('Close this place');
  });
});
