import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { businesses } from './businesses.ts';
import { createdAt, id } from './columns.ts';
import { staff } from './staff.ts';

/** A user's membership of a business (ADR 038): one per business and user; a staff member may be a staff row. */
export const businessMembers = pgTable(
  'business_members',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'owner' | 'manager' | 'staff'>().notNull(),
    /** The staff row a `staff`-role member is (null until linked). */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('business_members_business_user').on(t.businessId, t.userId),
    index('business_members_user_idx').on(t.userId),
    check('business_members_role', sql`${t.role} in ('owner', 'manager', 'staff')`),
    /** A staff row is at most one member's (ADR 049); only a staff-role member is one. */
    uniqueIndex('business_members_staff_once').on(t.staffId).where(sql`${t.staffId} is not null`),
    check('business_members_staff_role', sql`${t.staffId} is null or ${t.role} = 'staff'`),
  ],
);

/**
 * An invitation to join a business's team (ADR 049): the link's token is random and single-use, only its
 * sha-256 is kept; one pending invitation per business and address; it expires, is revoked or accepted.
 * A trigger (migration 0027) keeps at least one owner in `business_members`.
 */
export const businessInvitations = pgTable(
  'business_invitations',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    role: text('role').$type<'owner' | 'manager' | 'staff'>().notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    /** The language of the e-mail and of the link. */
    locale: text('locale').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** How many times the e-mail was sent (at most 5). */
    sends: integer('sends').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('business_invitations_token_hash').on(t.tokenHash),
    uniqueIndex('business_invitations_one_pending')
      .on(t.businessId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('business_invitations_role', sql`${t.role} in ('owner', 'manager', 'staff')`),
    check('business_invitations_email', sql`${t.email} = lower(${t.email}) and length(${t.email}) <= 254`),
    check('business_invitations_staff_role', sql`${t.staffId} is null or ${t.role} = 'staff'`),
    check('business_invitations_sends', sql`${t.sends} between 1 and 5`),
    check('business_invitations_one_end', sql`${t.acceptedAt} is null or ${t.revokedAt} is null`),
  ],
);

/**
 * Who changed what in a business, before and after (ADR 038). Append-only (a trigger refuses updates and
 * deletes); no foreign keys, so it outlives what it describes.
 */
export const partnerAuditLog = pgTable(
  'partner_audit_log',
  {
    id: id(),
    businessId: uuid('business_id').notNull(),
    actorUserId: text('actor_user_id'),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('partner_audit_log_business_time_idx').on(t.businessId, t.createdAt)],
);
