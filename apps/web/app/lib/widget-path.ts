import { useLocation } from 'react-router';
import { documentUrl } from './document-url.ts';

/** Any widget page: `/{locale}/embed/…`. */
const IN_EMBED = /^\/[a-z]{2}\/embed\//;
/** A page of a business's widget: `/{locale}/embed/business/{business}/…`. */
const IN_WIDGET = /^\/([a-z]{2})\/embed\/business\/([^/?#]+)/;
/** Booking-flow pages the widget serves itself, under its own prefix (relative to `/{locale}/`). */
const FLOW =
  /^(location\/[^/?#]+(\/book|\/classes)?|basket(\/confirmation\/[^/?#]+)?|forms\/[^/?#]+|sign-in|sign-up)([?#]|$)/;
/** Pages that open the business's own page in the widget: where the marketplace would show places. */
const TO_BUSINESS = /^(home|locations|search)([?#]|$)/;

/**
 * Where a link or redirect of the booking flow leads from the page at `currentPath`. Outside the widget:
 * the path itself. On a widget page that names no business (a place's services or classes): null. Inside a
 * business's widget (ADR 019): the widget's own copy of a flow page (a form to fill before booking too; its
 * `returnTo` too), the business's page for the marketplace's lists, and null for any page the widget does
 * not have (My appointments, the marketplace's place page…): no link leads out of the business.
 */
export function widgetPath(currentPath: string, path: string): string | null {
  const widget = IN_WIDGET.exec(currentPath);
  if (!widget) return IN_EMBED.test(currentPath) ? null : path;
  const [base, locale] = widget;
  if (path.startsWith(`${base}/`) || path === base) return path;
  const prefix = `/${locale}/`;
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length);
  if (TO_BUSINESS.test(rest)) return base;
  if (!FLOW.test(rest)) return null;
  const url = new URL(`${base}/${rest}`, 'https://widget.invalid');
  const returnTo = url.searchParams.get('returnTo');
  if (returnTo !== null) url.searchParams.set('returnTo', widgetPath(currentPath, returnTo) ?? base);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Server side: where a redirect of the booking flow goes from this request (the business's page if nowhere). */
export function widgetRedirect(request: Request, path: string): string {
  const current = documentUrl(request).pathname;
  return widgetPath(current, path) ?? IN_WIDGET.exec(current)?.[0] ?? path;
}

/** The business whose widget serves this request (its basket holds only its items), or undefined. */
export function widgetBusiness(request: Request): string | undefined {
  return IN_WIDGET.exec(documentUrl(request).pathname)?.[2];
}

/** In the browser: `widgetPath` from the page on screen. */
export function useWidgetPath(): (path: string) => string | null {
  const { pathname } = useLocation();
  return (path) => widgetPath(pathname, path);
}
