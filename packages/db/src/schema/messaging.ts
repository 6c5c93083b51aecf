import { index, pgTable, text } from 'drizzle-orm/pg-core';
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

/** Outgoing email. Without SMTP configured, messages stay here and `/dev/mail` shows them. */
export const outboxEmails = pgTable('outbox_emails', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
  sentAt: instant('sent_at'),
});
