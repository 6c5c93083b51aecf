/**
 * The service worker, served at `/sw.js` with the build id in it so every deployment is a new version the
 * browser detects (SPEC §4). It caches nothing personal: it takes over when told to (SKIP_WAITING), shows
 * push notifications and opens their `data.action_url` (DESIGN.md §2, push).
 */
export function renderServiceWorker(version: string): string {
  return `// Kalendo service worker, version ${JSON.stringify(version)}
const VERSION = ${JSON.stringify(version)};
self.addEventListener('install', () => {});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
  if (event.data && event.data.type === 'VERSION') event.source && event.source.postMessage({ type: 'VERSION', version: VERSION });
});
self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : {};
  event.waitUntil(self.registration.showNotification(message.title || 'Kalendo', {
    body: message.body || '',
    icon: '/favicon.svg',
    // The notification's id: a message delivered twice replaces itself instead of showing twice.
    tag: message.tag || undefined,
    data: message.data || {},
  }));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const home = new URL('/home', self.location.origin).href;
  const target = (event.notification.data && event.notification.data.action_url) || '/home';
  const url = new URL(target, self.location.origin);
  // Only this site's pages; anything else, or a navigation that fails, falls back to /home (SPEC §8).
  const safe = url.origin === self.location.origin ? url.href : home;
  event.waitUntil(self.clients.openWindow(safe).catch(() => self.clients.openWindow(home)));
});
`;
}
