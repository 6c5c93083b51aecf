import { isSupportedLocale, type Locale, negotiateLocale } from '@kalendo/i18n';
import { LANGUAGE_COOKIE } from '../app/platform/language-switch.ts';

/** The user's language: saved choice (cookie) → `Accept-Language` → the configured default. */
export function preferredLocale(request: Request, defaultLocale: Locale): Locale {
  const cookie = request.headers.get('cookie') ?? '';
  const saved = cookie.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`))?.[1];
  if (isSupportedLocale(saved)) return saved;
  return negotiateLocale(request.headers.get('accept-language'), defaultLocale);
}
