import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import {
  cookiesOf,
  formPost as post,
  formPostPairs as postPairs,
  signUpAndSignIn,
  TEST_ORIGIN,
} from './testing/form-requests.ts';
import { partnerAccount } from './testing/partner-business-form.ts';

const DAY_MS = 86_400_000;
/** A day on Sofia's clock `days` ahead of now. */
const sofiaDay = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toLocaleDateString('en-CA', { timeZone: 'Europe/Sofia' });
const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));

/**
 * The partner's classes pages (ADR 045, 052): the timetable of each place (`?place=`), moving a session,
 * editing a plan; and the public class pages, kept for visitors without a cookie, following the publish.
 */
describe.each(await testDatabaseTargets())('partner classes pages on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let owner = '';
  let client = '';
  let businessId = '';
  let placeId = '';
  let placeSlug = '';
  let secondPlaceId = '';
  let sessionId = '';
  let southSessionId = '';
  let planId = '';
  const classesPage = () => `/en/partner/businesses/${businessId}/classes`;

  /** A JSON call of the API as a signed-in user. */
  async function api(method: string, path: string, body?: unknown, cookie = owner) {
    const response = await app.request(`/api/v1${path}`, {
      method,
      headers: {
        Origin: TEST_ORIGIN,
        Cookie: cookie,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  }
  const html = async (path: string, cookie = owner) =>
    (await app.request(path, { headers: cookie ? { Cookie: cookie } : {} })).text();

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    app = await createTestServer(database);
    owner = cookiesOf(await signUpAndSignIn(app, partnerAccount(`classes-owner-${target.kind}@example.com`)));
    client = cookiesOf(
      await signUpAndSignIn(app, {
        ...partnerAccount(`classes-client-${target.kind}@example.com`),
        firstName: 'Rada',
      }),
    );
    const created = await api('POST', '/partner/businesses', {
      name: 'Lotus Flow',
      locale: 'en',
      place: {
        name: 'Lotus Flow Centre',
        addressLine: 'ul. Vitosha 10',
        city: 'Sofia',
        citySlug: 'sofia',
        countryCode: 'BG',
        latitude: 42.69,
        longitude: 23.32,
        timeZone: 'Europe/Sofia',
        currency: 'EUR',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    businessId = created.body.id as string;
    placeId = (created.body.places as Array<{ id: string }>)[0]?.id ?? '';
    const base = `/partner/businesses/${businessId}`;
    expect((await api('PUT', `${base}/places/${placeId}/hours`, { weekly: everyDay })).status).toBe(200);
    const staff = await api('POST', `${base}/staff`, { placeId, name: 'Maria', workingHours: everyDay });
    const service = await api('POST', `${base}/services`, {
      placeId,
      name: 'Private lesson',
      durationMinutes: 60,
      priceMinor: 3000,
      currency: 'EUR',
      staffIds: [staff.body.id],
    });
    expect(service.status).toBe(201);
    const type = await api('POST', `${base}/classes`, {
      placeId,
      name: 'Sunrise Vinyasa',
      durationMinutes: 60,
      priceMinor: 1500,
      currency: 'EUR',
      defaultCapacity: 10,
    });
    const sessions = await api('POST', `${base}/class-sessions`, {
      classId: type.body.id,
      date: sofiaDay(5),
      time: '18:30',
    });
    expect(sessions.status, JSON.stringify(sessions.body)).toBe(201);
    sessionId = (sessions.body.items as Array<{ id: string }>)[0]?.id ?? '';
    const plan = await api('POST', `${base}/membership-plans`, {
      name: 'Five classes',
      description: 'For the early risers.',
      priceMinor: 6000,
      currency: 'EUR',
      periodDays: 30,
      credits: 5,
      classIds: [type.body.id],
      autoRenew: true,
    });
    planId = plan.body.id as string;
    // A second place of the business, as a business of the demo data has (no partner operation adds one).
    const [first] = await database.db.select().from(schema.locations).where(eq(schema.locations.id, placeId));
    if (!first) throw new Error('no place');
    placeSlug = first.slug;
    const { id: _id, createdAt: _created, ...copy } = first;
    const [second] = await database.db
      .insert(schema.locations)
      .values({ ...copy, slug: `${first.slug}-south`, name: 'Lotus Flow South' })
      .returning();
    secondPlaceId = second?.id ?? '';
    const southern = await api('POST', `${base}/classes`, {
      placeId: secondPlaceId,
      name: 'Evening Pilates',
      durationMinutes: 45,
      priceMinor: 1200,
      currency: 'EUR',
      defaultCapacity: 8,
    });
    const south = await api('POST', `${base}/class-sessions`, {
      classId: southern.body.id,
      date: sofiaDay(5),
      time: '19:00',
    });
    expect(south.status).toBe(201);
    southSessionId = (south.body.items as Array<{ id: string }>)[0]?.id ?? '';
  });
  afterAll(() => drop());

  it('keeps an anonymous class page without the draft’s classes, and shows them once published', async () => {
    const timetable = `/en/location/${placeSlug}/classes`;
    const classes = `/en/classes?location=${placeSlug}`;
    // Twice each: the second answer is the kept page (ADR 015), and still has no class of the draft.
    for (let i = 0; i < 2; i += 1) {
      expect(await html(classes, '')).not.toContain('Sunrise Vinyasa');
      expect((await app.request(timetable)).status).toBe(404);
    }
    expect((await api('POST', `/partner/businesses/${businessId}/publish`)).status).toBe(200);
    expect(await html(classes, '')).toContain('Sunrise Vinyasa');
    expect((await app.request(timetable)).status).toBe(200);
  });

  it('shows each place’s timetable by the address, the first place without one', async () => {
    const week = `week=${sofiaDay(5)}`;
    // The timetable links each session of the week shown (the forms below name every class type).
    const link = (id: string) => `classes/${id}"`;
    const first = await html(`${classesPage()}?${week}`);
    expect(first).toContain(link(sessionId));
    expect(first).not.toContain(link(southSessionId));
    expect(first).toContain('Lotus Flow South</option>');
    const south = await html(`${classesPage()}?place=${secondPlaceId}&${week}`);
    expect(south).toContain(link(southSessionId));
    expect(south).not.toContain(link(sessionId));
    expect(south).toContain(`place=${secondPlaceId}&amp;week=`);
    // An unknown place is the first one, never another business's.
    expect(await html(`${classesPage()}?place=00000000-0000-4000-8000-000000000000&${week}`)).toContain(
      link(sessionId),
    );
  });

  it('moves a session from its page on the place’s clock and tells the client who booked it', async () => {
    expect((await api('POST', '/me/class-bookings', { sessionId }, client)).status).toBe(201);
    const page = `${classesPage()}/${sessionId}`;
    expect(await html(page)).toContain('Move this session');
    const day = sofiaDay(6);
    const moved = await (
      await app.request(page, post({ intent: 'move', date: day, time: '07:15' }, owner))
    ).text();
    expect(moved).toContain('Session moved.');
    const [row] = await database.db
      .select({ startsAt: schema.classSessions.startsAt })
      .from(schema.classSessions)
      .where(eq(schema.classSessions.id, sessionId));
    expect(
      row?.startsAt.toLocaleString('en-CA', { timeZone: 'Europe/Sofia', hour12: false }).slice(0, 17),
    ).toBe(`${day}, 07:15`);
    const told = await database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.kind, 'class-session-moved'));
    expect(told).toHaveLength(1);

    const nonsense = await (
      await app.request(page, post({ intent: 'move', date: day, time: '25:99' }, owner))
    ).text();
    expect(nonsense).toContain('Some fields need your attention');
    const past = await (
      await app.request(page, post({ intent: 'move', date: sofiaDay(-2), time: '10:00' }, owner))
    ).text();
    expect(past).toContain('This time has already passed.');
    expect(await database.db.select().from(schema.notifications)).toHaveLength(1);
  });

  it('gives a session another teacher from its page and says why a busy one is refused (ADR 057)', async () => {
    const base = `/partner/businesses/${businessId}`;
    const ivan = await api('POST', `${base}/staff`, { placeId, name: 'Ivan', workingHours: everyDay });
    expect(ivan.status).toBe(201);
    const staff = (await api('GET', `${base}/staff`)).body.items as Array<{ id: string; name: string }>;
    const mariaId = staff.find((member) => member.name === 'Maria')?.id ?? '';
    const types = (await api('GET', `${base}/classes`)).body.items as Array<{ id: string; name: string }>;
    const classId = types.find((type) => type.name === 'Sunrise Vinyasa')?.id;
    const make = async (time: string, staffId: string | null) => {
      const made = await api('POST', `${base}/class-sessions`, { classId, staffId, date: sofiaDay(8), time });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return (made.body.items as Array<{ id: string }>)[0]?.id ?? '';
    };
    await make('11:00', mariaId);
    const open = await make('11:30', null);
    const page = `${classesPage()}/${open}`;
    const shown = await html(page);
    expect(shown).toContain('Change the teacher');
    expect(shown).toContain('>Ivan</option>');
    const changed = await (
      await app.request(page, post({ intent: 'teacher', staffId: ivan.body.id as string }, owner))
    ).text();
    expect(changed).toContain('Teacher changed.');
    const busy = await (await app.request(page, post({ intent: 'teacher', staffId: mariaId }, owner))).text();
    expect(busy).toContain('This teacher already teaches another class at that time.');
    const [row] = await database.db
      .select({ staffId: schema.classSessions.instructorStaffId })
      .from(schema.classSessions)
      .where(eq(schema.classSessions.id, open));
    expect(row?.staffId).toBe(ivan.body.id);
  });

  it('edits a plan on its own page, keeping what the form does not show', async () => {
    const page = `/en/partner/businesses/${businessId}/memberships/plans/${planId}`;
    expect(await html(`/en/partner/businesses/${businessId}/memberships`)).toContain(
      `memberships/plans/${planId}`,
    );
    const form = await html(page);
    expect(form).toContain('Edit Five classes');
    expect(form).toContain('value="60"');
    const saved = await (
      await app.request(
        page,
        postPairs(
          [
            ['intent', 'edit'],
            ['name', 'Six classes'],
            ['price', '70'],
            ['currency', 'EUR'],
            ['periodDays', '45'],
            ['credits', '6'],
            ['maxFreezeDays', '0'],
            ['classIds', (await database.db.select().from(schema.classes))[0]?.id ?? ''],
          ],
          owner,
        ),
      )
    ).text();
    expect(saved).toContain('Plan saved.');
    const [plan] = await database.db
      .select()
      .from(schema.membershipPlans)
      .where(eq(schema.membershipPlans.id, planId));
    expect(plan).toMatchObject({
      name: 'Six classes',
      priceMinor: 7000,
      periodDays: 45,
      credits: 6,
      description: 'For the early risers.',
      autoRenew: true,
    });
    const refused = await (
      await app.request(
        page,
        post({ intent: 'edit', name: '', price: '70', currency: 'EUR', periodDays: '0' }, owner),
      )
    ).text();
    expect(refused).toContain('Some fields need your attention');
    const audited = await database.db
      .select()
      .from(schema.partnerAuditLog)
      .where(
        and(
          eq(schema.partnerAuditLog.businessId, businessId),
          eq(schema.partnerAuditLog.action, 'membership-plan.update'),
        ),
      );
    expect(audited).toHaveLength(1);
    // Another business's member, or a plan that is not there, finds nothing.
    expect((await app.request(page, { headers: { Cookie: client } })).status).toBe(404);
    expect(
      (
        await app.request(
          `/en/partner/businesses/${businessId}/memberships/plans/00000000-0000-4000-8000-000000000000`,
          { headers: { Cookie: owner } },
        )
      ).status,
    ).toBe(404);
  });
});
