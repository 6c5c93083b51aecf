import type { FormAnswers, FormDefinition, FormRule } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { businesses } from './businesses.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';

/**
 * A business-defined form and when it is asked (issue 19): before booking (inside checkout), before the
 * visit (a task due `due_hours_before` hours before the start) or once per client (again only after
 * `valid_months`). Its fields live in versions: editing makes a new one.
 */
export const forms = pgTable(
  'forms',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    rule: text('rule').$type<FormRule>().notNull().default('before-visit'),
    dueHoursBefore: integer('due_hours_before').notNull().default(24),
    validMonths: integer('valid_months').notNull().default(12),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('forms_rule_check', sql`${t.rule} in ('before-booking', 'before-visit', 'once-per-client')`),
    check('forms_due_hours_check', sql`${t.dueHoursBefore} between 0 and 720`),
    check('forms_valid_months_check', sql`${t.validMonths} between 1 and 120`),
  ],
);

/** One version of a form's definition; a response keeps the version it answered. */
export const formVersions = pgTable(
  'form_versions',
  {
    id: id(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<FormDefinition>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('form_versions_form_version_key').on(t.formId, t.version)],
);

export const formResponses = pgTable(
  'form_responses',
  {
    id: id(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    formVersionId: uuid('form_version_id')
      .notNull()
      .references(() => formVersions.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Appointment the response belongs to (kept as a plain id to avoid a schema cycle). */
    appointmentId: uuid('appointment_id'),
    /** The class spot it belongs to (issue 19), a plain id too; a response belongs to one or the other. */
    classBookingId: uuid('class_booking_id'),
    /** `todo`, `draft` or `done`; "expired" is read from the appointment (begun or cancelled). */
    state: text('state').$type<'todo' | 'draft' | 'done'>().notNull().default('todo'),
    dueAt: instant('due_at'),
    answers: jsonb('answers').$type<FormAnswers>().notNull().default({}),
    /** When it was submitted (signed). */
    signedAt: instant('signed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('form_responses_user_idx').on(t.userId, t.state, t.dueAt),
    index('form_responses_appointment_idx').on(t.appointmentId),
    index('form_responses_class_booking_idx').on(t.classBookingId),
    // The form reminder planner reads the responses still to fill by due time.
    index('form_responses_open_due_idx').on(t.dueAt).where(sql`${t.state} <> 'done'`),
    check('form_responses_state_check', sql`${t.state} in ('todo', 'draft', 'done')`),
  ],
);
