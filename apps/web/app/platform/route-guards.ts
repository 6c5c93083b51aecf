import { data, type MiddlewareFunction, type RouterContextProvider, redirect } from 'react-router';
import { documentUrl } from './document-url.ts';
import { requestContext } from './request-context.ts';
import { widgetRedirect } from './widget-path.ts';

/**
 * Appointments, forms and notifications need sign-in (SPEC §6): anonymous visitors go to sign-in with
 * a same-origin return URL (path and query only, never another origin).
 */
export const requireUser: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  if (context.get(requestContext).user) return next();
  const url = documentUrl(request);
  const returnTo = encodeURIComponent(`${url.pathname}${url.search}`);
  throw redirect(widgetRedirect(request, `/${params.locale}/sign-in?returnTo=${returnTo}`));
};

/**
 * Search and the services catalogue do not exist on a business's custom domain (SPEC §2). Checked in the
 * page's loader, not a middleware: the layouts' loaders still run, so the not-found page has the shell.
 */
export function assertDiscoveryPage(context: Readonly<RouterContextProvider>): void {
  if (context.get(requestContext).mode === 'custom-domain') throw data(null, { status: 404 });
}

/** On a custom domain the home page is the business's list of places (SPEC §2). */
export const homeIsLocationsOnCustomDomain: MiddlewareFunction<Response> = async (
  { context, params },
  next,
) => {
  if (context.get(requestContext).mode === 'custom-domain') throw redirect(`/${params.locale}/locations`);
  return next();
};
