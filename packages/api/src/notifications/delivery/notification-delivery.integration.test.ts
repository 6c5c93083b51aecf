import { createPushTokenRegistry, enqueueNotification, planDueReminders, schema } from '@kalendo/db';
import { insertAppointment } from '@kalendo/db/testing';
import { appointmentCancelledNotification } from '@kalendo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createDnsTxtResolver } from '../../partner/dns-txt-resolver.ts';
import { startDnsStandIn } from '../../testing/dns-stand-in.ts';
import {
  notificationDeliveryTests,
  DELIVERY_TEST_ORIGIN as ORIGIN,
  sharedFixtures,
} from '../../testing/notification-delivery-tests.ts';

const HOUR = 3_600_000;

describe.each(await notificationDeliveryTests('Ana'))('notification delivery on $kind', ({ it, target }) => {
  const shared = sharedFixtures(it);
  /** The test's clock: moved to a reminder's moment. */
  let clock = new Date();

  async function user(id: string, settings: { locale: string; email?: boolean; push?: boolean }) {
    await shared.database.db.insert(schema.users).values({
      id,
      name: `Name ${id}`,
      email: `${id}@example.com`,
      locale: settings.locale,
      notifyEmail: settings.email ?? true,
      notifyPush: settings.push ?? true,
    });
    return id;
  }

  const subscribe = async (userId: string) => {
    const subscription = shared.pushService.subscribe();
    await createPushTokenRegistry(shared.database.db).register(
      {
        userId,
        provider: 'webpush',
        token: subscription.endpoint,
        refreshToken: null,
        platforms: ['web'],
        keys: subscription.keys,
      },
      new Date(),
    );
    return subscription;
  };

  const appointmentIn = (userId: string, hours: number) =>
    insertAppointment(shared.database.db, {
      location: shared.place.location,
      serviceId: shared.place.serviceId,
      staffId: shared.place.staffIds[0] as string,
      start: new Date(Date.now() + hours * HOUR),
      end: new Date(Date.now() + hours * HOUR + HOUR),
      userId,
    });

  const emailsTo = async (address: string) =>
    shared.database.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, address));
  const pushesTo = (endpoint: string) => shared.pushService.received.filter((p) => p.endpoint === endpoint);

  it("reminds 24 h before, in the reader's language, by in-app, email and push, once", async () => {
    const maria = await user(`maria-${target.kind}`, { locale: 'bg' });
    const phone = await subscribe(maria);
    const appointment = await appointmentIn(maria, 72);
    clock = new Date(appointment.startsAt.getTime() - 24 * HOUR + 60_000);
    await shared.startDelivery({
      now: () => clock,
      relayIntervalMs: 50,
      plannerIntervalMs: 50,
    });
    await expect.poll(() => pushesTo(phone.endpoint).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await emailsTo(`${maria}@example.com`)).length).toBe(1);
    const [email] = await emailsTo(`${maria}@example.com`);
    expect(email?.subject).toBe('Напомняне за час');
    expect(email?.text).toContain('Здравей, Name');
    expect(email?.text).toContain('Адрес: Лотос Център, ул. Витоша 1, София, BG');
    expect(email?.text).toContain('https://www.google.com/maps/dir/?api=1&destination=');
    expect(email?.text).toContain(`${ORIGIN}/api/v1/me/appointments/${appointment.id}.ics`);
    expect(email?.text).toContain(`${ORIGIN}/bg/appointments#appointment-${appointment.id}`);
    expect(email?.html).toContain('<a href="https://www.google.com/maps/dir/');
    expect(email?.attachments[0]?.filename).toBe('kalendo-appointment.ics');
    const ics = email?.attachments[0]?.content ?? '';
    expect(Buffer.from(ics, 'base64').toString()).toContain('BEGIN:VEVENT');
    const [push] = pushesTo(phone.endpoint);
    expect(push?.vapidKey).toBe(shared.vapid.publicKey);
    expect(push?.payload).toMatchObject({
      title: 'Напомняне за час',
      data: { action_url: `/bg/appointments#appointment-${appointment.id}` },
    });
    expect(push?.payload).toMatchObject({ body: expect.stringMatching(/\(след 24 часа\)$/) });
    const inApp = await shared.database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, maria));
    expect(inApp.map((n) => n.kind)).toEqual(['appointment-reminder']);
    // More rounds of the planner and relay send nothing again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
    expect(await emailsTo(`${maria}@example.com`)).toHaveLength(1);
    expect(shared.pushService.refused).toEqual([]);
  });

  it("plans what is due at once when asked (its clock moved forward), not at the planner's next round", async () => {
    const nikos = await user(`nikos-${target.kind}`, { locale: 'el' });
    const phone = await subscribe(nikos);
    // Far beyond the reminders of the other tests' deliveries, which keep running on their own clock.
    const appointment = await appointmentIn(nikos, 200);
    let now = new Date();
    const delivery = await shared.startDelivery({
      now: () => now,
      relayIntervalMs: HOUR,
      plannerIntervalMs: HOUR,
    });
    // The first round, on the clock as it was: nothing due.
    await delivery.planDue();
    const planned = () =>
      shared.database.db.select().from(schema.notifications).where(eq(schema.notifications.userId, nikos));
    expect(await planned()).toHaveLength(0);
    now = new Date(appointment.startsAt.getTime() - 24 * HOUR + 60_000);
    await delivery.planDue();
    expect((await planned()).map((n) => n.kind)).toEqual(['appointment-reminder']);
    await expect.poll(() => pushesTo(phone.endpoint).length, { timeout: 15_000 }).toBe(1);
    expect(pushesTo(phone.endpoint)[0]?.payload).toMatchObject({
      title: 'Υπενθύμιση ραντεβού',
      data: { action_url: `/el/appointments#appointment-${appointment.id}` },
    });
    await delivery.stop();
  });

  it('sends by the channels the user chose, and forgets a subscription the push service dropped', async () => {
    const ivan = await user(`ivan-${target.kind}`, { locale: 'en', email: false });
    const gone = await subscribe(ivan);
    const kept = await subscribe(ivan);
    shared.pushService.expire(gone);
    const appointment = await appointmentIn(ivan, 96);
    await shared.database.db.transaction(async (tx) => {
      await enqueueNotification(
        tx,
        ivan,
        appointmentCancelledNotification(
          {
            id: appointment.id,
            startsAt: appointment.startsAt,
            endsAt: appointment.endsAt,
            service: { name: 'Haircut' },
            place: { name: 'Lotus Center', timeZone: 'Europe/Sofia' },
          },
          'en',
        ),
      );
    });
    await expect.poll(() => pushesTo(kept.endpoint).length, { timeout: 15_000 }).toBe(1);
    expect(pushesTo(kept.endpoint)[0]?.payload).toMatchObject({ title: 'Appointment cancelled' });
    await expect
      .poll(async () =>
        (
          await shared.database.db.select().from(schema.pushTokens).where(eq(schema.pushTokens.userId, ivan))
        ).map((t) => t.token),
      )
      .toEqual([kept.endpoint]);
    expect(await emailsTo(`${ivan}@example.com`)).toHaveLength(0);
  });

  it("plans a moved appointment's reminders at its new time only, and none for a cancelled one", async () => {
    const elena = await user(`elena-${target.kind}`, { locale: 'el' });
    const moved = await appointmentIn(elena, 120);
    const cancelled = await appointmentIn(elena, 121);
    await shared.database.db
      .update(schema.appointments)
      .set({ status: 'cancelled' })
      .where(eq(schema.appointments.id, cancelled.id));
    const newStart = new Date(moved.startsAt.getTime() + 24 * HOUR);
    await shared.database.db
      .update(schema.appointments)
      .set({
        startsAt: newStart,
        endsAt: new Date(newStart.getTime() + HOUR),
        busyStartsAt: newStart,
        busyEndsAt: new Date(newStart.getTime() + HOUR),
      })
      .where(eq(schema.appointments.id, moved.id));
    const plan = (at: Date) => planDueReminders(shared.database.db, { now: at, minutesBefore: [1440, 120] });
    // At the old time's reminder moments: nothing (neither appointment starts then any more).
    expect(await plan(new Date(moved.startsAt.getTime() - 24 * HOUR + 60_000))).toBe(0);
    expect(await plan(new Date(cancelled.startsAt.getTime() - 2 * HOUR + 60_000))).toBe(0);
    // At the new time's: the 24 h reminder, once however often planned; then the 2 h one.
    expect(await plan(new Date(newStart.getTime() - 24 * HOUR + 60_000))).toBe(1);
    expect(await plan(new Date(newStart.getTime() - 24 * HOUR + 120_000))).toBe(0);
    expect(await plan(new Date(newStart.getTime() - 2 * HOUR))).toBe(1);
    // Down past the grace period: a reminder that would come late is not sent.
    expect(await plan(new Date(newStart.getTime() - 60_000))).toBe(0);
    const rows = await shared.database.db
      .select({ params: schema.notifications.params })
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, elena));
    const offsets = rows.map((r) => (r.params as { minutesBefore: number }).minutesBefore);
    expect(offsets.sort((a, b) => b - a)).toEqual([1440, 120]);
  });

  it('re-checks a verified custom domain in its rounds; the third failure tells the owner by email, in their language', async () => {
    const dns = await startDnsStandIn(new Map());
    try {
      const owner = await user(`domain-owner-${target.kind}`, { locale: 'de', push: false });
      const [place] = await shared.database.db
        .update(schema.locations)
        .set({
          customDomainToken: '0123456789abcdef0123456789abcdef',
          customDomainFailedChecks: 2,
          customDomainNextCheckAt: new Date(Date.now() - HOUR),
        })
        .where(eq(schema.locations.customDomain, 'booking.lotus.example'))
        .returning({ id: schema.locations.id, businessId: schema.locations.businessId });
      if (!place) throw new Error('no sample domain');
      await shared.database.db
        .insert(schema.businessMembers)
        .values({ businessId: place.businessId, userId: owner, role: 'owner' });
      const delivery = await shared.startDelivery({
        relayIntervalMs: HOUR,
        plannerIntervalMs: HOUR,
        customDomains: {
          resolver: createDnsTxtResolver({ servers: [dns.server], timeoutMs: 150 }),
          intervalMs: HOUR,
        },
      });
      await delivery.planDue();
      const [after] = await shared.database.db
        .select({ verifiedAt: schema.locations.customDomainVerifiedAt })
        .from(schema.locations)
        .where(eq(schema.locations.id, place.id));
      expect(after?.verifiedAt).toBeNull();
      expect(dns.asked).toContain('_kalendo-verify.booking.lotus.example');
      await expect
        .poll(async () => (await emailsTo(`${owner}@example.com`)).length, { timeout: 15_000 })
        .toBe(1);
      const [email] = await emailsTo(`${owner}@example.com`);
      expect(email?.subject).toBe('Ihre eigene Domain wird nicht mehr verwendet');
      expect(email?.text).toContain(`${ORIGIN}/de/partner/businesses/${place.businessId}/distribution`);
      await delivery.stop();
    } finally {
      await dns.close();
    }
  });
});
