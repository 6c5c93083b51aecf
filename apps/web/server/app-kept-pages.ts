import { SESSION_COOKIE_PREFIX } from '@kalendo/api';
import { RECENTLY_VIEWED_COOKIE } from '../app/features/home/recently-viewed.ts';
import { LANGUAGE_COOKIE } from '../app/lib/language-switch.ts';
import { TRACKING_COOKIE } from '../app/platform/tracking-record.ts';
import { GUEST_BASKET_COOKIE } from '../app/shared/basket/guest-basket.ts';
import { createKeptPages } from './kept-pages.ts';

/** better-auth's cookies (the session and its companions), with the `__Secure-` prefix on https. */
const isSessionCookie = (name: string) =>
  name.replace(/^__Secure-/, '').startsWith(`${SESSION_COOKIE_PREFIX}.`);

/**
 * The app's kept pages (ADR 015): the cookies its pages read are the language chosen and the places seen
 * (home lists them; a place's page adds itself, a value made from the URL and that cookie); the tracking
 * record is read only by the API's writes. Every other cookie of ours names a visitor.
 *
 * ADR 040: a session or a guest basket is what a page's overlay stands for; both at once is a guest basket
 * the shell merges into the account as the page loads (a write): that page is rendered.
 */
export const createAppKeptPages = () =>
  createKeptPages({
    cookiesOfTheUrl: [RECENTLY_VIEWED_COOKIE],
    keyCookies: [LANGUAGE_COOKIE, RECENTLY_VIEWED_COOKIE],
    ignoredCookies: [TRACKING_COOKIE],
    overlaid: (names) => {
      const session = names.some(isSessionCookie);
      const basket = names.includes(GUEST_BASKET_COOKIE);
      return (
        names.every((name) => isSessionCookie(name) || name === GUEST_BASKET_COOKIE) && !(session && basket)
      );
    },
  });
