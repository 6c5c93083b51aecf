import { isSupportedLocale } from '@kalendo/i18n/locales';
import { data, type MiddlewareFunction, redirect } from 'react-router';
import { documentUrl } from './document-url.ts';
import { languageSwitchRedirect } from './language-switch.ts';
import { requestContext } from './request-context.ts';
import { ROUTE_SEGMENTS } from './route-segments.ts';

/**
 * Runs before any loader under `/:locale`: `?lang=` switches the language; a supported language passes;
 * a route name without a language goes to the same path in the user's language; anything else is a 404,
 * which the layouts answer (`assertKnownLocale`): so the not-found page has the shell in the user's language.
 */
export const requireSupportedLocale: MiddlewareFunction<Response> = async (
  { params, request, context },
  next,
) => {
  const switched = languageSwitchRedirect(request);
  if (switched) throw switched;
  if (isSupportedLocale(params.locale)) return next();
  if (params.locale && ROUTE_SEGMENTS.has(params.locale)) {
    const url = documentUrl(request);
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
