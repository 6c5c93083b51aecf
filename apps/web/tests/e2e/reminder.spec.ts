/**

 * Issue 18's reminder, end to end: with the server's clock moved forward to a day before an appointment,
 * the 24 h reminder goes out once by email and once by push, in the client's language (Bulgarian here).
 *
 * What is real: the built server, its reminder planner, relay, job queue, outbox and Web Push sender; the
 * push service is the stand-in of `push-notification.spec.ts` (see there why), and the push it received is
 * handed to the page's service worker as the browser's push service would hand it.
 *
 * The server's "now" is moved with its dev clock (ADR 032, `POST /dev/clock`, on with `DEV_TOOLS=true`
 * only): the planner looks at once after a move, so nothing waits for its 10 s round. The clock is put back
 * at the end, so the specs that run after this one see the machine's time.
 */

import { type StandInSubscription, startPushServiceStandIn } from '@kalendo/api/testing';
import bg from '@kalendo/i18n/locales/bg/common.json' with { type: 'json' };
import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInThroughApi, signUpThroughApi } from './api-account.ts';
import { DAY } from './booking-steps.ts';
import { gotoHydrated } from './hydrated.ts';
import {
  deliverToServiceWorker,
  type PushPayload,
  serviceWorkerControls,
  shownNotifications,
} from './service-worker-push.ts';

/** This spec's sign-ups come from an address of its own (sign-up allows 5 a minute per address). */
const ADDRESS = '198.51.100.87';

const REMINDER = bg.notifications.kinds.appointmentReminder.title;
const MINUTE = 60_000;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

/**
 * Books, for the account signed in on `request`, the first free time of the featured place's first service
 * that starts more than a day and a few minutes from now: its reminder is planned (booked before the
 * reminder's moment) and the clock moves as little as it can.
 */
async function bookJustOverADayAhead(request: APIRequestContext, origin: string) {
  const json = async <T>(path: string) => (await (await request.get(`/api/v1${path}`)).json()) as T;
  const featured = await json<{ items: Array<{ slug: string }> }>('/locations/featured?limit=1');
  const slug = featured.items[0]?.slug ?? '';
  const place = await json<{ serviceGroups: Array<{ services: Array<{ id: string }> }> }>(
    `/locations/${slug}`,
  );
  const serviceId = place.serviceGroups[0]?.services[0]?.id ?? '';
  const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
  const free = await json<{ slots: Array<{ start: string }> }>(
    `/locations/${slug}/availability?service=${serviceId}&staff=any&from=${day(1)}&to=${day(8)}`,
  );
  const start = free.slots.find((slot) => Date.parse(slot.start) > Date.now() + DAY + 5 * MINUTE)?.start;
  if (!start) throw new Error(`no free time at ${slug} in a week`);
  const booked = await request.post('/api/v1/bookings', {
    headers: { Origin: origin, 'Idempotency-Key': `reminder-${Date.now()}` },
    data: { items: [{ locationSlug: slug, serviceId, staffId: 'any', start }] },
  });
  expect(booked.status()).toBe(201);
  const { appointments } = (await booked.json()) as { appointments: Array<{ id: string }> };
  return { id: appointments[0]?.id ?? '', startsAt: Date.parse(start) };
}

test('a day before an appointment, its reminder goes out once by email and once by push, in Bulgarian', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? '';
  const moveClock = (advanceMs: number) =>
    page.request.post('/dev/clock', { headers: { Origin: origin }, data: { advanceMs } });
  const pushService = await startPushServiceStandIn();
  try {
    await context.grantPermissions(['notifications'], { origin });
    const email = `reminded.${testInfo.project.name}.${Date.now()}@example.com`;
    const account = { email, password: 'Remind-me-in-Varna-2026' };
    await signUpThroughApi(
      origin,
      { ...account, firstName: 'Мария', lastName: 'Георгиева', locale: 'bg' },
      ADDRESS,
    );
    await signInThroughApi(page.request, origin, account);
    // This browser's subscription, as `pushManager.subscribe` would have made it with FCM.
    const subscription: StandInSubscription = pushService.subscribe();
    const saved = await page.request.put('/api/v1/me/push-subscription', {
      headers: { Origin: origin },
      data: subscription,
    });
    expect(saved.status()).toBe(204);
    const appointment = await bookJustOverADayAhead(page.request, origin);
    const link = `/bg/appointments#appointment-${appointment.id}`;

    /** The reminders of this appointment in the outbox (the dev mailbox's page). */
    const reminderEmails = async () => {
      const outbox = await (await page.request.get('/dev/mail')).text();
      return outbox
        .split('<article>')
        .filter((article) => article.includes(`<h2>${REMINDER}</h2>`) && article.includes(email))
        .filter((article) => article.includes(link));
    };
    const reminderPushes = () =>
      pushService.received.filter(
        (push) => push.endpoint === subscription.endpoint && (push.payload as PushPayload).title === REMINDER,
      );

    // A minute past the reminder's moment (a day before the start), on the server's clock.
    const moved = await moveClock(appointment.startsAt - DAY - Date.now() + MINUTE);
    expect(moved.status()).toBe(200);
    await expect.poll(() => reminderPushes().length, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await reminderEmails()).length, { timeout: 10_000 }).toBe(1);
    const [message] = await reminderEmails();
    expect(message).toContain('Здравей, Мария');
    expect(message).toContain(`${origin}${link}`);
    const payload = reminderPushes()[0]?.payload as PushPayload;
    expect(payload.body).toMatch(/\(след 24 часа\)$/);
    expect(payload.data.action_url).toBe(link);
    expect(pushService.refused).toEqual([]);

    // Later still, and a round of the planner, relay and workers after: nothing goes out again.
    expect((await moveClock(10 * MINUTE)).status()).toBe(200);
    // The workers look for jobs every second: a second reminder would be out within two.
    await page.waitForTimeout(2_500);
    expect(reminderPushes()).toHaveLength(1);
    expect(await reminderEmails()).toHaveLength(1);

    // The push, handed to the page's service worker, is shown in Bulgarian.
    await gotoHydrated(page, '/bg/appointments');
    await serviceWorkerControls(page);
    await deliverToServiceWorker(page, origin, payload);
    await expect.poll(async () => (await shownNotifications(page)).length, { timeout: 10_000 }).toBe(1);
    expect((await shownNotifications(page))[0]).toMatchObject({
      title: REMINDER,
      body: payload.body,
      data: { action_url: link },
    });
  } finally {
    await page.request.delete('/dev/clock', { headers: { Origin: origin } });
    await pushService.close();
  }
});
