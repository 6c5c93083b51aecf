import { createHash } from 'node:crypto';
import { type Database, resultRows, schema } from '@kalendo/db';
import { insertAppointment, insertClassSession, insertPlan, testDatabaseTargets } from '@kalendo/db/testing';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../create-api.ts';
import { createTestApi } from '../testing/create-test-api.ts';
import { everyDay, type PartnerIds, partnerKit, partnerPlace } from '../testing/partner-kit.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const weekdays = everyDay;
const place = partnerPlace;

describe.each(await testDatabaseTargets())('partner set-up API on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const cookies: Record<string, string> = {};
  const { call, setUp } = partnerKit(() => api, cookies);

  type Ids = PartnerIds & {
    appointmentId: string;
    classId: string;
    sessionId: string;
    planId: string;
    membershipId: string;
    clientKey: string;
    invitationId: string;
    memberId: string;
  };
  let a: Ids;
  let b: Ids;
  /** A valid upload (a logo, icon or staff photo) for the picture operations of the matrix. */
  let picture: Uint8Array;

  beforeAll(async () => {
    picture = new Uint8Array(
      await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a7' } })
        .png()
        .toBuffer(),
    );
    ({ database, drop } = await target.open());
    api = createTestApi(database, { now: () => NOW });
    for (const who of ['ownerA', 'managerA', 'staffA', 'ownerB', 'client'])
      cookies[who] = sessionCookieOf(
        await signUpThroughApi(api, {
          name: who,
          email: `${who.toLowerCase()}-p-${target.kind}@example.com`,
        }),
      );
    // Each business has a past visit: the calendar's operations on an appointment join the matrix below.
    const withVisit = async (ids: PartnerIds) => {
      const visit = await insertAppointment(database.db, {
        location: { id: ids.placeId, businessId: ids.businessId },
        serviceId: ids.serviceId,
        staffId: ids.staffId,
        start: new Date('2026-11-20T09:00:00Z'),
        end: new Date('2026-11-20T09:45:00Z'),
        status: 'completed',
      });
      // A walk-in the place named, so the clients' operations join the matrix too (a phone per business).
      const phone = phones.shift() ?? '';
      await database.db
        .update(schema.appointments)
        .set({ clientName: 'Vera', clientPhone: phone })
        .where(eq(schema.appointments.id, visit.id));
      const clientKey = `w-${createHash('md5').update(phone.replace(/\D/g, '')).digest('hex')}`;
      // …and a class with a session to come, a plan, and a membership waiting for payment at the venue.
      const [type] = await database.db
        .insert(schema.classes)
        .values({
          businessId: ids.businessId,
          locationId: ids.placeId,
          name: 'Pilates',
          durationMinutes: 60,
          priceMinor: 1500,
          currency: 'EUR',
          defaultCapacity: 8,
        })
        .returning();
      const of = { classId: type?.id ?? '', locationId: ids.placeId };
      const sessionId = await insertClassSession(database.db, of, {
        startsAt: new Date('2026-12-02T16:00:00Z'),
        capacity: 8,
      });
      const planId = await insertPlan(database.db, of, { name: 'Five classes', credits: 5 });
      const [membership] = await database.db
        .insert(schema.memberships)
        .values({
          userId: userId('client'),
          planId,
          businessId: ids.businessId,
          validFrom: NOW,
          validUntil: new Date(NOW.getTime() + 30 * 86_400_000),
          creditsLeft: 5,
          status: 'pending',
        })
        .returning();
      return {
        ...ids,
        invitationId: '',
        memberId: '',
        appointmentId: visit.id,
        clientKey,
        classId: of.classId,
        sessionId,
        planId,
        membershipId: membership?.id ?? '',
      };
    };
    const phones = ['+359 888 000 111', '+359 888 000 222'];
    const users = await database.db
      .select({ id: schema.users.id, name: schema.users.name })
      .from(schema.users);
    const userId = (name: string) => users.find((user) => user.name === name)?.id ?? '';
    a = await withVisit(await setUp('ownerA', 'Nova Studio'));
    b = await withVisit(await setUp('ownerB', 'Orbit Salon'));
    await database.db.insert(schema.businessMembers).values([
      { businessId: a.businessId, userId: userId('managerA'), role: 'manager' },
      { businessId: a.businessId, userId: userId('staffA'), role: 'staff', staffId: a.staffId },
    ]);
    // The team's operations (ADR 049): an invitation waiting in each business, and a member to act on.
    for (const [owner, ids] of [
      ['ownerA', a],
      ['ownerB', b],
    ] as const) {
      const invited = await call(owner, 'POST', `${ids.base}/team/invitations`, {
        email: `waiting-${owner}-${target.kind}@example.com`,
        role: 'staff',
      });
      expect(invited.status, JSON.stringify(invited.body)).toBe(201);
      const team = invited.body as { invitations: Array<{ id: string }>; members: Array<{ id: string }> };
      ids.invitationId = team.invitations[0]?.id ?? '';
      ids.memberId = team.members.at(-1)?.id ?? '';
    }
  });
  afterAll(() => drop());

  it('lists the businesses of the caller only, with their role', async () => {
    const mine = await call('ownerA', 'GET', '/partner/businesses');
    expect(
      (mine.body.items as Array<{ id: string; role: string }>).map((item) => [item.id, item.role]),
    ).toEqual([[a.businessId, 'owner']]);
    const staffs = await call('staffA', 'GET', '/partner/businesses');
    expect((staffs.body.items as Array<{ role: string }>).map((item) => item.role)).toEqual(['staff']);
    expect((await call('nobody', 'GET', '/partner/businesses')).status).toBe(401);
  });

  it('keeps a business out of search until it is published, then finds it, offers slots and takes a booking', async () => {
    const search = async () =>
      JSON.stringify((await call('client', 'GET', `/search?q=${encodeURIComponent('Nova Studio')}`)).body);
    const slug = (await call('ownerA', 'GET', `${a.base}/places/${a.placeId}`)).body.slug as string;
    expect(await search()).not.toContain(slug);
    expect((await call('client', 'GET', `/locations/${slug}`)).status).toBe(404);

    const published = await call('ownerA', 'POST', `${a.base}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.publishedAt).toBe(NOW.toISOString());
    expect(await search()).toContain(slug);
    const query = `service=${a.serviceId}&staff=any&from=2026-11-23&to=2026-11-23`;
    const slots = await call('client', 'GET', `/locations/${slug}/availability?${query}`);
    const starts = (slots.body.slots as Array<{ start: string }>).map((slot) => slot.start);
    expect(starts[0]).toBe('2026-11-23T07:00:00Z');
    const booking = await call('client', 'POST', '/bookings', {
      items: [{ locationSlug: slug, serviceId: a.serviceId, staffId: 'any', start: '2026-11-23T07:00:00Z' }],
    });
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);
  });

  it('refuses to publish an incomplete business and says what is missing', async () => {
    const created = await call('ownerB', 'POST', '/partner/businesses', {
      name: 'Empty',
      locale: 'en',
      place: place('Empty'),
    });
    const refused = await call(
      'ownerB',
      'POST',
      `/partner/businesses/${created.body.id}/publish`,
      undefined,
      'bg',
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'BUSINESS_INCOMPLETE',
      details: { missing: ['opening-hours', 'bookable-service'] },
    });
    expect((refused.body.error as { message: string }).message).toMatch(/^Бизнесът/);
  });

  it('refuses with 409 and changes nothing when a change would leave a booked appointment behind', async () => {
    const before = await digest();
    const deleting = await call('ownerA', 'DELETE', `${a.base}/services/${a.serviceId}`, undefined, 'de');
    expect(deleting.status).toBe(409);
    expect(deleting.body.error).toMatchObject({ code: 'BOOKINGS_AFFECTED', details: { count: 1 } });
    expect((deleting.body.error as { message: string }).message).toContain('betroffene Termine: 1');
    expect((await call('ownerA', 'DELETE', `${a.base}/staff/${a.staffId}`)).status).toBe(409);
    const noMondays = weekdays.filter((range) => range.weekday !== 1);
    expect(
      (await call('ownerA', 'PUT', `${a.base}/places/${a.placeId}/hours`, { weekly: noMondays })).status,
    ).toBe(409);
    const closed = { from: '2026-11-23', to: '2026-11-23', days: [{ date: '2026-11-23', closed: true }] };
    expect((await call('ownerA', 'PUT', `${a.base}/places/${a.placeId}/exceptions`, closed)).status).toBe(
      409,
    );
    expect(await digest()).toBe(before);
    const afternoon = weekdays.map((range) => ({ ...range, start: '08:00' }));
    expect(
      (await call('managerA', 'PUT', `${a.base}/places/${a.placeId}/hours`, { weekly: afternoon })).status,
    ).toBe(200);
  });

  it('refuses invalid input with a 400 in the caller language', async () => {
    const bad = await call(
      'ownerA',
      'POST',
      `${a.base}/services`,
      { placeId: a.placeId, name: '', durationMinutes: 0 },
      'fr',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    const badPolicy = {
      horizonDays: 0,
      leadTimeMinutes: -1,
      cancellationWindowMinutes: 0,
      slotStepMinutes: 15,
    };
    expect((await call('ownerA', 'PUT', `${a.base}/places/${a.placeId}/policy`, badPolicy)).status).toBe(400);
  });

  it('records who changed what, before and after, for every write', async () => {
    const rows = await database.db
      .select()
      .from(schema.partnerAuditLog)
      .where(eq(schema.partnerAuditLog.businessId, a.businessId))
      .orderBy(schema.partnerAuditLog.createdAt);
    expect(rows.map((row) => row.action)).toEqual([
      'business.create',
      'place.create',
      'place.hours',
      'staff.create',
      'service.create',
      'member.invite',
      'business.publish',
      'place.hours',
    ]);
    const hours = rows.at(-1);
    expect(hours?.before).toEqual(weekdays);
    expect(hours?.after).toEqual(weekdays.map((range) => ({ ...range, start: '08:00' })));
    await expect(database.db.execute(sql`delete from partner_audit_log`)).rejects.toThrow();
  });

  it("lets a manager change a place's details, audited", async () => {
    const changed = await call('managerA', 'PATCH', `${a.base}/places/${a.placeId}`, {
      name: 'Nova Studio West',
      latitude: 42.7,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Nova Studio West', latitude: 42.7 });
    const [row] = await database.db
      .select()
      .from(schema.partnerAuditLog)
      .where(eq(schema.partnerAuditLog.action, 'place.update'));
    expect(row).toMatchObject({
      businessId: a.businessId,
      subjectId: a.placeId,
      after: { name: 'Nova Studio West' },
    });
  });

  /** Everything a partner operation could change, as one digest. */
  async function digest(): Promise<string> {
    const result = await database.db.execute(sql`select md5(concat_ws('|',
      (select json_agg(b order by b.id)::text from businesses b),
      (select json_agg(l order by l.id)::text from locations l),
      (select json_agg(h order by h.id)::text from location_opening_hours h),
      (select json_agg(e order by e.id)::text from location_exceptions e),
      (select json_agg(s order by s.id)::text from services s),
      (select json_agg(s order by s.id)::text from staff s),
      (select json_agg(s order by s.staff_id, s.service_id)::text from staff_services s),
      (select json_agg(w order by w.id)::text from staff_working_hours w),
      (select json_agg(a order by a.id)::text from appointments a),
      (select json_agg(c order by c.id)::text from classes c),
      (select json_agg(s order by s.id)::text from class_sessions s),
      (select json_agg(p order by p.id)::text from membership_plans p),
      (select json_agg(i order by i.id)::text from membership_plan_items i),
      (select json_agg(m order by m.id)::text from memberships m),
      (select json_agg(m order by m.id)::text from media m),
      (select json_agg(f.media_id || f.variant || md5(f.image) order by f.media_id, f.variant)::text from media_files f),
      (select count(*)::text from notifications),
      (select json_agg(m order by m.id)::text from business_members m),
      (select json_agg(d order by d.business_id, d.locale)::text from business_descriptions d),
      (select json_agg(i order by i.id)::text from business_invitations i),
      (select count(*)::text from outbox_emails),
      (select count(*)::text from partner_audit_log))) as digest`);
    return resultRows<{ digest: string }>(result)[0]?.digest ?? '';
  }

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
