import { describe, expect, it } from 'vitest';
import { storedAppointment } from '../appointments/stored-appointment-fixture.ts';
import { DomainError } from '../errors/domain-error.ts';
import { readActionPath, sameOriginActionPath } from './action-path.ts';
import { bookingConfirmedNotification } from './appointment-notifications.ts';
import {
  countUnreadNotifications,
  decodeNotificationCursor,
  encodeNotificationCursor,
  listMyNotifications,
  MAX_NOTIFICATIONS_PAGE,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationsDeps,
} from './my-notifications.ts';
import type { NotificationStore, StoredNotification } from './notification-ports.ts';
import { MAX_NOTIFIED_APPOINTMENTS } from './notified-appointment.ts';
import { readNotificationContent } from './read-notification-content.ts';

const LOCALES = new Set(['en', 'de', 'bg']);
const isLocale = (segment: string) => LOCALES.has(segment);
const uuid = (i: number) => `0b7c3f0e-1111-4222-8333-${String(i).padStart(12, '0')}`;

/** Rows of one user, `count` of them, one second apart; the newest is `uuid(count - 1)`. */
function rows(count: number, userId = 'u'): Array<StoredNotification & { userId: string }> {
  return Array.from({ length: count }, (_, i) => ({
    userId,
    id: uuid(i),
    kind: 'review-request',
    params: { service: `Service ${i}`, place: 'Studio' },
    title: null,
    body: null,
    actionUrl: '/en/appointments',
    readAt: null,
    createdAt: new Date(Date.UTC(2026, 10, 20, 10, 0, i)),
    position: { createdAtMicros: String(Date.UTC(2026, 10, 20, 10, 0, i) * 1000), id: uuid(i) },
  }));
}

/** An in-memory store with the adapter's order and scoping (newest first; keyset after a position). */
function memoryStore(all: Array<StoredNotification & { userId: string }>): NotificationStore {
  const before = (a: StoredNotification, p: { createdAtMicros: string; id: string }) =>
    BigInt(a.position.createdAtMicros) < BigInt(p.createdAtMicros) ||
    (a.position.createdAtMicros === p.createdAtMicros && a.id < p.id);
  const mine = (userId: string) =>
    all
      .filter((row) => row.userId === userId)
      .sort((a, b) => (before(a, b.position) ? 1 : before(b, a.position) ? -1 : 0));
  return {
    list: async ({ userId, limit, after }) =>
      mine(userId)
        .filter((row) => !after || before(row, after))
        .slice(0, limit),
    countUnread: async (userId, cap) => Math.min(cap, mine(userId).filter((row) => !row.readAt).length),
    markRead: async (userId, id, now) => {
      const row = mine(userId).find((r) => r.id === id);
      if (!row) return null;
      row.readAt ??= now;
      return row;
    },
    markAllRead: async (userId, now) => {
      const unread = mine(userId).filter((row) => !row.readAt);
      for (const row of unread) row.readAt = now;
      return unread.length;
    },
  };
}

const NOW = new Date('2026-11-26T08:00:00Z');
const deps = (store: NotificationStore): NotificationsDeps => ({
  notifications: store,
  now: () => NOW,
  isLocale,
});

describe('listMyNotifications', () => {
  it('pages newest first without gaps or repeats, and bounds the page size', async () => {
    const store = memoryStore(rows(120));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listMyNotifications(deps(store), { userId: 'u', locale: 'de', limit: 1000, cursor });
      expect(page.items.length).toBeLessThanOrEqual(MAX_NOTIFICATIONS_PAGE);
      seen.push(...page.items.map((n) => n.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(
      rows(120)
        .map((r) => r.id)
        .reverse(),
    );
  });

  it('renders paths in the reader’s language and reads the kind’s parameters', async () => {
    const page = await listMyNotifications(deps(memoryStore(rows(1))), {
      userId: 'u',
      locale: 'bg',
      limit: 5,
    });
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toMatchObject({
      actionPath: '/bg/appointments',
      content: { kind: 'review-request', params: { service: 'Service 0', place: 'Studio' } },
      text: null,
    });
  });

  it('refuses a cursor it did not make as invalid input', async () => {
    for (const cursor of ['nonsense!', Buffer.from('1|x').toString('base64url'), 'a'.repeat(300)])
      await expect(
        listMyNotifications(deps(memoryStore([])), { userId: 'u', locale: 'en', limit: 5, cursor }),
      ).rejects.toMatchObject({ code: 'INVALID_INPUT', details: { field: 'cursor' } });
    const position = { createdAtMicros: '1795600000123456', id: uuid(7) };
    expect(decodeNotificationCursor(encodeNotificationCursor(position))).toEqual(position);
  });
});

describe('reading and counting', () => {
  it('marks one read, only the caller’s; counts and marks all', async () => {
    const all = [
      ...rows(3),
      ...rows(2, 'other').map((r) => ({ ...r, id: uuid(50 + Number(r.id.slice(-1))) })),
    ];
    const store = memoryStore(all);
    expect(await countUnreadNotifications(deps(store), 'u')).toBe(3);
    const read = await markNotificationRead(deps(store), { userId: 'u', id: uuid(1), locale: 'en' });
    expect(read.readAt).toEqual(NOW);
    await expect(
      markNotificationRead(deps(store), { userId: 'u', id: uuid(50), locale: 'en' }),
    ).rejects.toBeInstanceOf(DomainError);
    expect(await countUnreadNotifications(deps(store), 'u')).toBe(2);
    expect(await markAllNotificationsRead(deps(store), 'u')).toBe(2);
    expect(await countUnreadNotifications(deps(store), 'u')).toBe(0);
    expect(await countUnreadNotifications(deps(store), 'other')).toBe(2);
  });
});

describe('action paths', () => {
  it('keeps paths of this site and refuses every other target', () => {
    expect(sameOriginActionPath('/en/appointments#appointment-1')).toBe('/en/appointments#appointment-1');
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\tevil',
      'javascript:alert(1)',
      'en/home',
      '/.//evil.example',
      null,
      42,
      `/${'a'.repeat(600)}`,
    ])
      expect(sameOriginActionPath(bad)).toBeNull();
  });

  it('leads to the reader’s language, or home when the stored target is not ours', () => {
    expect(readActionPath('/en/appointments#appointment-1', 'de', isLocale)).toBe(
      '/de/appointments#appointment-1',
    );
    expect(readActionPath('/en', 'bg', isLocale)).toBe('/bg');
    expect(readActionPath('/download-application', 'de', isLocale)).toBe('/download-application');
    expect(readActionPath('https://evil.example/en/home', 'de', isLocale)).toBe('/de/home');
    expect(readActionPath(null, 'en', isLocale)).toBe('/en/home');
  });
});

describe('notification content', () => {
  it('composes a booking confirmation with at most ten appointments, linking the first', () => {
    const many = Array.from({ length: 12 }, (_, i) => storedAppointment({ id: uuid(i) }));
    const made = bookingConfirmedNotification(many, 'de');
    expect(made.kind).toBe('booking-confirmed');
    expect(made.actionUrl).toBe(`/de/appointments#appointment-${uuid(0)}`);
    if (made.kind === 'booking-confirmed')
      expect(made.params.appointments).toHaveLength(MAX_NOTIFIED_APPOINTMENTS);
  });

  it('reads broken or unknown parameters as a plain message', () => {
    expect(readNotificationContent('booking-confirmed', { appointments: [{ service: 1 }] }).kind).toBe(
      'message',
    );
    expect(readNotificationContent('appointment-cancelled', null).kind).toBe('message');
    expect(readNotificationContent('something-new', {}).kind).toBe('message');
    expect(readNotificationContent('review-request', { service: 'Yoga', place: 'Shanti' })).toEqual({
      kind: 'review-request',
      params: { service: 'Yoga', place: 'Shanti' },
    });
  });
});
