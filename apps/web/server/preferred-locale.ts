import { type Locale, negotiateLocale, supportedLocaleOf } from '@kalendo/i18n';
import { LANGUAGE_COOKIE } from '../app/lib/language-switch.ts';

/** The user's language: saved choice (cookie) → `Accept-Language` → the configured default. */
export function preferredLocale(request: Request, defaultLocale: Locale): Locale {
  const cookie = request.headers.get('cookie') ?? '';
  const saved = supportedLocaleOf(cookie.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`))?.[1]);
  if (saved) return saved;
  return negotiateLocale(request.headers.get('accept-language'), defaultLocale);
}
