import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { users } from './auth.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';
import { formResponses } from './forms.ts';

/**
 * In-app notification; `action_url` is where tapping it leads (SPEC §3 push notification), a path on our
 * site. What happened is stored as a `kind` with its `params` and rendered in the reader's language when
 * read; `title` and `body` hold the fixed text of rows written before kinds existed (kind `message`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('message'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    title: text('title'),
    body: text('body'),
    actionUrl: text('action_url'),
    readAt: instant('read_at'),
    createdAt: createdAt(),
    /** When the relay handed it to the job queue for email and push (ADR 020); null: not yet. */
    dispatchedAt: instant('dispatched_at'),
  },
  (t) => [
    // The relay takes the oldest not yet dispatched.
    index('notifications_undispatched_idx').on(t.createdAt).where(sql`${t.dispatchedAt} is null`),
    // Newest first, keyset-paged on (created_at, id).
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The unread badge counts only these.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** SPEC §3/§7: provider, token, refresh_token, platforms. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    token: text('token').notNull().unique(),
    refreshToken: text('refresh_token'),
    platforms: text('platforms').array().notNull(),
    /** Web Push (provider `webpush`, token = the endpoint): the subscription's keys (RFC 8291). */
    p256dh: text('p256dh'),
    auth: text('auth'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('push_tokens_user_idx').on(t.userId),
    check(
      'push_tokens_web_push_keys',
      sql`${t.provider} <> 'webpush' OR (${t.p256dh} IS NOT NULL AND ${t.auth} IS NOT NULL)`,
    ),
  ],
);

/** A notification sent on a channel: at most one row each, so a retried job never sends twice. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'email' | 'push'>().notNull(),
    deliveredAt: instant('delivered_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notification_deliveries_pkey', columns: [t.notificationId, t.channel] }),
    check('notification_deliveries_channel', sql`${t.channel} in ('email', 'push')`),
  ],
);

/** A reminder planned for an appointment at one start time; a moved appointment gets new ones. */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    minutesBefore: integer('minutes_before').notNull(),
    startsAt: instant('starts_at').notNull(),
    plannedAt: instant('planned_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'appointment_reminders_pkey',
      columns: [t.appointmentId, t.minutesBefore, t.startsAt],
    }),
  ],
);

/** The one review request of a completed visit (issue 18). */
export const appointmentReviewRequests = pgTable('appointment_review_requests', {
  appointmentId: uuid('appointment_id')
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  plannedAt: instant('planned_at').notNull().defaultNow(),
});

/** A reminder of a form response still to fill, planned for one due time. */
export const formResponseReminders = pgTable(
  'form_response_reminders',
  {
    responseId: uuid('response_id')
      .notNull()
      .references(() => formResponses.id, { onDelete: 'cascade' }),
    dueAt: instant('due_at').notNull(),
    plannedAt: instant('planned_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'form_response_reminders_pkey', columns: [t.responseId, t.dueAt] })],
);

/** A file sent with an email; `content` is base64. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Outgoing email. Without SMTP configured, messages stay here and `/dev/mail` shows them. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    // The mailer takes the oldest unsent: without it each round read the whole table (a fan-out's
    // 10,000 emails, bodies and all) to find its 100.
    index('outbox_emails_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`),
  ],
);

/**
 * A user's private calendar feed (webcal). Only the SHA-256 of the token is kept: the URL is shown once,
 * when the feed is created or rotated; deleting the row revokes it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
