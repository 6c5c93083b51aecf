import { type Database, enqueueNotification, schema } from '@kalendo/db';
import { addBookableStaff, insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import {
  appointmentCancelledByPlaceNotification,
  classSessionCancelledNotification,
  classSessionMovedNotification,
  formToFillNotification,
  reviewRequestNotification,
} from '@kalendo/domain';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost, TEST_ORIGIN as ORIGIN, signUpAndSignIn } from './testing/form-requests.ts';
import { overlayOf } from './testing/overlay-of.ts';
import { pinnedClock } from './testing/pinned-clock.ts';

/** The server's today: a Tuesday in Sofia. */
const clock = pinnedClock('2026-03-10T09:00', 'Europe/Sofia');
/** 08:00 UTC on the Monday after: bookable. */
const mondayStart = '2026-03-16T08:00:00Z';

describe.each(await testDatabaseTargets())('notifications page on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let cookie = '';
  let userId = '';
  let appointmentId = '';

  const page = async (path: string) => {
    const response = await app.request(path, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    return response.text();
  };
  const unreadBadge = (html: string) => /data-unread-badge="(\d+)"/.exec(html)?.[1] ?? null;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    const { serviceId, staffIds } = await addBookableStaff(database.db, ['Мария'], {
      startsAt: '09:00',
      endsAt: '17:00',
    });
    app = await createTestServer(database, { clock });
    const signedIn = await signUpAndSignIn(app, {
      firstName: 'Ana',
      lastName: 'Petrova',
      email: 'ana.notes@example.com',
      password: 'a-long-password-2026',
    });
    expect(signedIn.status).toBe(302);
    cookie = cookiesOf(signedIn);
    const [user] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'ana.notes@example.com'));
    userId = user?.id ?? '';

    // Nothing yet: the empty state, no badge.
    const empty = await page('/en/notifications');
    expect(empty).toContain('>No notifications yet<');
    expect(unreadBadge(empty)).toBeNull();

    const booked = await app.request('/api/v1/bookings', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        Cookie: cookie,
        'Idempotency-Key': 'notes-page-0001',
      },
      body: JSON.stringify({
        items: [{ locationSlug: 'lotus-center', serviceId, staffId: staffIds[0], start: mondayStart }],
      }),
    });
    expect(booked.status).toBe(201);
    appointmentId =
      ((await booked.json()) as { appointments: Array<{ id: string }> }).appointments[0]?.id ?? '';
  });
  afterAll(() => drop());

  it('sends a visitor without a session to sign-in and back', async () => {
    const response = await app.request('/en/notifications');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/sign-in?returnTo=%2Fen%2Fnotifications');
  });

  it('shows the booking, unread and grouped under today, with a badge on every page', async () => {
    const html = await page('/en/notifications');
    expect(html).toContain('<h1 tabindex="-1" class="text-3xl font-bold">Notifications</h1>');
    expect(html).toContain('>Booking confirmed<');
    expect(html).toContain('>New<');
    expect(html).toContain('>Today<');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Mark all as read<\/button>/);
    expect(unreadBadge(html)).toBe('1');
    expect(html).toContain('aria-label="1 unread notification"');
    // A page the same for everyone carries the badge in the visitor's overlay (ADR 040).
    const home = await page('/en/home');
    expect(overlayOf(home)?.unreadNotifications).toBe(1);
    // The same notification in the page's language.
    const german = await page('/de/notifications');
    expect(german).toContain('>Buchung bestätigt<');
    expect(german).toContain('>Heute<');
    expect(german).toContain('aria-label="1 ungelesene Benachrichtigung"');
    const russian = await page('/ru/notifications');
    expect(russian).toContain('>Запись подтверждена<');
  });

  it('pages with a real link, and starts over on a cursor it did not make', async () => {
    // The machine's clock, not the server's pinned one: the database's `now()` stamps a notification, and
    // the page groups them by the time it renders.
    const older = new Date(Date.now() - 3 * 86_400_000);
    await database.db.insert(schema.notifications).values(
      Array.from({ length: 24 }, (_, i) => ({
        userId,
        kind: 'review-request',
        params: { service: `Massage ${i}`, place: 'Lotus Center' },
        actionUrl: '/en/appointments',
        readAt: older,
        createdAt: new Date(older.getTime() - i * 60_000),
      })),
    );
    const first = await page('/en/notifications');
    const more = /href="\/en\/notifications\?cursor=([^"]+)"[^>]*>Load more</.exec(first);
    expect(more).not.toBeNull();
    expect(first).toContain('>Tell others about Massage 18 at Lotus Center.<');
    expect(first).not.toContain('Massage 19 at');
    const second = await page(`/en/notifications?cursor=${more?.[1]}`);
    expect(second).toContain('>Tell others about Massage 23 at Lotus Center.<');
    expect(second).toContain('>Back to the newest<');
    expect(second).not.toContain('>Load more<');

    const bad = await app.request('/en/notifications?cursor=forged!', { headers: { Cookie: cookie } });
    expect(bad.status).toBe(302);
    expect(bad.headers.get('location')).toBe('/en/notifications');
  });

  it('opens a notification: marked read, then to its appointment; a target off our site goes home', async () => {
    const [confirmed] = await database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.kind, 'booking-confirmed'));
    const opened = await app.request(
      '/de/notifications',
      formPost({ intent: 'open', id: confirmed?.id ?? '' }, cookie),
    );
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`/de/appointments#appointment-${appointmentId}`);
    expect(unreadBadge(await page('/en/home'))).toBeNull();

    const [evil] = await database.db
      .insert(schema.notifications)
      .values({ userId, title: 'Hello', body: 'Tap me', actionUrl: 'https://evil.example/' })
      .returning();
    expect(unreadBadge(await page('/en/notifications'))).toBe('1');
    const home = await app.request(
      '/en/notifications',
      formPost({ intent: 'open', id: evil?.id ?? '' }, cookie),
    );
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/en/home');

    // Someone else's id, or none: the page says so, in its language.
    const missing = await app.request(
      '/en/notifications',
      formPost({ intent: 'open', id: crypto.randomUUID() }, cookie),
    );
    expect(missing.status).toBe(200);
    expect(await missing.text()).toContain('role="alert"');
  });

  it('marks all as read: no badge, no "New"', async () => {
    await database.db.insert(schema.notifications).values([
      { userId, kind: 'review-request', params: { service: 'Yoga', place: 'Shanti' }, actionUrl: '/en/home' },
      {
        userId,
        kind: 'review-request',
        params: { service: 'Pilates', place: 'Shanti' },
        actionUrl: '/en/home',
      },
    ]);
    expect(unreadBadge(await page('/en/notifications'))).toBe('2');
    const marked = await app.request('/en/notifications', formPost({ intent: 'read-all' }, cookie));
    expect(marked.status).toBe(200);
    // Announced to screen readers (the button it came from is gone).
    expect(await marked.text()).toContain(
      'role="status" class="sr-only">All notifications are marked as read.<',
    );
    const after = await page('/en/notifications');
    expect(unreadBadge(after)).toBeNull();
    expect(after).not.toContain('>New<');
    expect(after).not.toContain('>Mark all as read<');
  });
  it("shows forms to fill, class changes, a cancellation by the place and a review request in the reader's language", async () => {
    const responseId = crypto.randomUUID();
    const session = {
      name: 'Vinyasa',
      startsAt: new Date('2026-12-01T16:00:00Z'),
      place: { name: 'Shanti', slug: 'shanti-yoga', timeZone: 'Europe/Sofia' },
    };
    const visit = {
      id: appointmentId,
      startsAt: new Date('2026-12-02T08:00:00Z'),
      endsAt: new Date('2026-12-02T09:00:00Z'),
      service: { name: 'Masaj' },
      place: { name: 'Lotus', timeZone: 'Europe/Sofia' },
    };
    const told = [
      reviewRequestNotification(visit, 'en'),
      appointmentCancelledByPlaceNotification(visit, 'lotus-center', 'en', 'Masörümüz hasta'),
      classSessionMovedNotification(session, new Date('2026-12-01T15:00:00Z'), 'en'),
      classSessionCancelledNotification(session, 'en'),
      formToFillNotification(
        {
          id: responseId,
          form: 'Sağlık formu',
          place: 'Lotus',
          dueAt: new Date('2026-11-30T08:00:00Z'),
          timeZone: 'Europe/Sofia',
        },
        'form-requested',
        'en',
      ),
    ];
    await database.db.transaction(async (tx) => {
      for (const notification of told) await enqueueNotification(tx, userId, notification);
    });
    const turkish = await page('/tr/notifications');
    for (const title of [
      'Ziyaretten önce doldurulacak bir form',
      'Ders iptal edildi',
      'Ders taşındı',
      'İşletme randevunuzu iptal etti',
      'Ziyaretin nasıldı?',
    ])
      expect(turkish).toContain(`>${title}<`);
    expect(turkish).toContain('“Sağlık formu”');
    // The place's reason for cancelling, in the reader's language around it.
    expect(turkish).toContain('Lotus mesajı: Masörümüz hasta');
    const [form] = await database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.kind, 'form-requested'));
    const opened = await app.request(
      '/tr/notifications',
      formPost({ intent: 'open', id: form?.id ?? '' }, cookie),
    );
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`/tr/forms/${responseId}`);
  });
});
