import { isSupportedLocale, supportedLocaleOf } from '@kalendo/i18n/locales';
import { data, type MiddlewareFunction, redirect } from 'react-router';
import { documentUrl } from './document-url.ts';
import { languageSwitchRedirect } from './language-switch.ts';
import { requestContext } from './request-context.ts';
import { ROUTE_SEGMENTS } from './route-segments.ts';
import { sameOriginPath } from './same-origin-path.ts';

/** A language tag in the path: a language, then regions or scripts (`DE`, `de-DE`, `sr_Latn`). */
const LANGUAGE_TAG = /^[a-z]{2}(?:[-_](?:[a-z]{2}|[a-z]{4}|\d{3}))+$|^[a-z]{2}$/i;

/**
 * The path with its language written as Kalendo writes it (`/DE/home`, `/de-DE/home` → `/de/home`), or null
 * when the first segment is already one of ours or names no language of ours (`/pt-BR/home`: not found).
 */
export function canonicalLocalePath(pathname: string): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  if (isSupportedLocale(first) || !LANGUAGE_TAG.test(first)) return null;
  const locale = supportedLocaleOf(first);
  return locale ? `/${[locale, ...rest].join('/')}` : null;
}

/**
 * Runs before any loader under `/:locale`: `?lang=` switches the language; a supported language passes; one
 * in another case or with a region goes to the same path in it; a route name without a language goes to the
 * same path in the user's language; anything else is a 404, which the layouts answer (`assertKnownLocale`):
 * so the not-found page has the shell in the user's language.
 */
export const requireSupportedLocale: MiddlewareFunction<Response> = async (
  { params, request, context },
  next,
) => {
  const switched = languageSwitchRedirect(request);
  if (switched) throw switched;
  if (isSupportedLocale(params.locale)) return next();
  const url = documentUrl(request);
  const canonical = canonicalLocalePath(url.pathname);
  if (canonical) throw redirect(sameOriginPath(`${canonical}${url.search}`, '/'));
  if (params.locale && ROUTE_SEGMENTS.has(params.locale)) {
    throw redirect(`/${context.get(requestContext).preferredLocale}${url.pathname}${url.search}`);
  }
  return next();
};

/**
 * An unknown language is not found. Thrown by the layouts' loaders, not by a middleware, so that the root's
 * loader still runs and the not-found page speaks the user's language (and, in the shell, has the shell).
 */
export function assertKnownLocale(locale: string | undefined): void {
  if (!isSupportedLocale(locale)) throw data(null, { status: 404 });
}
