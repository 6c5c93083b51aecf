import { type Locale, supportedLocaleOf } from '@kalendo/i18n/locales';
import { redirect } from 'react-router';
import { documentUrl } from './document-url.ts';
import { localizedPath, stripLocale } from './locale-path.ts';
import { sameOriginPath } from './same-origin-path.ts';

export const LANGUAGE_COOKIE = 'kalendo_lang';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The `Set-Cookie` value that remembers a chosen language for a year. */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * SPEC §5: a non-empty `?lang=xx` switches the interface language and is remembered; the code counts in any
 * case and with any region (`DE`, `de-DE` → `de`). Returns the redirect to the same page in that language
 * (without `lang`), the same page without `lang` for a language we do not have (`pt-BR`: the current one
 * stays), or null when the request asks for no switch.
 */
export function languageSwitchRedirect(request: Request): Response | null {
  const url = documentUrl(request);
  const asked = url.searchParams.get('lang');
  if (!asked) return null;
  const wanted = supportedLocaleOf(asked);
  url.searchParams.delete('lang');
  const query = url.searchParams.size > 0 ? `?${url.searchParams}` : '';
  // The path comes from the request: `//evil.example/?lang=x` must not redirect to another site.
  if (!wanted) return redirect(sameOriginPath(`${url.pathname}${query}`, '/'));
  const path = stripLocale(url.pathname);
  const target = path === '/' ? `/${wanted}/home` : localizedPath(wanted, path);
  return redirect(sameOriginPath(`${target}${query}`, `/${wanted}/home`), {
    headers: { 'Set-Cookie': languageCookie(wanted) },
  });
}
