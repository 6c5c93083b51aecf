import type { Locale } from '@kalendo/i18n/locales';
import { apiLinks } from './api-links.ts';

/** The brand picture of shared links to pages without a photo of their own (served by the host). */
export const DEFAULT_OG_IMAGE_PATH = '/og-default.png';

/** A stored photo's link preview variant (1200 × 630 JPEG, see the media API). */
export const ogImagePath = (mediaId: string) => apiLinks.mediaOgImage(mediaId);

/** Open Graph locales (language_TERRITORY) of the site's languages. */
export const OG_LOCALES: Record<Locale, string> = {
  bg: 'bg_BG',
  en: 'en_US',
  de: 'de_DE',
  es: 'es_ES',
  it: 'it_IT',
  fr: 'fr_FR',
  tr: 'tr_TR',
  ro: 'ro_RO',
  el: 'el_GR',
  mk: 'mk_MK',
  ru: 'ru_RU',
};
