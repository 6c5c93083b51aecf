import {
  createPushTokenRegistry,
  planDueFormReminders,
  planDueReminders,
  planDueReviewRequests,
  schema,
} from '@kalendo/db';
import {
  addBookableStaff,
  buyActiveMembership,
  insertAppointment,
  insertClass,
  insertForm,
  insertPlan,
} from '@kalendo/db/testing';
import { type PaymentRequest, payAtVenue, readNotificationContent } from '@kalendo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  notificationDeliveryTests,
  DELIVERY_TEST_ORIGIN as ORIGIN,
  sharedFixtures,
} from '../../testing/notification-delivery-tests.ts';

const HOUR = 3_600_000;

/** Notifications planned from the rows they are about (issue 18): review requests and form reminders. */
describe.each(await notificationDeliveryTests('Iva'))('planned notifications on $kind', ({ it, target }) => {
  const shared = sharedFixtures(it);

  async function user(id: string, locale: string) {
    await shared.database.db
      .insert(schema.users)
      .values({ id, name: `Name ${id}`, email: `${id}@example.com`, locale });
    return id;
  }

  /** A visit from `start` for one hour, in the given state. */
  const visit = (
    userId: string,
    start: Date,
    status: 'booked' | 'completed' | 'cancelled' | 'no_show' = 'completed',
  ) =>
    insertAppointment(shared.database.db, {
      location: shared.place.location,
      serviceId: shared.place.serviceId,
      staffId: shared.place.staffIds[0] as string,
      start,
      end: new Date(start.getTime() + HOUR),
      userId,
      status,
    });

  const notificationsOf = (userId: string) =>
    shared.database.db.select().from(schema.notifications).where(eq(schema.notifications.userId, userId));

  it('asks "How was your visit?" once after a completed visit, by in-app, email and push in the reader\'s language', async () => {
    const ana = await user(`ana-${target.kind}`, 'es');
    const subscription = shared.pushService.subscribe();
    await createPushTokenRegistry(shared.database.db).register(
      {
        userId: ana,
        provider: 'webpush',
        token: subscription.endpoint,
        refreshToken: null,
        platforms: ['web'],
        keys: subscription.keys,
      },
      new Date(),
    );
    const done = await visit(ana, new Date(Date.now() - 3 * HOUR));
    // Its end plus the delay (60 min) passed 1 h ago: due now.
    const delivery = await shared.startDelivery({
      relayIntervalMs: 50,
      plannerIntervalMs: 50,
    });
    await expect
      .poll(() => shared.pushService.received.filter((p) => p.endpoint === subscription.endpoint).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const [push] = shared.pushService.received.filter((p) => p.endpoint === subscription.endpoint);
    expect(push?.payload).toMatchObject({
      title: '¿Qué tal tu visita?',
      data: { action_url: `/es/appointments#appointment-${done.id}` },
    });
    const emailsToAna = () =>
      shared.database.db
        .select()
        .from(schema.outboxEmails)
        .where(eq(schema.outboxEmails.to, `${ana}@example.com`));
    await expect.poll(async () => (await emailsToAna()).length).toBe(1);
    const [email] = await emailsToAna();
    expect(email?.subject).toBe('¿Qué tal tu visita?');
    expect(email?.text).toContain(`${ORIGIN}/es/appointments#appointment-${done.id}`);
    // More rounds of the planner and the relay: nothing again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = await notificationsOf(ana);
    expect(rows.map((row) => row.kind)).toEqual(['review-request']);
    expect(readNotificationContent(rows[0]?.kind ?? '', rows[0]?.params).kind).toBe('review-request');
    expect(await emailsToAna()).toHaveLength(1);
    await delivery.stop();
  });

  it('renews a membership whose period ended on the job queue, once, and tells the member by email in their language', async () => {
    const eda = await user(`eda-${target.kind}`, 'tr');
    const yoga = await insertClass(shared.database.db, 'lotus-center', { name: 'Queue yoga' });
    const planId = await insertPlan(shared.database.db, yoga, { name: 'Aylık yoga', autoRenew: true });
    const bought = new Date(Date.now() - 31 * 24 * HOUR);
    const membershipId = await buyActiveMembership(shared.database.db, { userId: eda, planId, now: bought });
    const asked: PaymentRequest[] = [];
    const delivery = await shared.startDelivery({
      relayIntervalMs: 50,
      plannerIntervalMs: 50,
      payments: {
        method: 'card',
        async pay(request) {
          asked.push(request);
          return { kind: 'paid', reference: request.reference };
        },
        refund: payAtVenue.refund,
      },
    });
    const membership = async () =>
      (
        await shared.database.db
          .select()
          .from(schema.memberships)
          .where(eq(schema.memberships.id, membershipId))
      )[0];
    await expect
      .poll(async () => (await membership())?.validFrom.getTime(), { timeout: 15_000 })
      .toBe(bought.getTime() + 30 * 24 * HOUR);
    const emailsToEda = () =>
      shared.database.db
        .select()
        .from(schema.outboxEmails)
        .where(eq(schema.outboxEmails.to, `${eda}@example.com`));
    await expect.poll(async () => (await emailsToEda()).length, { timeout: 15_000 }).toBe(1);
    expect((await emailsToEda())[0]?.subject).toBe('Üyelik yenilendi');
    // More rounds: nothing renewed, paid or told again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(asked).toHaveLength(1);
    expect((await notificationsOf(eda)).map((row) => row.kind)).toEqual(['membership-renewed']);
    await delivery.stop();
  });

  it('asks only about completed visits without a review, after their end plus the delay, within a week', async () => {
    const ivo = await user(`ivo-${target.kind}`, 'bg');
    const ended = new Date(Date.now() - 10 * HOUR);
    const completed = await visit(ivo, ended);
    const reviewed = await visit(ivo, new Date(ended.getTime() - 2 * HOUR));
    await shared.database.db.insert(schema.reviews).values({
      businessId: shared.place.location.businessId,
      locationId: shared.place.location.id,
      appointmentId: reviewed.id,
      userId: ivo,
      authorName: 'Ivo',
      rating: 5,
    });
    await visit(ivo, new Date(ended.getTime() - 4 * HOUR), 'cancelled');
    await visit(ivo, new Date(ended.getTime() - 6 * HOUR), 'no_show');
    // Not marked completed by the place: no review would be accepted for it, so none is asked.
    await visit(ivo, new Date(ended.getTime() - 8 * HOUR), 'booked');
    const old = await visit(ivo, new Date(Date.now() - 9 * 24 * HOUR));
    const plan = (now: Date, delayMinutes = 60) =>
      planDueReviewRequests(shared.database.db, { now, delayMinutes });
    const end = completed.endsAt.getTime();
    // Before its end plus the delay: not yet.
    expect(await plan(new Date(end + 59 * 60_000))).toBe(0);
    // Then once, however often planned; the old visit (9 days) is past the week of grace.
    expect(await plan(new Date(end + 61 * 60_000))).toBe(1);
    expect(await plan(new Date(end + 62 * 60_000))).toBe(0);
    expect(await plan(new Date(end + 24 * HOUR))).toBe(0);
    const rows = await notificationsOf(ivo);
    expect(rows.map((row) => row.actionUrl)).toEqual([`/bg/appointments#appointment-${completed.id}`]);
    expect(rows[0]?.params).toEqual({ service: expect.any(String), place: 'Лотос Център' });
    expect(
      await shared.database.db
        .select()
        .from(schema.appointmentReviewRequests)
        .where(eq(schema.appointmentReviewRequests.appointmentId, old.id)),
    ).toEqual([]);
  });

  it('plans a fan-out of more review requests than one batch holds, each once', async () => {
    const many = await user(`many-${target.kind}`, 'en');
    const start = new Date(Date.now() - 30 * 24 * HOUR);
    for (let i = 0; i < 5; i++) await visit(many, new Date(start.getTime() - i * 2 * HOUR));
    const now = new Date(start.getTime() + 3 * HOUR);
    const rounds = [];
    for (let i = 0; i < 4; i++)
      rounds.push(await planDueReviewRequests(shared.database.db, { now, delayMinutes: 60, limit: 2 }));
    expect(rounds).toEqual([2, 2, 1, 0]);
    expect(await notificationsOf(many)).toHaveLength(5);
  });

  it('plans appointment reminders beyond one batch: each round reaches the rows not yet planned', async () => {
    const zoe = await user(`zoe-${target.kind}`, 'en');
    const start = new Date(Date.now() + 10 * 24 * HOUR);
    // Three staff members: one's appointments may not overlap.
    const crew = await addBookableStaff(
      shared.database.db,
      ['Ada', 'Bea', 'Cleo'].map((n) => `${n} ${target.kind}`),
      {
        startsAt: '08:00',
        endsAt: '20:00',
      },
    );
    for (const [i, staffId] of crew.staffIds.entries())
      await insertAppointment(shared.database.db, {
        location: crew.location,
        serviceId: crew.serviceId,
        staffId,
        start: new Date(start.getTime() + i * 60_000),
        end: new Date(start.getTime() + i * 60_000 + HOUR),
        userId: zoe,
      });
    const now = new Date(start.getTime() - 24 * HOUR + 5 * 60_000);
    const rounds = [];
    for (let i = 0; i < 3; i++)
      rounds.push(await planDueReminders(shared.database.db, { now, minutesBefore: [1440], limit: 2 }));
    expect(rounds).toEqual([2, 1, 0]);
    expect(await notificationsOf(zoe)).toHaveLength(3);
  });

  it('reminds of a form still to fill 24 h before it is due, once, and not of one filled or of a cancelled visit', async () => {
    const lea = await user(`lea-${target.kind}`, 'fr');
    const formId = await insertForm(shared.database.db, {
      serviceIds: [shared.place.serviceId],
      rule: 'before-visit',
      definition: { defaultLanguage: 'fr', title: { fr: 'Questionnaire santé' }, fields: [] },
    });
    await shared.database.db
      .update(schema.services)
      .set({ requiredFormId: null })
      .where(eq(schema.services.id, shared.place.serviceId));
    const [version] = await shared.database.db
      .select()
      .from(schema.formVersions)
      .where(eq(schema.formVersions.formId, formId));
    const visitAt = new Date(Date.now() + 5 * 24 * HOUR);
    const respond = async (appointmentId: string, state: 'todo' | 'draft' | 'done' = 'todo') => {
      const [row] = await shared.database.db
        .insert(schema.formResponses)
        .values({
          formId,
          formVersionId: version?.id ?? '',
          businessId: shared.place.location.businessId,
          userId: lea,
          appointmentId,
          state,
          dueAt: new Date(visitAt.getTime() - 24 * HOUR),
        })
        .returning();
      return row?.id ?? '';
    };
    const open = await respond((await visit(lea, visitAt, 'booked')).id, 'draft');
    await respond((await visit(lea, new Date(visitAt.getTime() + 2 * HOUR), 'booked')).id, 'done');
    await respond((await visit(lea, new Date(visitAt.getTime() + 4 * HOUR), 'cancelled')).id);
    const due = visitAt.getTime() - 24 * HOUR;
    const plan = (at: number) => planDueFormReminders(shared.database.db, { now: new Date(at) });
    expect(await plan(due - 24 * HOUR - 60_000)).toBe(0);
    expect(await plan(due - 24 * HOUR + 60_000)).toBe(1);
    expect(await plan(due - 24 * HOUR + 120_000)).toBe(0);
    // Past the grace period nothing is late-planned.
    expect(await plan(due - 60_000)).toBe(0);
    const rows = await notificationsOf(lea);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kind).toBe('form-reminder');
    expect(rows[0]?.actionUrl).toBe(`/fr/forms/${open}`);
    expect(readNotificationContent('form-reminder', rows[0]?.params)).toEqual({
      kind: 'form-reminder',
      params: {
        form: 'Questionnaire santé',
        place: 'Лотос Център',
        dueAt: new Date(due).toISOString(),
        timeZone: 'Europe/Sofia',
      },
    });
  });
});
