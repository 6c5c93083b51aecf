import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';

/** In-app notification; `action_url` is where tapping it leads (SPEC §3 push notification). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    actionUrl: text('action_url'),
    readAt: instant('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('push_tokens_user_idx').on(t.userId)],
);

/** A file sent with an email; `content` is base64. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Outgoing email. Without SMTP configured, messages stay here and `/dev/mail` shows them. */
export const outboxEmails = pgTable('outbox_emails', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
  createdAt: createdAt(),
  sentAt: instant('sent_at'),
});

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
