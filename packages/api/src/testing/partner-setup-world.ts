import { createHash } from 'node:crypto';
import { type Database, resultRows, schema } from '@kalendo/db';
import {
  insertAppointment,
  insertClassSession,
  insertPlan,
  type testDatabaseTargets,
} from '@kalendo/db/testing';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApi } from './create-test-api.ts';
import { type PartnerIds, partnerKit } from './partner-kit.ts';
import { sessionCookieOf, signUpThroughApi } from './sign-up.ts';

/** The partner set-up tests' clock. */
export const SETUP_NOW = new Date('2026-11-22T12:00:00Z');

/** A business of the set-up world with one of each thing the partner API acts on. */
export type SetupIds = PartnerIds & {
  appointmentId: string;
  classId: string;
  sessionId: string;
  planId: string;
  membershipId: string;
  clientKey: string;
  invitationId: string;
  memberId: string;
};

/** Everything a partner operation could change, as one digest. */
export async function databaseDigest(database: Database): Promise<string> {
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

type Target = Awaited<ReturnType<typeof testDatabaseTargets>>[number];

/**
 * The partner set-up tests' world, made before the file's tests (its hooks registered by the call): two
 * businesses ("Nova Studio" of ownerA, with a manager and a staff member, and "Orbit Salon" of ownerB), each
 * with a past walk-in, a class with a session to come, a plan, a pending membership of "client", an
 * invitation waiting and a member to act on; and a valid picture to upload. Read its fields in the tests.
 */
export function partnerSetupWorld(target: Target) {
  const cookies: Record<string, string> = {};
  let api: ReturnType<typeof createTestApi>;
  const world = {
    database: undefined as unknown as Database,
    api: undefined as unknown as ReturnType<typeof createTestApi>,
    a: undefined as unknown as SetupIds,
    b: undefined as unknown as SetupIds,
    /** A valid upload (a logo, icon or staff photo) for the picture operations of the matrix. */
    picture: new Uint8Array(),
    drop: async () => {},
    ...partnerKit(() => api, cookies),
  };
  const NOW = SETUP_NOW;
  const { call, setUp } = world;
  let database: Database;
  let a: SetupIds;
  let b: SetupIds;
  let picture: Uint8Array;
  let drop: () => Promise<void>;

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
    Object.assign(world, { database, api, a, b, picture, drop });
  });
  afterAll(() => world.drop());
  return world;
}
