import { RECENTLY_VIEWED_COOKIE } from '../app/features/home/recently-viewed.ts';
import { LANGUAGE_COOKIE } from '../app/lib/language-switch.ts';
import { TRACKING_COOKIE } from '../app/platform/tracking-record.ts';
import { createKeptPages } from './kept-pages.ts';

/**
 * The app's kept pages (ADR 015): the cookies its pages read are the language chosen and the places seen
 * (home lists them; a place's page adds itself, a value made from the URL and that cookie); the tracking
 * record is read only by the API's writes. Every other cookie of ours names a visitor.
 */
export const createAppKeptPages = () =>
  createKeptPages({
    cookiesOfTheUrl: [RECENTLY_VIEWED_COOKIE],
    keyCookies: [LANGUAGE_COOKIE, RECENTLY_VIEWED_COOKIE],
    ignoredCookies: [TRACKING_COOKIE],
  });
