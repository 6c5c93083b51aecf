import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
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
