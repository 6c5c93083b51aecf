import { data, type MiddlewareFunction, type RouterContextProvider, redirect } from 'react-router';
import { modeRules } from '../platform/app-mode.ts';
import { documentUrl } from './document-url.ts';
import { type RequestContextValue, requestContext } from './request-context.ts';
import { widgetRedirect } from './widget-path.ts';

/**
 * Sign-in first, then back to this page: a same-origin return URL (the page's own path and query, never
 * another origin), inside the widget when the page is one of its.
 */
export function signInFirst(request: Request, locale: string): Response {
  const url = documentUrl(request);
  const returnTo = encodeURIComponent(`${url.pathname}${url.search}`);
  return redirect(widgetRedirect(request, `/${locale}/sign-in?returnTo=${returnTo}`));
}

/** Appointments, forms and notifications need sign-in (SPEC §6): anonymous visitors sign in first. */
export const requireUser: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  if (context.get(requestContext).user) return next();
  throw signInFirst(request, params.locale ?? 'en');
};

/**
 * Search and the services catalogue do not exist on a business's custom domain (SPEC §2). Checked in the
 * page's loader, not a middleware: the layouts' loaders still run, so the not-found page has the shell.
 */
export function assertDiscoveryPage(context: Readonly<RouterContextProvider>): void {
  if (modeRules(context.get(requestContext).mode).blockSearchAndServices) throw data(null, { status: 404 });
}

/** The look book (inspiration) does not exist in a business's private app (SPEC §2, issue 17). */
export function assertLookBookPage(context: Readonly<RouterContextProvider>): void {
  if (context.get(requestContext).mode === 'private-app') throw data(null, { status: 404 });
}

/** In a business's private app no other business exists: its pages are not found (issue 17). */
export function assertServedBusiness(
  { privateAppBusiness }: Pick<RequestContextValue, 'privateAppBusiness'>,
  businessSlug: string,
): void {
  if (privateAppBusiness !== null && businessSlug !== privateAppBusiness) throw data(null, { status: 404 });
}

/** On a custom domain the home page is the business's list of places (SPEC §2). */
export const homeIsLocationsOnCustomDomain: MiddlewareFunction<Response> = async (
  { context, params },
  next,
) => {
  if (modeRules(context.get(requestContext).mode).homeIsLocations)
    throw redirect(`/${params.locale}/locations`);
  return next();
};
