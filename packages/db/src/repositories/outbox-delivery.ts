import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import type { EmailAttachment } from '../schema/index.ts';

export interface PendingEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: EmailAttachment[];
}

/**
 * Takes the oldest unsent emails and marks them sent once `send` succeeds, all in one transaction; rows
 * another process is already sending are skipped (FOR UPDATE SKIP LOCKED), so several servers can deliver.
 * The batch is sent at once (the transport bounds its connections) and the sent rows are marked in one
 * statement. A failed send leaves its email unsent for the next round.
 */
export async function deliverPendingEmails(
  db: Db,
  send: (email: PendingEmail) => Promise<void>,
  batchSize = 20,
): Promise<{ sent: number; failed: number }> {
  return db.transaction(async (tx) => {
    const pending = resultRows<PendingEmail>(
      await tx.execute(sql`
        select id, "to", subject, text, html, attachments from outbox_emails
        where sent_at is null order by created_at limit ${batchSize}
        for update skip locked`),
    );
    const outcomes = await Promise.allSettled(pending.map((email) => send(email)));
    const sent = pending.filter((_, i) => outcomes[i]?.status === 'fulfilled').map((email) => email.id);
    if (sent.length > 0)
      await tx.execute(
        sql`update outbox_emails set sent_at = now() where id in (${sql.join(
          sent.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    return { sent: sent.length, failed: pending.length - sent.length };
  });
}

/** The newest emails, for the development outbox page. */
export async function listRecentEmails(db: Db, limit = 50) {
  return resultRows<PendingEmail & { created_at: string | Date; sent_at: string | Date | null }>(
    await db.execute(sql`
      select id, "to", subject, text, html, attachments, created_at, sent_at from outbox_emails
      order by created_at desc limit ${limit}`),
  );
}
