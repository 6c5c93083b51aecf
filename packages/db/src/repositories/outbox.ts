import type { Db } from '../client/database.ts';
import { type EmailAttachment, outboxEmails } from '../schema/index.ts';

export type { EmailAttachment };

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
}

/** Writes an email to the outbox with `db` (or a transaction of it); its id. */
export async function writeOutgoingEmail(db: Db, email: OutgoingEmail): Promise<string> {
  const [row] = await db.insert(outboxEmails).values(email).returning({ id: outboxEmails.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** Writes emails to the outbox in one statement, with `db` (or a transaction of it). */
export async function writeOutgoingEmails(db: Db, emails: readonly OutgoingEmail[]): Promise<void> {
  if (emails.length > 0) await db.insert(outboxEmails).values([...emails]);
}

/** Outgoing email: written here first; the mailer delivers it through SMTP when one is configured. */
export function createOutbox(db: Db) {
  return {
    enqueue: (email: OutgoingEmail): Promise<string> => writeOutgoingEmail(db, email),
  };
}
