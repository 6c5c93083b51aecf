import type { AddressInfo } from 'node:net';
import { startNotificationDelivery } from '@kalendo/api';
import { apiTestClient, bodyOf, openTwoStaffMarketplace } from '@kalendo/api/testing';
import { schema } from '@kalendo/db';
import { insertAppointment, testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { startMailDelivery } from './start-mail-delivery.ts';

const [pglite] = await testDatabaseTargets();
const ORIGIN = 'http://localhost';
const HOUR = 3_600_000;

/** A real SMTP server on loopback, standing in for the mail provider. */
async function startSmtpStandIn() {
  const received: Array<{ to: string; data: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo[0]?.address ?? '', data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('notification emails over SMTP', () => {
  let world: Awaited<ReturnType<typeof openTwoStaffMarketplace>>;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let clock = new Date('2026-11-20T12:00:00Z');
  const stops: Array<() => Promise<void>> = [];

  const alice = () => apiTestClient(world.api, { cookie: world.alice });
  /** The messages Alice got so far, parsed as a mail client would. */
  const inbox = () =>
    Promise.all(smtp.received.filter((m) => m.to === 'alice@example.com').map((m) => simpleParser(m.data)));

  beforeAll(async () => {
    world = await openTwoStaffMarketplace(pglite as NonNullable<typeof pglite>, () => clock);
    await world.database.db
      .update(schema.users)
      .set({ locale: 'de' })
      .where(eq(schema.users.email, 'alice@example.com'));
    smtp = await startSmtpStandIn();
    const notifications = await startNotificationDelivery({
      database: world.database,
      publicOrigin: ORIGIN,
      now: () => clock,
      relayIntervalMs: 50,
      plannerIntervalMs: 50,
    });
    const mail = startMailDelivery({
      database: world.database,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Kalendo <no-reply@kalendo.app>',
      logger: createLogger('silent'),
      intervalMs: 50,
    });
    stops.push(
      () => notifications.stop(),
      () => mail.stop(),
      () => smtp.close(),
    );
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    await world.drop();
  });

  it("tells a reschedule and a cancellation by email in the reader's language, with text and HTML parts", async () => {
    const booked = await alice().bookings.$post({
      json: {
        items: [
          {
            locationSlug: 'lotus-center',
            serviceId: world.serviceId,
            staffId: world.maria,
            start: '2026-11-23T07:00:00Z',
          },
        ],
      },
      header: { 'idempotency-key': 'mail-book-1' },
    });
    expect(booked.status).toBe(201);
    const id = (await bodyOf<{ appointments: Array<{ id: string }> }>(booked)).appointments[0]?.id ?? '';
    expect(
      (
        await alice().me.appointments[':id'].reschedule.$post({
          param: { id },
          json: { start: '2026-11-23T08:00:00Z' },
          header: { 'idempotency-key': 'mail-move-1' },
        })
      ).status,
    ).toBe(200);
    // The move is told before the cancellation: its email still offers the calendar and the map.
    await expect.poll(async () => (await inbox()).length, { timeout: 15_000 }).toBe(3);
    expect((await alice().me.appointments[':id'].cancel.$post({ param: { id } })).status).toBe(200);
    // Besides the sign-up's email (in the language of the sign-up): the booking, the move, the cancellation.
    await expect
      .poll(async () => (await inbox()).map((m) => m.subject).sort(), { timeout: 15_000 })
      .toEqual([
        'Confirm your email for Kalendo',
        'Deine Buchung ist bestätigt',
        'Termin abgesagt',
        'Termin verschoben',
      ]);
    const moved = (await inbox()).find((m) => m.subject === 'Termin verschoben');
    expect(moved?.text).toContain('Hallo Alice');
    expect(moved?.text).toMatch(/jetzt am .*10:00 \(vorher .*9:00\)/);
    expect(moved?.text).toContain('https://www.google.com/maps/dir/?api=1&destination=');
    expect(moved?.text).toContain(`${ORIGIN}/api/v1/me/appointments/${id}.ics`);
    expect(moved?.html).toContain('Karte öffnen</a>');
    expect(moved?.attachments.map((a) => a.filename)).toEqual(['kalendo-appointment.ics']);
    const cancelled = (await inbox()).find((m) => m.subject === 'Termin abgesagt');
    // A cancelled appointment: where it was, but nothing to add to a calendar.
    expect(cancelled?.text).toContain('Adresse: ');
    expect(cancelled?.text).not.toContain('.ics');
    expect(cancelled?.attachments).toEqual([]);
  });

  it('sends the 24 h reminder once when the time comes', async () => {
    const start = new Date(Date.now() + 72 * HOUR);
    const [lotus] = await world.database.db
      .select()
      .from(schema.locations)
      .where(eq(schema.locations.slug, 'lotus-center'));
    const [alice] = await world.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'alice@example.com'));
    await insertAppointment(world.database.db, {
      location: lotus as NonNullable<typeof lotus>,
      serviceId: world.serviceId,
      staffId: world.elena,
      start,
      end: new Date(start.getTime() + HOUR),
      userId: alice?.id ?? null,
    });
    const before = (await inbox()).length;
    clock = new Date(start.getTime() - 24 * HOUR + 30_000);
    await expect.poll(async () => (await inbox()).length, { timeout: 15_000 }).toBe(before + 1);
    clock = new Date(start.getTime() - 24 * HOUR + 120_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const reminders = (await inbox()).filter((m) => m.subject === 'Terminerinnerung');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toMatch(/\(in 24 Stunden\)/);
  });
});
