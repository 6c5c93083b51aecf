import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/**
 * Internal response header (never sent to a client: the web server removes it): the pattern of the API
 * route that answered, such as `/locations/:slug/availability`. Metrics and trace names use the pattern,
 * never the raw path (unbounded, and a calendar feed's path is its secret).
 */
export const ROUTE_HEADER = 'x-kalendo-route';

/** The request id the web server gave the request (its `X-Request-Id`), handed on to the API. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a request no route of ours matched is counted as. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The pattern of the last route (not middleware) the request matched, once it has been answered. */
export function routePatternOf(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--) {
    const route = routes[i];
    // Middleware (`use`) is registered for every method.
    if (route && route.method !== 'ALL') return route.path;
  }
  return UNMATCHED_ROUTE;
}
