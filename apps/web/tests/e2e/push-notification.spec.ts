/**

 * Issue 18's push journey, end to end in Chromium: a signed-in client's appointment is moved through the
 * UI, the server sends a Web Push for it, and the page's service worker shows it.
 *
 * What is real: the built server (its relay, job queue and Web Push sender: payload encrypted per RFC 8291
 * with the subscription's keys, signed with the server's VAPID key per RFC 8292, posted per RFC 8030), the
 * production service worker and its `push` handler, Chromium's notifications (permission granted through
 * Playwright), the reschedule through the booking page, and the appointment page the notification opens.
 *
 * What stands in for Google's push service (FCM), which Chromium's `pushManager.subscribe` needs and which
 * the test machine cannot reach (AbortError): the push-service stand-in of the integration tests, an HTTP
 * server on loopback started here (`startPushServiceStandIn`). It makes the subscription's key pair (P-256)
 * and auth secret, which the test gives our API as this browser's subscription (`PUT
 * /api/v1/me/push-subscription`, the same call the app makes after `pushManager.subscribe`; the server
 * admits a loopback push service with `WEB_PUSH_LOCAL_ENDPOINTS=true`). The stand-in checks the VAPID
 * signature and decrypts the request with the subscription's private key, and the test hands the plaintext
 * to the service worker as FCM would, through the DevTools protocol (`ServiceWorker.deliverPushMessage`).
 *
 * Not reachable: the notification's click. Neither the DevTools protocol nor Playwright can click a system
 * notification, and a `notificationclick` dispatched by script is untrusted (its `waitUntil` throws, and
 * `clients.openWindow` needs the click's user activation). The test opens the notification's `action_url`
 * instead, which is what the handler opens (its fallback is unit-tested with `openNotificationTarget`).
 */

import { type StandInSubscription, startPushServiceStandIn } from '@kalendo/api/testing';
import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './api-account.ts';
import { bookFirstPlaceNow, chooseFreeTime } from './booking-steps.ts';
import { gotoHydrated } from './hydrated.ts';
import {
  deliverToServiceWorker,
  type PushPayload,
  serviceWorkerControls,
  shownNotifications,
} from './service-worker-push.ts';

/** This spec's sign-ups come from an address of its own (sign-up allows 5 a minute per address). */
const ADDRESS = '198.51.100.86';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

test('a moved appointment is pushed: the stand-in receives it signed and encrypted, the service worker shows it, its link opens the appointment', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text());
  });
  const pushService = await startPushServiceStandIn();
  try {
    await context.grantPermissions(['notifications'], { origin });
    const email = `pushed.${testInfo.project.name}.${Date.now()}@example.com`;
    const password = 'Push-in-Plovdiv-2026';
    await signUpThroughApi(origin, { email, password, firstName: 'Petar', lastName: 'Dimitrov' }, ADDRESS);
    await gotoHydrated(page, '/en/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page).toHaveURL(/\/en\/home$/);
    // The production build registers the service worker: wait until it controls the page.
    await serviceWorkerControls(page);

    await bookFirstPlaceNow(page);

    // From here on, pages of this feature only (the place's map logs its offline tiles and WebGL).
    problems.length = 0;
    // This browser's subscription, as `pushManager.subscribe` would have made it with FCM.
    const subscription: StandInSubscription = pushService.subscribe();
    const saved = await page.request.put('/api/v1/me/push-subscription', {
      headers: { Origin: origin },
      data: subscription,
    });
    expect(saved.status()).toBe(204);

    await gotoHydrated(page, '/en/appointments');
    const card = page.locator('li[data-appointment]').first();
    const appointmentId = await card.getAttribute('data-appointment');
    await card.getByRole('link', { name: 'Reschedule' }).click();
    await expect(page).toHaveURL(/\/book\?.*reschedule=[0-9a-f-]{36}/);
    await chooseFreeTime(page, 4);
    await page.getByRole('button', { name: 'Move my appointment' }).click();
    await expect(page).toHaveURL(/\/en\/appointments$/);
    await expect(page.getByText('Your appointment has been moved.')).toBeVisible();

    // The push service received the move, signed with the server's key and decryptable with ours.
    const publicKey = (
      (await (await page.request.get('/api/v1/push/public-key')).json()) as { publicKey: string }
    ).publicKey;
    const moved = () =>
      pushService.received.find(
        (push) =>
          push.endpoint === subscription.endpoint &&
          (push.payload as PushPayload).title === 'Appointment moved',
      );
    await expect.poll(() => moved() !== undefined, { timeout: 20_000 }).toBe(true);
    const push = moved();
    expect(pushService.refused).toEqual([]);
    expect(push?.vapidKey).toBe(publicKey);
    const payload = push?.payload as PushPayload;
    expect(payload.body).toMatch(/ is now on .+ \(was .+\)$/);
    expect(payload.data.action_url).toBe(`/en/appointments#appointment-${appointmentId}`);

    // Handed to the service worker as the browser's push service would: its push handler shows it.
    await deliverToServiceWorker(page, origin, payload);
    const shown = () => shownNotifications(page);
    await expect.poll(async () => (await shown()).length, { timeout: 10_000 }).toBe(1);
    const [notification] = await shown();
    expect(notification).toEqual({
      title: 'Appointment moved',
      body: payload.body,
      tag: payload.tag,
      data: { action_url: `/en/appointments#appointment-${appointmentId}` },
    });

    // The click cannot be made (see above): its target, opened as the handler opens it, is the appointment.
    await gotoHydrated(page, notification?.data.action_url ?? '/home');
    await expect(page).toHaveURL(new RegExp(`/en/appointments#appointment-${appointmentId}$`));
    await expect(page.locator(`#appointment-${appointmentId}`)).toBeInViewport();
    expect(problems).toEqual([]);
  } finally {
    await pushService.close();
  }
});
