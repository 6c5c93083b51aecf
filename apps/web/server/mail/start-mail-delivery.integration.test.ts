import type { AddressInfo } from 'node:net';
import { createOutbox, type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { startMailDelivery } from './start-mail-delivery.ts';

const [pglite] = await testDatabaseTargets();

/** A real SMTP server on loopback, standing in for the mail provider; it refuses one address. */
async function startSmtpStandIn() {
  const received: Array<{ to: string; data: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address === 'bounce@example.com') return callback(new Error('mailbox unavailable'));
      callback();
    },
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

describe('outbox delivery over SMTP', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await (pglite as NonNullable<typeof pglite>).open());
  });
  afterAll(() => drop());

  it('sends pending emails, marks them sent, and keeps the ones the server refused', async () => {
    const outbox = createOutbox(database.db);
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    await outbox.enqueue({
      to: 'maria@example.com',
      subject: 'Потвърди имейла си',
      text: 'Здравей, Мария',
      attachments: [
        {
          filename: 'booking.ics',
          contentType: 'text/calendar',
          content: Buffer.from(ics).toString('base64'),
        },
      ],
    });
    await outbox.enqueue({ to: 'bounce@example.com', subject: 'Reset', text: 'Hello' });
    const smtp = await startSmtpStandIn();
    const delivery = startMailDelivery({
      database,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Kalendo <no-reply@kalendo.app>',
      logger: createLogger('silent'),
      intervalMs: 100,
    });
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    await delivery.stop();
    await smtp.close();
    expect(smtp.received[0]?.to).toBe('maria@example.com');
    expect(smtp.received[0]?.data).toContain('From: Kalendo <no-reply@kalendo.app>');
    expect(smtp.received[0]?.data).toMatch(/Content-Type: text\/calendar; name="?booking\.ics/);
    expect(smtp.received[0]?.data).toContain(Buffer.from(ics).toString('base64'));
    const rows = await database.db.select().from(schema.outboxEmails);
    expect(rows.find((r) => r.to === 'maria@example.com')?.sentAt).toBeInstanceOf(Date);
    expect(rows.find((r) => r.to === 'bounce@example.com')?.sentAt).toBeNull();
  });
});
