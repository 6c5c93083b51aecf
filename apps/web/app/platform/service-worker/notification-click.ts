/** What opening a notification's page needs of the service worker (its `clients`, its origin). */
export interface NotificationClickDeps {
  origin: string;
  openWindow(url: string): Promise<unknown>;
  /** Reports a failed navigation (SPEC §8); settles whether or not the report arrived. */
  report(error: unknown, url: string): Promise<void>;
}

/**
 * A click on a notification (SPEC §8): its action's page on this site, else /home. A navigation that fails
 * is reported to error reporting and falls back to /home.
 */
export async function openNotificationTarget(actionUrl: unknown, deps: NotificationClickDeps): Promise<void> {
  const home = new URL('/home', deps.origin).href;
  const url = new URL(typeof actionUrl === 'string' && actionUrl ? actionUrl : '/home', deps.origin);
  // Only this site's pages; anything else opens /home.
  const target = url.origin === deps.origin ? url.href : home;
  try {
    await deps.openWindow(target);
  } catch (error) {
    await Promise.all([deps.report(error, target), deps.openWindow(home).catch(() => {})]);
  }
}
