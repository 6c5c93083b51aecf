import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { addPlugins, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { errorEnvelope } from '../app/platform/error-reporting/error-envelope.ts';
import type { WorkerErrorReporting } from '../app/platform/error-reporting/error-reporting-config.ts';
import { openNotificationTarget } from '../app/platform/service-worker/notification-click.ts';
import {
  isPersonalPage,
  offlinePageFor,
  PERSONAL_CACHE,
} from '../app/platform/service-worker/offline-routes.ts';

/**
 * Kalendo's service worker (ADR 022), built with Workbox. The server serves it at `/sw.js` and puts in
 * front of it what changes with each deployment — so every deployment is a new version the browser detects
 * (SPEC §4): its version, the precache list of the build's shell files and offline pages, and the languages.
 */
declare const self: ServiceWorkerGlobalScope;
declare const VERSION: string;
declare const PRECACHE: Array<{ url: string; revision: string | null }>;
declare const LANGUAGES: string[];
declare const ERROR_REPORTING: WorkerErrorReporting | null;

// Files of the shell are the same for everyone: fetched without cookies, so nothing personal is kept.
addPlugins([{ requestWillFetch: async ({ request }) => new Request(request, { credentials: 'omit' }) }]);
precacheAndRoute(PRECACHE);

// The last-seen My appointments: from the network when there is one, else as last seen by this user.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isPersonalPage(url, self.location.origin),
  new NetworkFirst({
    cacheName: PERSONAL_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      // A signed-out visitor is sent to sign in: that answer is not My appointments.
      { cacheWillUpdate: async ({ response }) => (response.redirected ? null : response) },
    ],
  }),
);
// Every other page needs the network; without one, the offline page in the page's language.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await matchPrecache(offlinePageFor(url, LANGUAGES, 'en'))) ?? Response.error();
});

self.addEventListener('install', () => {});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  const type = event.data?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'VERSION') event.source?.postMessage({ type: 'VERSION', version: VERSION });
  // After a failed update check the page asks how the deployment serves this script now (ADR 022).
  if (type === 'SCRIPT_STATUS') {
    const reply = event.ports[0];
    event.waitUntil(
      fetch(self.serviceWorker.scriptURL, { cache: 'no-store' })
        .then((response) => response.status)
        .catch(() => null)
        .then((status) => reply?.postMessage(status)),
    );
  }
});

self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : {};
  event.waitUntil(
    self.registration.showNotification(message.title || 'Kalendo', {
      body: message.body || '',
      icon: '/favicon.svg',
      // The notification's id: a message delivered twice replaces itself instead of showing twice.
      tag: message.tag || undefined,
      data: message.data || {},
    }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    openNotificationTarget(event.notification.data?.action_url, {
      origin: self.location.origin,
      openWindow: (url) => self.clients.openWindow(url),
      report: (error, url) => reportError(error, 'notification navigation', url),
    }),
  );
});

/**
 * The worker cannot load the Sentry SDK: an error leaves as one envelope, scrubbed like the SDK's events
 * (ADR 021), when the deployment configures error reporting.
 */
async function reportError(error: unknown, what: string, url: string): Promise<void> {
  if (!ERROR_REPORTING) return;
  const envelope = errorEnvelope(ERROR_REPORTING, error, { what, url });
  await fetch(envelope.url, { method: 'POST', body: envelope.body, credentials: 'omit' }).catch(() => {});
}
