import type { DbTransaction } from '../../client/database.ts';
import { partnerAuditLog } from '../../schema/index.ts';

/** Who changed what (ADR 038). */
export interface AuditEntry {
  businessId: string;
  /** Null: Kalendo itself (a background re-check of a custom domain, ADR 053). */
  actorUserId: string | null;
  action: string;
  subjectKind:
    | 'business'
    | 'place'
    | 'service'
    | 'staff'
    | 'appointment'
    | 'class'
    | 'class-session'
    | 'membership-plan'
    | 'membership'
    | 'member'
    | 'invitation';
  subjectId: string;
  before?: unknown;
  after?: unknown;
}

/** Appends one audit row in the transaction of the change it records. */
export async function appendAudit(tx: DbTransaction, entry: AuditEntry): Promise<void> {
  await tx
    .insert(partnerAuditLog)
    .values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
