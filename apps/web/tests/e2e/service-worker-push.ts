import { expect, type Page } from '@playwright/test';

/** What the server pushes (SPEC §3): the service worker shows title and body and opens `data.action_url`. */
export interface PushPayload {
  title: string;
  body: string;
  tag: string;
  data: { action_url: string };
}

/**
 * The id of the page's service worker registration, from the DevTools protocol's ServiceWorker domain, once
 * its activated worker is running: a push handed to a worker still starting could be lost.
 */
export async function serviceWorkerRegistration(page: Page, origin: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  const running = new Set<string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated)
      if (!registration.isDeleted) registrations.set(registration.scopeURL, registration.registrationId);
  });
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions)
      if (version.status === 'activated' && version.runningStatus === 'running')
        running.add(version.registrationId);
      else running.delete(version.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.get(`${origin}/`), { timeout: 10_000 }).toBeTruthy();
  const registrationId = registrations.get(`${origin}/`) ?? '';
  await cdp.send('ServiceWorker.startWorker', { scopeURL: `${origin}/` });
  await expect.poll(() => running.has(registrationId), { timeout: 10_000 }).toBe(true);
  return { cdp, registrationId };
}

/**
 * Hands a push to the page's service worker as the browser's push service would (`deliverPushMessage`):
 * its push handler shows it.
 */
export async function deliverToServiceWorker(page: Page, origin: string, payload: PushPayload) {
  const { cdp, registrationId } = await serviceWorkerRegistration(page, origin);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(payload),
  });
}

/** The notifications the page's service worker shows. */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as { action_url?: string },
    }));
  });
}

/** Waits until the production build's service worker controls the page. */
export async function serviceWorkerControls(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
}
