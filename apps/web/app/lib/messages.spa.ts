import type { CommonMessages, Locale } from '@kalendo/i18n';
import { isSupportedLocale } from '@kalendo/i18n/locales';
import { loadMessages } from './messages.ts';

/**
 * The SPA build's `messages.server.ts` (ADR 004): the web view fetches a language's messages file, as
 * the browser does on the web (ADR 031). The pseudo-locale is a server development tool only.
 */
export function messagesFor(
  locale: Locale,
  _pseudo = false,
  _serverMessages?: unknown,
): Promise<CommonMessages> {
  return loadMessages(locale);
}

export function toLocale(value: string | undefined, fallback: Locale): Locale {
  return isSupportedLocale(value) ? value : fallback;
}
