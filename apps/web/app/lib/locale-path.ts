import { isSupportedLocale } from '@kalendo/i18n/locales';

/** `/bg/location/x?y=1` → `/location/x?y=1`: the path of a page without its language. */
export function stripLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  return isSupportedLocale(first) ? `/${rest.join('/')}` : pathname;
}

/** The same page in another language. */
export function localizedPath(locale: string, pathWithoutLocale: string): string {
  return `/${locale}${pathWithoutLocale === '/' ? '' : pathWithoutLocale}`;
}
