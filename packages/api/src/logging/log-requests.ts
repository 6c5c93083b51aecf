import { APP_HEADERS } from '@kalendo/contracts/headers';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../deps.ts';
import type { ObserveRequest } from '../observability/observe-request.ts';
import { REQUEST_ID_HEADER, ROUTE_HEADER, routePatternOf } from '../observability/route-pattern.ts';
import type { ApiLogger } from './api-logger.ts';

function parseTracking(value: string | undefined): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return 'unparseable';
  }
}

/**
 * Logs every API request with the web server's request id and the client headers of SPEC §7 (app name,
 * version, build, render, tracking, language), and names the route that answered for metrics and traces
 * (`ROUTE_HEADER`). The route's pattern is logged, not the path: a path can be a secret (a calendar
 * feed's) and names whose page was looked at. Authorization, cookies and query strings are never logged.
 */
export function logRequests(logger: ApiLogger | undefined, observe?: ObserveRequest) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    const route = routePatternOf(c);
    const ms = performance.now() - started;
    observe?.({ method: c.req.method, route, status: c.res.status, seconds: ms / 1000 });
    try {
      c.res.headers.set(ROUTE_HEADER, route);
    } catch {
      // Immutable headers (a redirect made by `Response.redirect`): the route stays unnamed.
    }
    logger?.info(
      {
        reqId: c.req.header(REQUEST_ID_HEADER),
        method: c.req.method,
        route,
        status: c.res.status,
        ms: Math.round(ms * 10) / 10,
        client: {
          name: c.req.header(APP_HEADERS.name),
          version: c.req.header(APP_HEADERS.version),
          build: c.req.header(APP_HEADERS.build),
          render: c.req.header(APP_HEADERS.render),
          language: c.req.header('accept-language'),
          tracking: parseTracking(c.req.header(APP_HEADERS.tracking)),
        },
      },
      'api request',
    );
  });
}
