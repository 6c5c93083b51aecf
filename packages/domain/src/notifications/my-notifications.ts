import { DomainError } from '../errors/domain-error.ts';
import { readActionPath } from './action-path.ts';
import type {
  NotificationContent,
  NotificationPosition,
  NotificationStore,
  StoredNotification,
} from './notification-ports.ts';
import { readNotificationContent } from './read-notification-content.ts';

/** The largest page of notifications one request reads. */
export const MAX_NOTIFICATIONS_PAGE = 50;
/** Unread notifications are counted up to this many ("99+" beyond 99). */
export const UNREAD_COUNT_CAP = 100;

export interface NotificationsDeps {
  notifications: NotificationStore;
  now: () => Date;
  /** Whether a path's first segment is one of our languages (so the reader's replaces it). */
  isLocale: (segment: string) => boolean;
}

/** A notification as its reader sees it: checked content, and where tapping it leads in their language. */
export interface MyNotification {
  id: string;
  content: NotificationContent;
  /** The fixed text of a `message` row; null for rows of other kinds. */
  text: { title: string; body: string } | null;
  actionPath: string;
  readAt: Date | null;
  createdAt: Date;
}

export function describeNotification(
  stored: Omit<StoredNotification, 'position'>,
  locale: string,
  isLocale: (s: string) => boolean,
): MyNotification {
  const content = readNotificationContent(stored.kind, stored.params);
  return {
    id: stored.id,
    content,
    text: content.kind === 'message' ? { title: stored.title ?? '', body: stored.body ?? '' } : null,
    actionPath: readActionPath(stored.actionUrl, locale, isLocale),
    readAt: stored.readAt,
    createdAt: stored.createdAt,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeNotificationCursor(position: NotificationPosition): string {
  return Buffer.from(`${position.createdAtMicros}|${position.id}`).toString('base64url');
}

/** A cursor this API made, or INVALID_INPUT (a 400 naming the `cursor` field). */
export function decodeNotificationCursor(cursor: string): NotificationPosition {
  const invalid = () => new DomainError('INVALID_INPUT', 'cursor is not valid', { field: 'cursor' });
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw invalid();
  const [micros, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !micros || !/^\d{1,17}$/.test(micros) || !id || !UUID.test(id)) throw invalid();
  return { createdAtMicros: micros, id: id.toLowerCase() };
}

/** One page of the caller's notifications, newest first, in the reader's language's paths. */
export async function listMyNotifications(
  deps: NotificationsDeps,
  input: { userId: string; locale: string; limit: number; cursor?: string | undefined },
): Promise<{ items: MyNotification[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(1, Math.trunc(input.limit) || 1), MAX_NOTIFICATIONS_PAGE);
  const after = input.cursor ? decodeNotificationCursor(input.cursor) : undefined;
  const rows = await deps.notifications.list({
    userId: input.userId,
    limit: limit + 1,
    ...(after ? { after } : {}),
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => describeNotification(row, input.locale, deps.isLocale)),
    nextCursor: rows.length > limit && last ? encodeNotificationCursor(last.position) : null,
  };
}

/** How many of the caller's notifications are unread, up to `UNREAD_COUNT_CAP`. */
export function countUnreadNotifications(deps: NotificationsDeps, userId: string): Promise<number> {
  return deps.notifications.countUnread(userId, UNREAD_COUNT_CAP);
}

/** Marks one of the caller's notifications read; NOT_FOUND when it is not theirs (or does not exist). */
export async function markNotificationRead(
  deps: NotificationsDeps,
  input: { userId: string; id: string; locale: string },
): Promise<MyNotification> {
  const stored = await deps.notifications.markRead(input.userId, input.id, deps.now());
  if (!stored) throw new DomainError('NOT_FOUND', 'no such notification');
  return describeNotification(stored, input.locale, deps.isLocale);
}

/** Marks every unread notification of the caller read; how many changed. */
export function markAllNotificationsRead(deps: NotificationsDeps, userId: string): Promise<number> {
  return deps.notifications.markAllRead(userId, deps.now());
}
