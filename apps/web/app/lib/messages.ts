import type { CommonMessages } from '@kalendo/i18n';
import type { Locale } from '@kalendo/i18n/locales';
import bg from '@kalendo/i18n/locales/bg/common.json?url';
import de from '@kalendo/i18n/locales/de/common.json?url';
import el from '@kalendo/i18n/locales/el/common.json?url';
import en from '@kalendo/i18n/locales/en/common.json?url';
import es from '@kalendo/i18n/locales/es/common.json?url';
import fr from '@kalendo/i18n/locales/fr/common.json?url';
import it from '@kalendo/i18n/locales/it/common.json?url';
import mk from '@kalendo/i18n/locales/mk/common.json?url';
import ro from '@kalendo/i18n/locales/ro/common.json?url';
import ru from '@kalendo/i18n/locales/ru/common.json?url';
import tr from '@kalendo/i18n/locales/tr/common.json?url';
import { takeEarlyMessages } from '../platform/messages-early-fetch.ts';

/**
 * Issue 14: a page's messages are a file of their own per language, named by its content's hash (cached
 * for a year, kept by the service worker), not a part of every document's data: a document is about 40 KB
 * smaller and its data is not encoded again on every request. The server provides its copy (the root
 * loader); the browser fetches its language's file before hydrating (preloaded by the document's head)
 * and before showing a page in another language.
 */
const FILES: Record<Locale, string> = { bg, de, el, en, es, fr, it, mk, ro, ru, tr };

const loaded = new Map<string, CommonMessages>();
const loading = new Map<string, Promise<CommonMessages>>();

/** The URL of a language's messages file. */
export function messagesUrl(locale: Locale): string {
  return FILES[locale];
}

/** The server's copy of a language's messages (it has all of them in memory). */
export function provideMessages(locale: Locale, messages: CommonMessages): void {
  loaded.set(locale, messages);
}

/** The messages of a language already provided or fetched, if they were. */
export function loadedMessages(locale: Locale): CommonMessages | undefined {
  return loaded.get(locale);
}

/** The messages of a language already provided or fetched; throws if neither happened. */
export function messagesOf(locale: Locale): CommonMessages {
  const messages = loaded.get(locale);
  if (!messages) throw new Error(`The ${locale} messages have not been loaded`);
  return messages;
}

/** Fetches a language's messages once; a failed fetch is tried once more (SPEC §9), then rejects. */
export function loadMessages(locale: Locale, fetcher: typeof fetch = fetch): Promise<CommonMessages> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    pending = fetchMessages(messagesUrl(locale), fetcher)
      .catch(() => fetchMessages(messagesUrl(locale), fetcher))
      .then((messages) => {
        loaded.set(locale, messages);
        return messages;
      })
      .finally(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

async function fetchMessages(url: string, fetcher: typeof fetch): Promise<CommonMessages> {
  // The document's head started this fetch (the first try); a retry fetches anew.
  const response = await (takeEarlyMessages(url) ?? fetcher(url));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const messages = (await response.json()) as CommonMessages;
  // A test server writes English in the pseudo-locale (issue 24): its code is fetched only there.
  if (url === messagesUrl('en') && document.documentElement.dataset.pseudoLocale === 'true')
    return (await import('@kalendo/i18n/pseudo-locale')).pseudoLocalize(messages);
  return messages;
}
