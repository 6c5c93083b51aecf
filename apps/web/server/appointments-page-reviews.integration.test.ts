import { type Database, schema } from '@kalendo/db';
import {
  addBookableStaff,
  insertAppointment,
  insertSampleMarketplace,
  testDatabaseTargets,
} from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost, signUpAndSignIn } from './testing/form-requests.ts';
import { pinnedClock } from './testing/pinned-clock.ts';

const HOUR = 3_600_000;

/** The https URL of the calendar feed, shown in the page's read-only field. */
function feedUrlIn(html: string): string {
  const url = html.match(/<input[^>]*value="(https?:\/\/[^"]+\.ics)"/)?.[1];
  if (!url) throw new Error('no feed URL on the page');
  return url;
}

/** The server's today: a Tuesday in Sofia. */
const clock = pinnedClock('2026-03-10T09:00', 'Europe/Sofia');

describe.each(await testDatabaseTargets())(
  'my appointments page: reviews, rebooking and calendar feed on $kind',
  (target) => {
    let database: Database;
    let drop: () => Promise<void>;
    let app: Hono;
    let cookie = '';
    let serviceId = '';
    let staffId = '';
    let completed = '';
    let missed = '';
    let upcoming = '';

    const page = async (query = '') =>
      (await app.request(`/en/appointments${query}`, { headers: { Cookie: cookie } })).text();
    /** A form post to the page as the browser sends it: to the current URL, tab included. */
    const act = async (fields: Record<string, string>, query = '') => {
      const response = await app.request(`/en/appointments${query}`, formPost(fields, cookie));
      expect(response.status).toBe(200);
      return response.text();
    };

    beforeAll(async () => {
      ({ database, drop } = await target.open());
      await insertSampleMarketplace(database.db);
      const added = await addBookableStaff(database.db, ['Мария'], { startsAt: '09:00', endsAt: '17:00' });
      serviceId = added.serviceId;
      staffId = added.staffIds[0] ?? '';
      app = await createTestServer(database, { clock });
      const signedIn = await signUpAndSignIn(app, {
        firstName: 'Ana',
        lastName: 'Petrova',
        email: 'ana@example.com',
        password: 'a-long-password-2026',
        returnTo: '/en/appointments',
      });
      expect(signedIn.status).toBe(302);
      cookie = cookiesOf(signedIn);
      const [user] = await database.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, 'ana@example.com'));
      const visit = async (status: 'booked' | 'completed', start: Date) =>
        (
          await insertAppointment(database.db, {
            location: added.location,
            serviceId,
            staffId,
            userId: user?.id ?? null,
            status,
            start,
            end: new Date(start.getTime() + 45 * 60_000),
          })
        ).id;
      const lastWeek = clock.now().getTime() - 7 * 24 * HOUR;
      completed = await visit('completed', new Date(lastWeek));
      missed = await visit('completed', new Date(lastWeek + 2 * HOUR));
      await database.db
        .update(schema.appointments)
        .set({ status: 'no_show' })
        .where(eq(schema.appointments.id, missed));
      upcoming = await visit('booked', new Date(clock.now().getTime() + 3 * 24 * HOUR));
    });
    afterAll(() => drop());

    it('offers a review form only for a completed visit not yet reviewed, and "Book again" on every past visit', async () => {
      const html = await page('?when=past');
      expect(html).toContain(`data-review-form="${completed}"`);
      expect(html).not.toContain(`data-review-form="${missed}"`);
      expect(html).toMatch(/<\/span>Leave a review<\/summary>/);
      expect(html.match(/<input type="radio"[^>]*name="rating"/g)).toHaveLength(5);
      expect(html).toContain('>Excellent<');
      expect(html).toContain('maxLength="2000"');
      const rebook = `href="/en/location/lotus-center/book?service=${serviceId}&amp;staff=${staffId}"`;
      expect(html.split(rebook)).toHaveLength(3);
      expect(html).not.toContain('reschedule=');
    });

    it('links an upcoming cancellable appointment to rescheduling, without a review form or "Book again"', async () => {
      const html = await page();
      expect(html).toContain(
        `href="/en/location/lotus-center/book?service=${serviceId}&amp;staff=${staffId}&amp;reschedule=${upcoming}"`,
      );
      expect(html).toContain('>Reschedule<');
      expect(html).not.toContain('data-review-form=');
      expect(html).not.toContain('>Book again</a>');
    });

    it('posts a review through the page action, shows it as "Your review", refuses a second one, and deletes it', async () => {
      const html = await act(
        {
          intent: 'review',
          id: completed,
          rating: '4',
          body: '  Great haircut, on time.  ',
        },
        '?when=past',
      );
      expect(html).toContain('>Thank you! Your review has been published.<');
      expect(html).toContain('>Your review<');
      expect(html).toContain('Great haircut, on time.');
      expect(html).toContain('aria-label="Rated 4 out of 5"');
      expect(html).not.toContain(`data-review-form="${completed}"`);
      expect(html).toMatch(/<dialog[^>]*aria-labelledby="delete-review-title-/);
      const reviews = await (await app.request('/api/v1/locations/lotus-center/reviews')).json();
      expect(reviews).toMatchObject({
        items: [{ rating: 4, text: 'Great haircut, on time.', author: 'Ana P.' }],
      });

      const again = await act({ intent: 'review', id: completed, rating: '5', body: '' }, '?when=past');
      expect(again).toContain('You have already reviewed this visit.');
      const refused = await act({ intent: 'review', id: upcoming, rating: '5', body: '' });
      expect(refused).toContain('reviews are open for completed appointments');

      const reviewId = (reviews as { items: Array<{ id: string }> }).items[0]?.id ?? '';
      const deleted = await act({ intent: 'delete-review', id: completed, reviewId }, '?when=past');
      expect(deleted).toContain('>Your review has been deleted.<');
      expect(deleted).toContain(`data-review-form="${completed}"`);
      expect(await (await app.request('/api/v1/locations/lotus-center/reviews')).json()).toMatchObject({
        items: [],
      });
    });

    it('creates, rotates and turns off the calendar feed, showing a new link once', async () => {
      const before = await page();
      expect(before).toContain('>Calendar feed<');
      expect(before).toMatch(/value="feed-create"[\s\S]*Create calendar link<\/button>/);

      const created = await act({ intent: 'feed-create' });
      expect(created).toContain('>Your calendar link is ready.<');
      expect(created).toMatch(/href="webcal:\/\/[^"]+\.ics"[^>]*>Subscribe in your calendar app/);
      expect(created).toContain(
        '>This link is shown only once. Keep it private; if you lose it, create a new one.<',
      );
      const first = feedUrlIn(created);
      const firstFeed = await app.request(new URL(first).pathname);
      expect(firstFeed.status).toBe(200);
      expect(await firstFeed.text()).toContain('BEGIN:VCALENDAR');

      const later = await page();
      expect(later).not.toContain(first);
      expect(later).toMatch(/>Your calendar link is active since [^<]+\d{4}\.</);
      expect(later).toMatch(/<dialog[^>]*aria-labelledby="feed-rotate-title"/);
      expect(later).not.toContain('value="feed-create"');

      const rotated = feedUrlIn(await act({ intent: 'feed-rotate' }));
      expect(rotated).not.toBe(first);
      expect((await app.request(new URL(first).pathname)).status).toBe(404);
      expect((await app.request(new URL(rotated).pathname)).status).toBe(200);

      const off = await act({ intent: 'feed-off' });
      expect(off).toContain('>The calendar feed is turned off.<');
      expect(off).toContain('value="feed-create"');
      expect((await app.request(new URL(rotated).pathname)).status).toBe(404);
    });
  },
);
