import { type Database, schema } from '@kalendo/db';
import { insertAppointment, insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost as post, signUpAndSignIn, TEST_ORIGIN } from './testing/form-requests.ts';
import { business, partnerAccount } from './testing/partner-business-form.ts';

describe.each(await testDatabaseTargets())('partner clients and activity pages on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let owner = '';
  let stranger = '';
  let base = '';
  let visitOf: (start: Date) => Promise<void>;

  const html = async (path: string, cookie = owner) =>
    (await app.request(path, { headers: { Cookie: cookie } })).text();
  const apiPost = async (path: string, body: unknown) => {
    const response = await app.request(`/api/v1${path}`, {
      method: 'POST',
      headers: { Cookie: owner, Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as { id: string };
  };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    app = await createTestServer(database);
    owner = cookiesOf(await signUpAndSignIn(app, partnerAccount('clients-owner@example.com')));
    stranger = cookiesOf(await signUpAndSignIn(app, partnerAccount('clients-stranger@example.com')));
    const created = await app.request('/en/partner/new', post(business, owner));
    base = created.headers.get('location') ?? '';
    const businessId = base.split('/').at(-1) ?? '';
    const [place] = await database.db
      .select({ id: schema.locations.id })
      .from(schema.locations)
      .where(eq(schema.locations.businessId, businessId));
    const placeId = place?.id ?? '';
    const service = await apiPost(`/partner/businesses/${businessId}/services`, {
      placeId,
      name: 'Haircut',
      durationMinutes: 45,
      priceMinor: 3000,
      currency: 'EUR',
    });
    const staff = await apiPost(`/partner/businesses/${businessId}/staff`, {
      placeId,
      name: 'Elena',
      serviceIds: [service.id],
    });
    visitOf = async (start: Date) => {
      const visit = await insertAppointment(database.db, {
        location: { id: placeId, businessId },
        serviceId: service.id,
        staffId: staff.id,
        start,
        end: new Date(start.getTime() + 45 * 60_000),
        status: 'completed',
      });
      await database.db
        .update(schema.appointments)
        .set({ clientName: 'Vera Petrova', clientPhone: '+359 888 555 111' })
        .where(eq(schema.appointments.id, visit.id));
    };
    await visitOf(new Date('2025-03-04T08:00:00Z'));
  });
  afterAll(() => drop());

  it('lists the clients with their visits, finds them, and says when none matches', async () => {
    const setup = await html(base);
    expect(setup).toContain(`href="${base}/clients"`);
    expect(setup).toContain(`href="${base}/activity"`);
    const list = await html(`${base}/clients`);
    expect(list).toContain('Vera Petrova');
    expect(list).toContain('1 visit');
    expect(list).toMatch(/Last visit (Mar 4, 2025|4 Mar 2025)/);
    expect(await html(`${base}/clients?q=555+111`)).toContain('Vera Petrova');
    const none = await html(`${base}/clients?q=nobody`);
    expect(none).not.toContain('Vera Petrova');
    expect(none).toContain('No client matches “nobody”.');
    const german = await html(`${base.replace('/en/', '/de/')}/clients`);
    expect(german).toContain('1 Besuch');
  });

  it('opens a client with their visits, and is not found for someone outside the business', async () => {
    const list = await html(`${base}/clients`);
    const link = list.match(/href="([^"]+\/clients\/w-[0-9a-f]{32})"/)?.[1] ?? '';
    expect(link).not.toBe('');
    const client = await html(link);
    expect(client).toContain('Vera Petrova');
    expect(client).toContain('Haircut');
    expect(client).toContain('Elena');
    expect(client).toContain('Completed');
    expect(client).toContain('This client has not filled in any forms for you.');
    const outside = await app.request(link, { headers: { Cookie: stranger } });
    expect(outside.status).toBe(404);
  });

  it('shows the owner what changed as readable lines', async () => {
    const activity = await html(`${base}/activity`);
    expect(activity).toContain('Maria Ivanova added the service Haircut');
    expect(activity).toContain('Maria Ivanova added Elena to the team');
    expect(activity).toContain('Maria Ivanova created the business Studio Nova');
  });

  it('shows earlier visits through a link that works without JavaScript', async () => {
    // 100 later visits: the first one (4 March 2025) moves to the second page.
    for (let day = 1; day <= 100; day++) await visitOf(new Date(Date.UTC(2025, 3, day, 8)));
    const list = await html(`${base}/clients`);
    const link = list.match(/href="([^"]+\/clients\/w-[0-9a-f]{32})"/)?.[1] ?? '';
    const first = await html(link);
    expect(first).not.toMatch(/Mar 4, 2025|4 Mar 2025/);
    const earlier = first.match(/href="([^"]+\?cursor=[^"]+)"[^>]*>Show earlier visits</)?.[1] ?? '';
    expect(earlier).not.toBe('');
    const second = await html(earlier.replaceAll('&amp;', '&'));
    expect(second).toMatch(/Mar 4, 2025|4 Mar 2025/);
    expect(second).not.toContain('Show earlier visits');
    expect(second).toContain(`href="${link}"`);
    expect(second).toContain('Latest visits');
  });
});
