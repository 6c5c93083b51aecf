import { OpenAPIHono } from '@hono/zod-openapi';
import { accountRoutes } from './auth/account.routes.ts';
import { createAuth } from './auth/create-auth.ts';
import { bookingRoutes } from './bookings/bookings.routes.ts';
import { categoryRoutes } from './catalog/categories.routes.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import type { ApiDeps, ApiEnv } from './deps.ts';
import { customDomainRoutes } from './domains/custom-domains.routes.ts';
import { errorResponse } from './errors/error-response.ts';
import { handleError } from './errors/handle-error.ts';
import { rejectMalformedJson } from './errors/reject-malformed-json.ts';
import { validationHook } from './errors/validation-hook.ts';
import { healthRoutes } from './health/health.routes.ts';
import { requestLocale } from './locale/request-locale.ts';
import { availabilityRoutes } from './locations/availability.routes.ts';
import { featuredLocationRoutes } from './locations/featured.routes.ts';
import { logRequests } from './logging/log-requests.ts';
import { artworkRoutes } from './media/artwork.routes.ts';

export const OPENAPI_PATH = '/openapi.json';

/** The Kalendo REST API (mounted at `/api/v1` by the web server; testable on its own with `app.request`). */
export function createApi(deps: ApiDeps) {
  const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  api.use(logRequests(deps.logger));
  api.use(requestLocale);
  api.use(rejectMalformedJson);
  api.route('/', healthRoutes(deps));
  api.route('/', categoryRoutes(deps));
  api.route('/', featuredLocationRoutes(deps));
  api.route('/', availabilityRoutes(deps));
  api.route('/', artworkRoutes(deps));
  api.route('/', customDomainRoutes(deps));
  api.route('/', contentRoutes(deps));
  api.route('/', contactRoutes(deps));
  const auth = createAuth({ database: deps.database, secret: deps.authSecret, google: deps.google });
  api.route('/', accountRoutes(deps, auth));
  api.route('/', bookingRoutes(deps, auth));
  // Everything else under /auth is better-auth's (sign-up, sign-in, sign-out, sessions, password reset).
  api.on(['GET', 'POST'], '/auth/*', async (c) => {
    const body = c.req.method === 'GET' ? undefined : await c.req.arrayBuffer();
    // The API sees paths without its mount prefix; better-auth works with the public path.
    const url = new URL(c.req.url);
    url.pathname = `/api/v1${url.pathname}`;
    const response = await auth.handler(
      new Request(url, { method: c.req.method, headers: c.req.raw.headers, body }),
    );
    // Rate-limited answers carry the standard Retry-After (better-auth names it X-Retry-After).
    const retryAfter = response.headers.get('x-retry-after');
    if (response.status === 429 && retryAfter && !response.headers.has('retry-after')) {
      const headers = new Headers(response.headers);
      headers.set('Retry-After', retryAfter);
      return new Response(response.body, { status: 429, headers });
    }
    return response;
  });
  api.doc31(OPENAPI_PATH, {
    openapi: '3.1.0',
    info: {
      title: 'Kalendo API',
      version: deps.version,
      description:
        'REST API of the Kalendo booking marketplace. Errors use `{"error":{"code","message","details"}}` ' +
        'with stable codes; messages follow `Accept-Language`.',
    },
    servers: [{ url: '/api/v1' }],
  });
  api.notFound((c) => errorResponse(c, 'NOT_FOUND'));
  api.onError(handleError);
  return api;
}

export type Api = ReturnType<typeof createApi>;
