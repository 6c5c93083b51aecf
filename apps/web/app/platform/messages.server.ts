import { type CommonMessages, isSupportedLocale, type Locale, resources } from '@kalendo/i18n';
import { pseudoLocalize } from '@kalendo/i18n/pseudo-locale';

let pseudoEnglish: CommonMessages | undefined;

/** The messages the browser needs for one language; English in the pseudo-locale when `pseudo` (issue 24). */
export function messagesFor(locale: Locale, pseudo = false): CommonMessages {
  if (pseudo && locale === 'en') {
    pseudoEnglish ??= pseudoLocalize(resources.en.common);
    return pseudoEnglish;
  }
  return resources[locale].common;
}

export function toLocale(value: string | undefined, fallback: Locale): Locale {
  return isSupportedLocale(value) ? value : fallback;
}
