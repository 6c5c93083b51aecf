import {
  cancelAppointmentByPlace,
  cancelClassSession,
  moveClassSession,
  readNotificationContent,
} from '@kalendo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import * as schema from '../schema/index.ts';
import { addBookableStaff } from '../testing/add-bookable-staff.ts';
import { buyActiveMembership } from '../testing/buy-active-membership.ts';
import { insertAppointment } from '../testing/insert-appointment.ts';
import { insertClass, insertClassSession, type TestClass } from '../testing/insert-class.ts';
import { insertPlan } from '../testing/insert-plan.ts';
import { marketplaceTests, sharedMarketplace } from '../testing/marketplace-tests.ts';
import { createClassBookings } from './class-bookings.ts';
import { createClassSessionChanges } from './class-session-changes.ts';
import { createClassTimetable } from './class-timetable.ts';
import { PartnerRefusal } from './partner/partner-refusal.ts';
import { createPlaceCancellations } from './place-cancellations.ts';

const HOUR = 3_600_000;

/**
 * A place's changes that its clients are told about (issue 18): class sessions cancelled or moved and
 * appointments cancelled by the place. No partner portal calls them yet (issue 22): tested here, below it.
 */
describe.each(await marketplaceTests())("a place's changes on $kind", ({ it, target }) => {
  const shared = sharedMarketplace(it);
  let yoga: TestClass;
  let businessId: string;
  const now = new Date();

  async function user(name: string, locale = 'en'): Promise<string> {
    const id = `${name}-${target.kind}`;
    await shared.database.db.insert(schema.users).values({ id, name, email: `${id}@example.com`, locale });
    return id;
  }

  const notificationsOf = (userId: string) =>
    shared.database.db.select().from(schema.notifications).where(eq(schema.notifications.userId, userId));

  const member = (userId: string, planId: string) =>
    buyActiveMembership(shared.database.db, { userId, planId, now });

  it.beforeAll(async ({ marketplace }) => {
    yoga = await insertClass(marketplace.db, 'lotus-center', { name: 'Vinyasa flow' });
    const [place] = await marketplace.db
      .select()
      .from(schema.locations)
      .where(eq(schema.locations.slug, 'lotus-center'));
    businessId = place?.businessId ?? '';
  });

  it('cancels a class session: off the timetable, spots and waitlist released, a pass credit back, everyone told once', async () => {
    const startsAt = new Date(now.getTime() + 48 * HOUR);
    const sessionId = await insertClassSession(shared.database.db, yoga, {
      startsAt,
      capacity: 1,
      waitlistCapacity: 2,
    });
    const [bo, mila, other] = [await user('bo', 'bg'), await user('mila', 'de'), await user('other')];
    const membershipId = await member(
      bo,
      await insertPlan(shared.database.db, yoga, { name: 'Yoga 5', credits: 5 }),
    );
    const classes = createClassBookings(shared.database.db);
    expect((await classes.takeSpot({ userId: bo, sessionId, membershipId, now })).kind).toBe('booked');
    expect((await classes.takeSpot({ userId: mila, sessionId, now })).kind).toBe('waitlisted');
    const credits = async () =>
      (
        await shared.database.db
          .select()
          .from(schema.memberships)
          .where(eq(schema.memberships.id, membershipId))
      )[0]?.creditsLeft;
    expect(await credits()).toBe(4);

    const sessions = { sessions: createClassSessionChanges(shared.database.db) };
    // Another business's session is absent.
    expect(await cancelClassSession(sessions, { businessId: crypto.randomUUID(), sessionId, now })).toEqual({
      kind: 'not-found',
    });
    expect(await cancelClassSession(sessions, { businessId, sessionId, now })).toEqual({
      kind: 'cancelled',
      told: 2,
    });
    expect(await cancelClassSession(sessions, { businessId, sessionId, now })).toEqual({
      kind: 'already-cancelled',
    });
    expect(await credits()).toBe(5);
    const bookings = await shared.database.db
      .select()
      .from(schema.classBookings)
      .where(eq(schema.classBookings.sessionId, sessionId));
    expect(bookings.map((b) => b.status)).toEqual(['cancelled', 'cancelled']);
    // No spot is taken in a cancelled session, and it is not listed.
    expect(await classes.takeSpot({ userId: other, sessionId, now })).toEqual({ kind: 'not-found' });
    expect(await classes.findSession(sessionId)).toBeNull();
    const listed = await createClassTimetable(shared.database.db).list({ now, limit: 50 });
    expect(listed.map((s) => s.id)).not.toContain(sessionId);

    for (const [reader, locale] of [
      [bo, 'bg'],
      [mila, 'de'],
    ] as const) {
      const rows = await notificationsOf(reader);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.actionUrl).toBe(`/${locale}/classes?location=lotus-center`);
      expect(readNotificationContent(rows[0]?.kind ?? '', rows[0]?.params)).toEqual({
        kind: 'class-session-cancelled',
        params: {
          className: 'Vinyasa flow',
          place: 'Лотос Център',
          startsAt: startsAt.toISOString(),
          timeZone: 'Europe/Sofia',
        },
      });
    }
  });

  it('moves a class session: spots kept, holders told of the new and the old time; not to the past, not once begun', async () => {
    const startsAt = new Date(now.getTime() + 72 * HOUR);
    const sessionId = await insertClassSession(shared.database.db, yoga, { startsAt, capacity: 2 });
    const eva = await user('eva', 'fr');
    await createClassBookings(shared.database.db).takeSpot({ userId: eva, sessionId, now });
    const sessions = { sessions: createClassSessionChanges(shared.database.db) };
    const later = new Date(startsAt.getTime() + 2 * HOUR);
    await expect(
      moveClassSession(sessions, { businessId, sessionId, startsAt: new Date(now.getTime() - HOUR), now }),
    ).rejects.toMatchObject({ code: 'START_IN_PAST' });
    expect(await moveClassSession(sessions, { businessId, sessionId, startsAt: later, now })).toEqual({
      kind: 'moved',
      told: 1,
    });
    // Moved to where it is: nothing to tell.
    expect(await moveClassSession(sessions, { businessId, sessionId, startsAt: later, now })).toEqual({
      kind: 'moved',
      told: 0,
    });
    const [moved] = await shared.database.db
      .select()
      .from(schema.classSessions)
      .where(eq(schema.classSessions.id, sessionId));
    expect(moved?.endsAt.getTime()).toBe(later.getTime() + HOUR);
    const rows = await notificationsOf(eva);
    expect(rows).toHaveLength(1);
    expect(readNotificationContent(rows[0]?.kind ?? '', rows[0]?.params)).toMatchObject({
      kind: 'class-session-moved',
      params: { startsAt: later.toISOString(), previousStartsAt: startsAt.toISOString() },
    });
    const begun = new Date(later.getTime() + 60_000);
    expect(
      await moveClassSession(sessions, {
        businessId,
        sessionId,
        startsAt: new Date(begun.getTime() + HOUR),
        now: begun,
      }),
    ).toEqual({ kind: 'started' });
  });

  it("refuses a move onto its teacher's other session or appointment as the partner API's teacher-busy", async () => {
    const place = await addBookableStaff(shared.database.db, [`Tea ${target.kind}`], {
      startsAt: '08:00',
      endsAt: '20:00',
    });
    const staffId = place.staffIds[0] as string;
    const startsAt = new Date(now.getTime() + 96 * HOUR);
    const taught = await insertClassSession(shared.database.db, yoga, { startsAt, capacity: 2, staffId });
    const other = new Date(startsAt.getTime() + 3 * HOUR);
    await insertClassSession(shared.database.db, yoga, { startsAt: other, capacity: 2, staffId });
    const visit = new Date(startsAt.getTime() + 6 * HOUR);
    await insertAppointment(shared.database.db, {
      location: place.location,
      serviceId: place.serviceId,
      staffId,
      start: visit,
      end: new Date(visit.getTime() + HOUR),
      userId: await user('vic'),
    });
    const sessions = { sessions: createClassSessionChanges(shared.database.db) };
    const move = (to: Date) =>
      moveClassSession(sessions, { businessId, sessionId: taught, startsAt: to, now });
    await expect(move(new Date(other.getTime() + 30 * 60_000))).rejects.toEqual(
      new PartnerRefusal({ kind: 'teacher-busy', conflict: 'class-session' }),
    );
    await expect(move(new Date(visit.getTime() - 30 * 60_000))).rejects.toMatchObject({
      reason: { kind: 'teacher-busy', conflict: 'appointment' },
    });
    const [kept] = await shared.database.db
      .select({ startsAt: schema.classSessions.startsAt })
      .from(schema.classSessions)
      .where(eq(schema.classSessions.id, taught));
    expect(kept?.startsAt.getTime()).toBe(startsAt.getTime());
  });

  it('cancels an appointment for the place: the client gets an apology leading to its booking page, once', async () => {
    const place = await addBookableStaff(shared.database.db, [`Nia ${target.kind}`], {
      startsAt: '08:00',
      endsAt: '20:00',
    });
    const ugo = await user('ugo', 'it');
    const start = new Date(now.getTime() + 30 * HOUR);
    const appointment = await insertAppointment(shared.database.db, {
      location: place.location,
      serviceId: place.serviceId,
      staffId: place.staffIds[0] as string,
      start,
      end: new Date(start.getTime() + HOUR),
      userId: ugo,
    });
    const cancellations = { cancellations: createPlaceCancellations(shared.database.db) };
    const input = {
      businessId,
      appointmentId: appointment.id,
      actorUserId: ugo,
      reason: 'Il parrucchiere è malato',
      now,
    };
    expect(
      await cancelAppointmentByPlace(cancellations, { ...input, businessId: crypto.randomUUID() }),
    ).toEqual({ kind: 'not-found' });
    expect(await cancelAppointmentByPlace(cancellations, input)).toEqual({ kind: 'cancelled' });
    expect(await cancelAppointmentByPlace(cancellations, input)).toEqual({ kind: 'already-cancelled' });
    const [row] = await shared.database.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.id, appointment.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledAt: now });
    const rows = await notificationsOf(ugo);
    expect(rows.map((n) => [n.kind, n.actionUrl])).toEqual([
      ['appointment-cancelled-by-place', '/it/location/lotus-center/book'],
    ]);
    expect(readNotificationContent(rows[0]?.kind ?? '', rows[0]?.params)).toMatchObject({
      kind: 'appointment-cancelled-by-place',
      params: {
        appointment: { appointmentId: appointment.id, startsAt: start.toISOString() },
        reason: 'Il parrucchiere è malato',
      },
    });
    // A visit that has begun is the place's to mark, not to cancel.
    const begun = await insertAppointment(shared.database.db, {
      location: place.location,
      serviceId: place.serviceId,
      staffId: place.staffIds[0] as string,
      start: new Date(now.getTime() - HOUR),
      end: new Date(now.getTime() + HOUR),
      userId: ugo,
    });
    expect(await cancelAppointmentByPlace(cancellations, { ...input, appointmentId: begun.id })).toEqual({
      kind: 'started',
    });
  });
});
