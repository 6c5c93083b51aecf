/** The 11 languages of Kalendo (SPEC §2), in menu order. */
export const SUPPORTED_LOCALES = ['bg', 'en', 'de', 'es', 'it', 'fr', 'tr', 'ro', 'el', 'mk', 'ru'] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const FALLBACK_LOCALE: Locale = 'en';

export function isSupportedLocale(value: string | null | undefined): value is Locale {
  return SUPPORTED_LOCALES.includes(value as Locale);
}

/** Each language's own name, as shown in the language dropdown. */
export const LOCALE_NAMES: Record<Locale, string> = {
  bg: 'Български',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  fr: 'Français',
  tr: 'Türkçe',
  ro: 'Română',
  el: 'Ελληνικά',
  mk: 'Македонски',
  ru: 'Русский',
};
