/** The 11 languages of Kalendo (SPEC §2), in menu order. */
export const SUPPORTED_LOCALES = ['bg', 'en', 'de', 'es', 'it', 'fr', 'tr', 'ro', 'el', 'mk', 'ru'] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const FALLBACK_LOCALE: Locale = 'en';

export function isSupportedLocale(value: string | null | undefined): value is Locale {
  return SUPPORTED_LOCALES.includes(value as Locale);
}

/**
 * The supported language a language tag names, in any case and with any region or script (`DE`, `de-DE`,
 * `de_AT` → `de`), or null when its language is not one of ours (`pt-BR`, `xx`, empty).
 */
export function supportedLocaleOf(tag: string | null | undefined): Locale | null {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLocale(language) ? language : null;
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
