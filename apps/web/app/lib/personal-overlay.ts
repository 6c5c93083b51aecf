import { useSyncExternalStore } from 'react';
import type { ShellUser } from './request-context.ts';

/**
 * ADR 040: a visitor's own copy of a page that is the same for everyone (home, search, a place…) is the
 * kept page plus this: who is signed in, the badges and the places they keep as favourites. The server
 * writes it into the document as JSON (`PERSONAL_OVERLAY_ID`); the page hydrates as the kept page and
 * then shows these.
 */
export interface PersonalOverlay {
  user: ShellUser | null;
  basketCount: number;
  unreadNotifications: number;
  formsToFill: number;
  /** Ids of the places the user keeps as favourites (empty for a guest, and on pages that show none). */
  favouriteIds: string[];
}

export const PERSONAL_OVERLAY_ID = 'kalendo-personal';

/**
 * A route's `handle` when its page is the same for every visitor but for the overlay's parts: nothing in
 * its loaders or components reads who asks except through `usePersonal` (or `useSession`, which does).
 */
export interface SameForEveryoneHandle {
  sameForEveryone?: true;
  /** The page shows whether its place is among the visitor's favourites: the overlay lists them. */
  showsFavourites?: true;
}

/** The `handle` of such a route. */
export const sameForEveryone: SameForEveryoneHandle = { sameForEveryone: true };

/** The `handle` of such a route that shows whether its place is a favourite. */
export const sameForEveryoneWithFavourites: SameForEveryoneHandle = {
  sameForEveryone: true,
  showsFavourites: true,
};

let read = false;
let overlay: PersonalOverlay | null = null;
let hydrated = false;
/** Loader data the page hydrated with: the overlay stands in for its personal parts until it is read again. */
const hydratedData = new WeakSet<object>();

/** The overlay of the page the browser opened, or null (a page rendered for its visitor, the server, the SPA). */
export function personalOverlay(): PersonalOverlay | null {
  if (!read && typeof document !== 'undefined') {
    read = true;
    const text = document.getElementById(PERSONAL_OVERLAY_ID)?.textContent;
    try {
      overlay = text ? (JSON.parse(text) as PersonalOverlay) : null;
    } catch {
      overlay = null;
    }
  }
  return overlay;
}

/** Called once the page has hydrated: loader data read after this is the server's answer for this visitor. */
export function markHydrated(): void {
  hydrated = true;
}

const subscribe = () => () => {};

/**
 * `fromLoader` (what the loader data says), or, while `loaderData` is still the data the page hydrated
 * with and the page came with an overlay, the overlay's value. The server and the hydrating render see
 * `fromLoader`, so hydration matches; the overlay shows right after. `pick` must return a value that
 * is the same on every call (a primitive or an object of the overlay).
 */
export function usePersonal<T>(
  loaderData: object | null | undefined,
  pick: (overlay: PersonalOverlay) => T,
  fromLoader: T,
): T {
  if (loaderData && !hydrated && typeof document !== 'undefined') hydratedData.add(loaderData);
  return useSyncExternalStore(
    subscribe,
    () => {
      const current = personalOverlay();
      return current && loaderData && hydratedData.has(loaderData) ? pick(current) : fromLoader;
    },
    () => fromLoader,
  );
}
