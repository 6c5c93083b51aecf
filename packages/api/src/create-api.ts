import { OpenAPIHono } from '@hono/zod-openapi';
import { createSpentBotChecks } from '@kalendo/db';
import { accountRoutes } from './auth/account.routes.ts';
import { authContractRoutes } from './auth/auth-contracts.routes.ts';
import { authPassthrough, VERIFICATION_EMAILS_PER_HOUR } from './auth/auth-passthrough.ts';
import { avatarRoutes } from './auth/avatar.routes.ts';
import { createAuth } from './auth/create-auth.ts';
import { favouriteRoutes } from './auth/favourites.routes.ts';
import { sessionRoutes } from './auth/sessions.routes.ts';
import { basketRoutes } from './basket/basket.routes.ts';
import { bookingRoutes } from './bookings/bookings.routes.ts';
import { myAppointmentRoutes } from './bookings/my-appointments.routes.ts';
import { rescheduleRoutes } from './bookings/reschedule.routes.ts';
import { botCheckRoutes } from './bot-check/bot-check.routes.ts';
import { createBotCheck } from './bot-check/create-bot-check.ts';
import { createSignInFailures } from './bot-check/sign-in-failures.ts';
import { businessDetailRoutes } from './businesses/business-detail.routes.ts';
import { privateResponses } from './caching/private-responses.ts';
import { createPublicResponseCache } from './caching/public-response-cache.ts';
import { calendarFeedRoutes } from './calendar-feed/calendar-feed.routes.ts';
import { categoryRoutes } from './catalog/categories.routes.ts';
import { marketplaceServiceRoutes } from './catalog/marketplace-services.routes.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { sameOriginWrites } from './csrf/same-origin-write.ts';
import type { ApiDeps, ApiEnv } from './deps.ts';
import { customDomainRoutes } from './domains/custom-domains.routes.ts';
import { errorResponse } from './errors/error-response.ts';
import { handleError } from './errors/handle-error.ts';
import { rejectMalformedJson } from './errors/reject-malformed-json.ts';
import { validationHook } from './errors/validation-hook.ts';
import { createDatabaseAvailability } from './health/database-availability.ts';
import { databaseGate } from './health/database-gate.ts';
import { healthRoutes } from './health/health.routes.ts';
import { inspirationTeaserRoutes } from './inspiration/inspiration-teaser.routes.ts';
import { limitBodies } from './limits/body-limits.ts';
import { requestLocale } from './locale/request-locale.ts';
import { availabilityRoutes } from './locations/availability.routes.ts';
import { featuredLocationRoutes } from './locations/featured.routes.ts';
import { locationDetailRoutes } from './locations/location-detail.routes.ts';
import { locationReviewRoutes } from './locations/location-reviews.routes.ts';
import { locationsBySlugsRoutes } from './locations/locations-by-slugs.routes.ts';
import { sitemapRoutes } from './locations/sitemap.routes.ts';
import { logRequests } from './logging/log-requests.ts';
import { artworkRoutes } from './media/artwork.routes.ts';
import { createMemoryRateLimitStore, createRateLimiter } from './rate-limit/create-rate-limiter.ts';
import { reviewRoutes } from './reviews/reviews.routes.ts';
import { searchRoutes } from './search/search.routes.ts';

export const OPENAPI_PATH = '/openapi.json';

/** The Kalendo REST API (mounted at `/api/v1` by the web server; testable on its own with `app.request`). */
export function createApi(deps: ApiDeps) {
  const rateLimits = deps.rateLimitStore ?? createMemoryRateLimitStore();
  const now = deps.now ?? (() => new Date());
  const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  const availability = createDatabaseAvailability({
    ping: () => deps.database.ping(),
    onDown: () => {
      deps.logger?.error?.(
        { database: deps.database.kind },
        'database unreachable: answering 503 until it is back',
      );
      // Connections cut by the network may never answer again: the pool opens new ones when it is back.
      deps.database.dropConnections();
    },
    onUp: () => deps.logger?.info({ database: deps.database.kind }, 'database reachable again'),
    onBrokenConnection: () => {
      deps.logger?.error?.(
        { database: deps.database.kind },
        'a database connection is stuck: new connections',
      );
      deps.database.dropConnections();
    },
  });
  api.use(logRequests(deps.logger));
  api.use(requestLocale);
  // PGlite runs in this process: it cannot become unreachable, and a busy PGlite is not a lost one.
  if (deps.database.kind === 'postgres') api.use(databaseGate(availability));
  api.use(limitBodies);
  api.use(privateResponses);
  api.use(sameOriginWrites);
  api.use(rejectMalformedJson);
  if (deps.keepPublicAnswers !== false)
    api.use(createPublicResponseCache({ now: () => now().getTime() }).middleware);
  api.route('/', healthRoutes(deps, availability));
  api.route('/', categoryRoutes(deps));
  api.route('/', marketplaceServiceRoutes(deps));
  api.route('/', businessDetailRoutes(deps));
  api.route('/', featuredLocationRoutes(deps));
  api.route('/', locationsBySlugsRoutes(deps));
  api.route('/', inspirationTeaserRoutes(deps));
  api.route('/', searchRoutes(deps));
  api.route('/', locationDetailRoutes(deps));
  api.route('/', locationReviewRoutes(deps));
  api.route('/', availabilityRoutes(deps));
  api.route('/', sitemapRoutes(deps));
  api.route('/', artworkRoutes(deps));
  api.route('/', customDomainRoutes(deps));
  api.route('/', contentRoutes(deps));
  api.route('/', contactRoutes(deps, rateLimits));
  // Mails an anonymous request can have sent to one address: verification resends and account notices.
  const mailsPerAddress = createRateLimiter({
    store: rateLimits,
    name: 'verification-mail',
    limit: VERIFICATION_EMAILS_PER_HOUR,
    windowMs: 60 * 60_000,
  });
  const auth = createAuth({
    rateLimits,
    database: deps.database,
    secret: deps.authSecret,
    publicOrigin: deps.publicOrigin,
    google: deps.google,
    mailsPerAddress,
  });
  const spentBotChecks = createSpentBotChecks(deps.database.db);
  const botCheck = createBotCheck({
    secret: deps.authSecret,
    spend: (signature, expiresAt) => spentBotChecks.spend(signature, expiresAt, now()),
    now,
    ...deps.botCheck,
  });
  const signInFailures = createSignInFailures({
    threshold: 3,
    windowMs: 15 * 60_000,
    now: () => now().getTime(),
  });
  api.route('/', accountRoutes(deps, auth));
  api.route('/', avatarRoutes(deps, auth));
  api.route('/', favouriteRoutes(deps, auth));
  api.route('/', basketRoutes(deps, auth));
  api.route('/', bookingRoutes(deps, auth));
  api.route('/', myAppointmentRoutes(deps, auth));
  api.route('/', rescheduleRoutes(deps, auth));
  api.route('/', calendarFeedRoutes(deps, auth));
  api.route('/', reviewRoutes(deps, auth));
  api.route('/', botCheckRoutes(botCheck));
  const toBetterAuth = authPassthrough({ auth, botCheck, signInFailures, mailsPerAddress });
  api.route('/', authContractRoutes(auth, toBetterAuth));
  api.route('/', sessionRoutes(auth));
  // Everything else under /auth is better-auth's (sign-up, sign-in, sign-out, sessions, password reset).
  api.on(['GET', 'POST'], '/auth/*', (c) => toBetterAuth(c));
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
