import { type Database, deliverPendingEmails, type PendingEmail } from '@kalendo/db';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Logger } from '../logger.ts';

/**
 * SMTP connections of one process, unless `SMTP_URL` says otherwise (`?maxConnections=`): an SMTP
 * exchange is a few round trips, so the rate grows with them (measured on loopback: about 20 emails a
 * second per connection on the loaded 2-core machine; 5, nodemailer's default, held a fan-out of 10,000
 * reminders to 100 a second).
 */
const CONNECTIONS = 10;
/** Emails one round takes (10 per connection); a round that sent any is followed by another at once. */
const BATCH = 100;
const tracer = trace.getTracer('kalendo-mail');

/**
 * Sends the outbox through SMTP (`SMTP_URL`, e.g. `smtp://user:pass@mail.example:587`) every few seconds,
 * over a pool of up to `CONNECTIONS` connections, round after round while rounds find emails to send. Without SMTP_URL
 * nothing is sent: messages stay in the outbox and `/dev/mail` shows them.
 */
export function startMailDelivery(options: {
  database: Database;
  smtpUrl: string;
  from: string;
  logger: Logger;
  intervalMs?: number;
  /** Told how many sends failed in a round (metrics, ADR 021); they are tried again later. */
  onFailed?: (count: number) => void;
}) {
  const url = new URL(options.smtpUrl);
  url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(CONNECTIONS));
  // Loaded only where mail is delivered (a process without SMTP never maps nodemailer: issue 14's memory).
  const transport = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport(url.toString()),
  );
  const send = async (email: PendingEmail) => {
    await (await transport).sendMail({
      from: options.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      ...(email.html ? { html: email.html } : {}),
      attachments: (email.attachments ?? []).map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: file.content,
        encoding: 'base64',
      })),
    });
  };
  // ADR 021: each SMTP send is a span (no address or subject on it).
  const traced = (email: PendingEmail) =>
    tracer.startActiveSpan('smtp send', { kind: SpanKind.CLIENT }, async (span) => {
      try {
        await send(email);
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    });
  const round = async () => {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const done = await deliverPendingEmails(options.database.db, traced, BATCH);
      sent += done.sent;
      failed += done.failed;
      // Until a round finds nothing: a fan-out's emails are sent as its jobs write them, not a tick later.
      // A round with failures waits for the next tick: the SMTP server may be down.
      if (done.sent === 0 || done.failed > 0) break;
    }
    if (sent || failed) options.logger.info({ sent, failed }, 'outbox delivered');
    if (failed) options.onFailed?.(failed);
  };
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(round)
      .catch((error: Error) => options.logger.error({ err: error }, 'outbox delivery failed'));
  };
  const timer = setInterval(tick, options.intervalMs ?? 5000);
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      (await transport).close();
    },
  };
}
