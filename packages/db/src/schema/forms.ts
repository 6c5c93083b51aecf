import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { businesses } from './businesses.ts';
import { createdAt, id, instant } from './columns.ts';

/** A business-defined form; `schema` is a JSON Schema of its fields. */
export const forms = pgTable('forms', {
  id: id(),
  businessId: uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  schema: jsonb('schema').$type<Record<string, unknown>>().notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const formResponses = pgTable(
  'form_responses',
  {
    id: id(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Appointment the response belongs to (kept as a plain id to avoid a schema cycle). */
    appointmentId: uuid('appointment_id'),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    signedAt: instant('signed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('form_responses_user_idx').on(t.userId)],
);
