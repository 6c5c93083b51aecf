import { type Database, deliverPendingEmails, type PendingEmail } from '@kalendo/db';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

const tracer = trace.getTracer('kalendo-mail');

/**
 * Sends the outbox through SMTP (`SMTP_URL`, e.g. `smtp://user:pass@mail.example:587`) every few seconds.
 * Without SMTP_URL nothing is sent: messages stay in the outbox and `/dev/mail` shows them.
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
  const transport = nodemailer.createTransport(options.smtpUrl);
  const send = async (email: PendingEmail) => {
    await transport.sendMail({
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
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = deliverPendingEmails(options.database.db, async (email) =>
      // ADR 021: each SMTP send is a span (no address or subject on it).
      tracer.startActiveSpan('smtp send', { kind: SpanKind.CLIENT }, async (span) => {
        try {
          await send(email);
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      }),
    )
      .then(({ sent, failed }) => {
        if (sent || failed) options.logger.info({ sent, failed }, 'outbox delivered');
        if (failed) options.onFailed?.(failed);
      })
      .catch((error: Error) => options.logger.error({ err: error }, 'outbox delivery failed'));
  };
  const timer = setInterval(tick, options.intervalMs ?? 5000);
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
