import type { Database } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../create-api.ts';
import type { createTestApi } from '../testing/create-test-api.ts';
import { everyDay, partnerPlace } from '../testing/partner-kit.ts';
import { databaseDigest, partnerSetupWorld, type SetupIds } from '../testing/partner-setup-world.ts';

const weekdays = everyDay;
const place = partnerPlace;

describe.each(await testDatabaseTargets())('partner set-up API tenant matrix on $kind', (target) => {
  const world = partnerSetupWorld(target);
  const { call } = world;
  let database: Database;
  let api: ReturnType<typeof createTestApi>;
  let a: SetupIds;
  let b: SetupIds;
  let picture: Uint8Array;

  beforeAll(() => {
    ({ database, api, a, b, picture } = world);
  });

  const digest = () => databaseDigest(database);

  /**
   * A valid body for every write operation on a business (by method and path template): a new partner
   * operation without one fails here, so the matrix below always covers every operation.
   */
  function bodyFor(operation: string, ids: typeof a): unknown {
    const bodies: Record<string, unknown> = {
      'PATCH /': { name: 'Renamed' },
      'POST /publish': undefined,
      'POST /unpublish': undefined,
      'POST /places': { ...place('Second place'), weekly: weekdays },
      'POST /places/{placeId}/publish': undefined,
      'POST /places/{placeId}/unpublish': undefined,
      'DELETE /places/{placeId}': undefined,
      'PATCH /places/{placeId}': { name: 'Renamed place', latitude: 42.7 },
      'PUT /places/{placeId}/policy': {
        horizonDays: 30,
        leadTimeMinutes: 0,
        cancellationWindowMinutes: 60,
        slotStepMinutes: 30,
      },
      'PUT /places/{placeId}/hours': { weekly: weekdays },
      'PUT /places/{placeId}/exceptions': { from: '2026-12-24', to: '2026-12-24', days: [] },
      'POST /services': {
        placeId: ids.placeId,
        name: 'X',
        durationMinutes: 30,
        priceMinor: 1,
        currency: 'EUR',
      },
      'DELETE /services/{serviceId}': undefined,
      'PATCH /services/{serviceId}': { name: 'Renamed service', durationMinutes: 50 },
      'PATCH /staff/{staffId}': { title: 'Stylist', workingHours: [], placeId: ids.placeId },
      'POST /staff': { placeId: ids.placeId, name: 'X', serviceIds: [ids.serviceId] },
      'DELETE /staff/{staffId}': undefined,
      'POST /appointments/{appointmentId}/mark': { mark: 'arrived' },
      'POST /appointments/{appointmentId}/move': { start: '2026-12-01T10:00:00Z' },
      'POST /appointments/{appointmentId}/cancel': { reason: 'The salon is closed' },
      'PUT /places/{placeId}/widget-origins': { origins: ['https://www.example.com'] },
      'PUT /places/{placeId}/custom-domain': { domain: `${ids.placeId.slice(0, 8)}.example.com` },
      'DELETE /places/{placeId}/custom-domain': undefined,
      'POST /places/{placeId}/custom-domain/verify': undefined,
      'POST /appointments': {
        placeId: ids.placeId,
        serviceId: ids.serviceId,
        staffId: ids.staffId,
        start: '2026-12-01T10:00:00Z',
        client: { name: 'Walk-in', phone: '+359 888 123 456' },
      },
      'POST /classes': {
        placeId: ids.placeId,
        name: 'Yoga',
        durationMinutes: 60,
        priceMinor: 1000,
        currency: 'EUR',
        defaultCapacity: 10,
      },
      'POST /class-sessions': { classId: ids.classId, date: '2026-12-03', time: '18:00', weeks: 2 },
      'PATCH /class-sessions/{sessionId}': { capacity: 9 },
      'POST /class-sessions/{sessionId}/cancel': { reason: 'The teacher is ill' },
      'PUT /class-sessions/{sessionId}/teacher': { staffId: ids.staffId },
      'POST /membership-plans': plan(ids),
      'PUT /membership-plans/{planId}': plan(ids),
      'POST /membership-plans/{planId}/retire': undefined,
      'POST /memberships/{membershipId}/activate': undefined,
      'PUT /logo': picture,
      'DELETE /logo': undefined,
      'PUT /app-icon': picture,
      'DELETE /app-icon': undefined,
      'PUT /staff/{staffId}/photo': picture,
      'DELETE /staff/{staffId}/photo': undefined,
      'POST /team/invitations': { email: 'someone-new@example.com', role: 'staff', staffId: ids.staffId },
      'POST /team/invitations/{invitationId}/resend': undefined,
      'POST /team/invitations/{invitationId}/revoke': undefined,
      'PATCH /team/members/{memberId}': { role: 'staff', staffId: null },
      'DELETE /team/members/{memberId}': undefined,
      'POST /team/leave': undefined,
      'PUT /descriptions/{locale}': { text: 'Ein Friseursalon' },
      'DELETE /descriptions/{locale}': undefined,
    };
    if (!(operation in bodies) && !operation.startsWith('GET '))
      throw new Error(`no test body for ${operation}`);
    return bodies[operation];
  }

  const plan = (ids: typeof a) => ({
    name: 'Ten classes',
    priceMinor: 10000,
    currency: 'EUR',
    periodDays: 60,
    credits: 10,
    classIds: [ids.classId],
  });

  /** Every operation of the OpenAPI document under a business, as method and path template. */
  async function businessOperations() {
    const document = (await (await api.request(OPENAPI_PATH)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const prefix = '/partner/businesses/{businessId}';
    return Object.entries(document.paths)
      .filter(([path]) => path.startsWith(prefix))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => ({
          method: method.toUpperCase(),
          template: path.slice(prefix.length),
        })),
      );
  }

  /** The path of an operation with these ids (and the query a read of the calendar needs). */
  const fill = (template: string, ids: typeof a) =>
    `/partner/businesses/${ids.businessId}${template
      .replace('{placeId}', ids.placeId)
      .replace('{serviceId}', ids.serviceId)
      .replace('{staffId}', ids.staffId)
      .replace('{appointmentId}', ids.appointmentId)
      .replace('{clientKey}', ids.clientKey)
      .replace('{sessionId}', ids.sessionId)
      .replace('{planId}', ids.planId)
      .replace('{membershipId}', ids.membershipId)
      .replace('{invitationId}', ids.invitationId)
      .replace('{memberId}', ids.memberId)
      .replace('{locale}', 'de')}${
      template === '/calendar' || template === '/class-sessions'
        ? `?placeId=${ids.placeId}&from=2026-11-16T00:00:00Z&to=2026-11-23T00:00:00Z`
        : ''
    }`;

  it('isolates tenants on every business operation of the document: 404 across businesses, nothing changes', async () => {
    const operations = await businessOperations();
    expect(operations.length).toBeGreaterThanOrEqual(18);
    // The picture uploads (ADR 051) are in the document, so in the matrix.
    expect(operations.map(({ method, template }) => `${method} ${template}`)).toEqual(
      expect.arrayContaining(['PUT /logo', 'DELETE /app-icon', 'PUT /staff/{staffId}/photo']),
    );
    const before = await digest();
    const answers: string[] = [];
    for (const { method, template } of operations) {
      const operation = `${method} ${template || '/'}`;
      // Members of A (each role) on business B's paths, with B's ids and A's ids in the body.
      for (const who of ['ownerA', 'managerA', 'staffA']) {
        const response = await call(who, method, fill(template, b), bodyFor(operation, a));
        answers.push(`${who} ${operation} on B: ${response.status}`);
      }
      // B's owner on B's path with A's child ids (in the path and in the body).
      // A language in the path is no id of A's: only ids are crossed.
      const hasChildIds =
        template.replace('{locale}', '').includes('{') ||
        [
          'POST /services',
          'POST /staff',
          'POST /appointments',
          'GET /calendar',
          'POST /classes',
          'POST /class-sessions',
          'GET /class-sessions',
          'POST /membership-plans',
          'POST /team/invitations',
        ].includes(operation);
      if (!hasChildIds) continue;
      const mixed = { ...a, businessId: b.businessId };
      const crossed = await call('ownerB', method, fill(template, mixed), bodyFor(operation, a));
      answers.push(`ownerB ${operation} with A's ids: ${crossed.status}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(': 404'))).toEqual([]);
    expect(await digest()).toBe(before);
  });

  it('gives the staff role 403 on every write of its own business and lets it read', async () => {
    const before = await digest();
    for (const { method, template } of await businessOperations()) {
      const operation = `${method} ${template || '/'}`;
      // Leaving is every member's own write (ADR 049): partner-team.integration.test.ts proves it.
      if (operation === 'POST /team/leave') continue;
      const response = await call('staffA', method, fill(template, a), bodyFor(operation, a));
      // The activity log is the owner's alone (ADR 043), the team its owners' and managers' (ADR 049): a
      // staff member is refused them like a write.
      const reads = method === 'GET' && operation !== 'GET /audit' && operation !== 'GET /team';
      expect(`${operation}: ${response.status}`).toBe(`${operation}: ${reads ? 200 : 403}`);
    }
    expect(await digest()).toBe(before);
  });
});
