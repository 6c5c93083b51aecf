import { isSupportedLocale } from '@kalendo/i18n';
import { data, type MiddlewareFunction, redirect } from 'react-router';
import { requestContext } from './request-context.ts';

/** First path segments of the app's routes (SPEC §2): `/home` means `/{language}/home`. */
const ROUTE_SEGMENTS = new Set([
  'home',
  'search',
  '404',
  'embed',
  'business',
  'download-application',
  'pages',
  'inspiration',
  'appointments',
  'services',
  'location',
  'locations',
  'memberships',
  'classes',
  'forms',
  'notifications',
]);

/**
 * Runs before any loader under `/:locale`: a supported language passes; a route name without a language
 * goes to the same path in the user's language; anything else is a 404 from the server.
 */
export const requireSupportedLocale: MiddlewareFunction<Response> = async (
  { params, request, context },
  next,
) => {
  if (isSupportedLocale(params.locale)) return next();
  if (params.locale && ROUTE_SEGMENTS.has(params.locale)) {
    const url = new URL(request.url);
    throw redirect(`/${context.get(requestContext).preferredLocale}${url.pathname}${url.search}`);
  }
  throw data(null, { status: 404 });
};
