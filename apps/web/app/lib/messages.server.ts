import { type CommonMessages, isSupportedLocale, type Locale, resources } from '@kalendo/i18n';

let pseudoEnglish: CommonMessages | undefined;

/**
 * The messages the browser needs for one language; English in the pseudo-locale when `pseudo` (issue 24),
 * its code loaded only then, as in the browser.
 */
export async function messagesFor(locale: Locale, pseudo = false): Promise<CommonMessages> {
  if (pseudo && locale === 'en') {
    pseudoEnglish ??= (await import('@kalendo/i18n/pseudo-locale')).pseudoLocalize(resources.en.common);
    return pseudoEnglish;
  }
  return resources[locale].common;
}

export function toLocale(value: string | undefined, fallback: Locale): Locale {
  return isSupportedLocale(value) ? value : fallback;
}
