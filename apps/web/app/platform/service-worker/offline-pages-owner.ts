import { forgetOfflinePages, isPersonalPage, PERSONAL_CACHE } from './offline-routes.ts';

/** Whose pages the service worker keeps for offline reading on this device (a user id), if anyone's. */
export const OFFLINE_PAGES_OWNER_KEY = 'kalendo.offline-pages-owner';

type OwnerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface OfflinePagesDevice {
  storage: OwnerStorage;
  /** Empties the pages kept offline. */
  forget(): Promise<void>;
  /** Keeps the page now open again (for its owner), when it is one of the pages kept offline. */
  keepCurrentPage(): Promise<void>;
}

/**
 * The pages kept offline belong to one user (issue 20): whenever the page's user is someone else than
 * the one they were kept for — another user signed in, or nobody since the session ended — they are
 * emptied before anything else is read from them. Logout empties them at once (`forgetLogin`); this
 * covers the ways out that are not a logout: an expired session, a sign-in over it, a new account.
 * Answers whether the pages were emptied.
 */
export async function keepOfflinePagesFor(
  userId: string | null,
  device: OfflinePagesDevice,
): Promise<boolean> {
  const owner = device.storage.getItem(OFFLINE_PAGES_OWNER_KEY);
  if (owner === userId) return false;
  await device.forget();
  if (userId === null) {
    device.storage.removeItem(OFFLINE_PAGES_OWNER_KEY);
    return true;
  }
  device.storage.setItem(OFFLINE_PAGES_OWNER_KEY, userId);
  // The service worker may have kept this very page for the new user before the old pages were emptied.
  await device.keepCurrentPage();
  return true;
}

/** This browser's storage and caches; nothing where the browser has no Cache API or denies storage. */
export function browserOfflinePagesDevice(): OfflinePagesDevice | null {
  if (typeof caches === 'undefined') return null;
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    return null;
  }
  return {
    storage,
    forget: forgetOfflinePages,
    async keepCurrentPage() {
      const url = new URL(window.location.href);
      if (!isPersonalPage(url, window.location.origin)) return;
      const cache = await caches.open(PERSONAL_CACHE);
      await cache.add(url.pathname + url.search).catch(() => {});
    },
  };
}
