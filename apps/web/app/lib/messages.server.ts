import type { CommonMessages, Locale } from '@kalendo/i18n';
import { isSupportedLocale } from '@kalendo/i18n/locales';

let pseudoEnglish: CommonMessages | undefined;

/**
 * The messages the browser needs for one language, from the server's copy (`serverMessages` of the
 * request context: this build imports no language's messages, issue 14); English in the pseudo-locale
 * when `pseudo` (issue 24), its code loaded only then, as in the browser.
 */
export async function messagesFor(
  locale: Locale,
  pseudo: boolean,
  serverMessages: ((locale: Locale) => CommonMessages) | undefined,
): Promise<CommonMessages> {
  if (!serverMessages) throw new Error('The server hands its messages to the page (serverMessages).');
  if (pseudo && locale === 'en') {
    pseudoEnglish ??= (await import('@kalendo/i18n/pseudo-locale')).pseudoLocalize(serverMessages('en'));
    return pseudoEnglish;
  }
  return serverMessages(locale);
}

export function toLocale(value: string | undefined, fallback: Locale): Locale {
  return isSupportedLocale(value) ? value : fallback;
}
