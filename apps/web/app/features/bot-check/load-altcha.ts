/** The ALTCHA widget's own translations for our languages (its file names for es and fr differ). */
const translations: Record<string, () => Promise<unknown>> = {
  bg: () => import('altcha/i18n/bg'),
  de: () => import('altcha/i18n/de'),
  el: () => import('altcha/i18n/el'),
  en: () => import('altcha/i18n/en'),
  es: () => import('altcha/i18n/es-es'),
  fr: () => import('altcha/i18n/fr-fr'),
  it: () => import('altcha/i18n/it'),
  mk: () => import('altcha/i18n/mk'),
  ro: () => import('altcha/i18n/ro'),
  ru: () => import('altcha/i18n/ru'),
  tr: () => import('altcha/i18n/tr'),
};

export const ALTCHA_LANGUAGE: Record<string, string> = { es: 'es-es', fr: 'fr-fr' };

let loaded: Promise<void> | undefined;

/**
 * Loads the widget only where a form needs it, in its CSP-friendly build: stylesheet and proof-of-work
 * worker are files of our own origin (no inline blobs), so the strict policy stays as it is.
 */
export function loadAltcha(locale: string): Promise<void> {
  loaded ??= (async () => {
    await import('altcha/external');
    await import('altcha/altcha.css');
    const { default: Pbkdf2Worker } = await import('altcha/workers/pbkdf2?worker');
    globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
  })();
  return loaded.then(() => (translations[locale] ?? translations.en)?.()).then(() => undefined);
}
