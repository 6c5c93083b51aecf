import { isSupportedLocale, type Locale, resources } from '@kalendo/i18n';

/** The messages the browser needs for one language. */
export function messagesFor(locale: Locale) {
  return resources[locale].common;
}

export function toLocale(value: string | undefined, fallback: Locale): Locale {
  return isSupportedLocale(value) ? value : fallback;
}
