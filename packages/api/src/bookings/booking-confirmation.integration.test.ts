import { schema } from '@kalendo/db';
import { marketplaceTests, sharedMarketplace } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect } from 'vitest';
import { bodyOf } from '../testing/api-test-client.ts';
import { type BookingScenario, bookingScenario } from '../testing/booking-scenario.ts';

const ORIGIN = 'http://localhost';

describe.each(await marketplaceTests())('booking confirmation on $kind', ({ it }) => {
  const shared = sharedMarketplace(it);
  let world: BookingScenario;
  let serviceId = '';
  let maria = '';
  let cookie = '';
  let userId = '';

  const book = (key: string, start: string) => world.book(cookie, key, [world.item(start, maria)]);
  const emailsOfUser = () =>
    shared.database.db
      .select()
      .from(schema.outboxEmails)
      .where(eq(schema.outboxEmails.to, 'vesela@example.com'));
  const notificationsOfUser = () =>
    shared.database.db.select().from(schema.notifications).where(eq(schema.notifications.userId, userId));
  const basketOfUser = () =>
    shared.database.db.select().from(schema.basketItems).where(eq(schema.basketItems.userId, userId));

  it.beforeAll(async ({ marketplace }) => {
    world = await bookingScenario(marketplace)
      .clock(() => new Date('2026-11-20T12:00:00Z'))
      .client('Весела', 'vesela@example.com')
      .open();
    ({ serviceId } = world);
    [maria = ''] = world.staff;
    [cookie = ''] = world.clients;
    const [user] = await marketplace.db
      .update(schema.users)
      .set({ locale: 'bg' })
      .where(eq(schema.users.email, 'vesela@example.com'))
      .returning();
    userId = user?.id ?? '';
  });

  it('queues one email in the user’s language with the .ics attached, one notification, and empties the basket', async () => {
    await shared.database.db.insert(schema.basketItems).values([
      { userId, serviceId, staffId: maria, startsAt: new Date('2026-11-23T08:00:00Z') },
      { userId, serviceId, startsAt: new Date('2026-11-23T12:00:00Z') },
    ]);
    const emailsBefore = (await emailsOfUser()).length;
    const response = await book('confirm-0001', '2026-11-23T08:00:00Z');
    expect(response.status).toBe(201);
    const appointmentId = (await bodyOf<{ appointments: Array<{ id: string }> }>(response)).appointments[0]
      ?.id;

    const emails = await emailsOfUser();
    expect(emails).toHaveLength(emailsBefore + 1);
    const email = emails.find((e) => e.subject === 'Резервацията ти е потвърдена');
    expect(email).toBeDefined();
    expect(email?.text).toContain('Здравей, Весела!');
    expect(email?.text).toContain('Подстригване при Мария');
    // On the place's clock (Sofia, UTC+2), written the Bulgarian way.
    expect(email?.text).toMatch(/понеделник,\s23\sноември\s2026\D*10:00\D+10:45/);
    expect(email?.text).toContain('30,00\u00a0€');
    expect(email?.text).toContain('ул. Витоша 1');
    expect(email?.text).toContain(`${ORIGIN}/bg/appointments`);
    expect(email?.html).toContain('<li><strong>Подстригване при Мария</strong>');
    expect(email?.attachments).toHaveLength(1);
    const [file] = email?.attachments ?? [];
    expect(file?.filename).toMatch(/\.ics$/);
    expect(file?.contentType).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(
      ICAL.parse(Buffer.from(file?.content ?? '', 'base64').toString('utf8')),
    );
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    expect(events[0]?.getFirstPropertyValue('uid')).toBe(`${appointmentId}@kalendo.app`);

    const notifications = await notificationsOfUser();
    expect(notifications).toHaveLength(1);
    // A kind and its parameters, rendered in the reader's language when read; it leads to the appointment.
    expect(notifications[0]).toMatchObject({
      kind: 'booking-confirmed',
      title: null,
      body: null,
      actionUrl: `/bg/appointments#appointment-${appointmentId}`,
      params: {
        appointments: [
          {
            appointmentId,
            service: 'Подстригване',
            startsAt: '2026-11-23T08:00:00.000Z',
            endsAt: '2026-11-23T08:45:00.000Z',
            timeZone: 'Europe/Sofia',
          },
        ],
      },
    });

    const basket = await basketOfUser();
    expect(basket.map((item) => item.startsAt)).toEqual([new Date('2026-11-23T12:00:00Z')]);
  });

  it('adds nothing on a replay or a refused booking', async () => {
    const emailsBefore = (await emailsOfUser()).length;
    const replay = await book('confirm-0001', '2026-11-23T08:00:00Z');
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const taken = await book('confirm-0002', '2026-11-23T08:00:00Z');
    expect(taken.status).toBe(409);
    expect(await emailsOfUser()).toHaveLength(emailsBefore);
    expect(await notificationsOfUser()).toHaveLength(1);
    expect(await basketOfUser()).toHaveLength(1);
  });
});
