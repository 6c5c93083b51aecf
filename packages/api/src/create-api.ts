import { OpenAPIHono } from '@hono/zod-openapi';
import { accountRoutes } from './auth/account.routes.ts';
import { authContractRoutes } from './auth/auth-contracts.routes.ts';
import { type AuthPassthrough, authPassthrough } from './auth/auth-passthrough.ts';
import { avatarRoutes } from './auth/avatar.routes.ts';
import { favouriteRoutes } from './auth/favourites.routes.ts';
import { sessionRoutes } from './auth/sessions.routes.ts';
import { basketRoutes } from './basket/basket.routes.ts';
import { bookingRoutes } from './bookings/bookings.routes.ts';
import { myAppointmentRoutes } from './bookings/my-appointments.routes.ts';
import { rescheduleRoutes } from './bookings/reschedule.routes.ts';
import { botCheckRoutes } from './bot-check/bot-check.routes.ts';
import { businessDetailRoutes } from './businesses/business-detail.routes.ts';
import { widgetFrameAncestorsRoutes } from './businesses/widget-frame-ancestors.routes.ts';
import { privateResponses } from './caching/private-responses.ts';
import { createPublicResponseCache } from './caching/public-response-cache.ts';
import { reportWrites } from './caching/successful-write.ts';
import { calendarFeedRoutes } from './calendar-feed/calendar-feed.routes.ts';
import { categoryRoutes } from './catalog/categories.routes.ts';
import { marketplaceServiceRoutes } from './catalog/marketplace-services.routes.ts';
import { classBookingRoutes } from './classes/class-bookings.routes.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { createRouter } from './create-router.ts';
import { createServices, type Services } from './create-services.ts';
import { sameOriginWrites } from './csrf/same-origin-write.ts';
import type { ApiDeps, ApiEnv } from './deps.ts';
import { customDomainRoutes } from './domains/custom-domains.routes.ts';
import { errorResponse } from './errors/error-response.ts';
import { createErrorHandler } from './errors/handle-error.ts';
import { rejectMalformedJson } from './errors/reject-malformed-json.ts';
import { validationHook } from './errors/validation-hook.ts';
import { formRoutes } from './forms/forms.routes.ts';
import { createDatabaseAvailability, type DatabaseAvailability } from './health/database-availability.ts';
import { databaseGate } from './health/database-gate.ts';
import { healthRoutes } from './health/health.routes.ts';
import { inspirationGalleryRoutes } from './inspiration/inspiration-gallery.routes.ts';
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
import { videoRoutes } from './media/video.routes.ts';
import { membershipRoutes } from './memberships/memberships.routes.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { pushSubscriptionRoutes } from './notifications/push-subscription.routes.ts';
import { partnerRoutes } from './partner/partner.routes.ts';
import { partnerCalendarRoutes } from './partner/partner-calendar.routes.ts';
import { partnerClassesRoutes } from './partner/partner-classes.routes.ts';
import { partnerClientsRoutes } from './partner/partner-clients.routes.ts';
import { partnerDescriptionsRoutes } from './partner/partner-descriptions.routes.ts';
import { partnerDistributionRoutes } from './partner/partner-distribution.routes.ts';
import { partnerImagesRoutes } from './partner/partner-images.routes.ts';
import { partnerMembershipsRoutes } from './partner/partner-memberships.routes.ts';
import { invitationPreviewRoutes, partnerTeamRoutes } from './partner/partner-team.routes.ts';
import { stripeWebhookRoutes } from './payments/stripe-webhook.routes.ts';
import { reviewRoutes } from './reviews/reviews.routes.ts';
import { searchRoutes } from './search/search.routes.ts';

export const OPENAPI_PATH = '/openapi.json';

/** The Kalendo REST API (mounted at `/api/v1` by the web server; testable on its own with `app.request`). */
export function createApi(deps: ApiDeps, services: Services = createServices(deps)) {
  const { now } = services;
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
  api.use(logRequests(deps.logger, deps.observeRequest));
  api.use(requestLocale);
  // PGlite runs in this process: it cannot become unreachable, and a busy PGlite is not a lost one.
  if (deps.database.kind === 'postgres') api.use(databaseGate(availability));
  api.use(limitBodies);
  api.use(privateResponses);
  api.use(sameOriginWrites);
  api.use(rejectMalformedJson);
  if (deps.onWrite) api.use(reportWrites(deps.onWrite));
  if (deps.keepPublicAnswers !== false)
    api.use(createPublicResponseCache({ now: () => now().getTime() }).middleware);
  const toBetterAuth = authPassthrough(services);
  api.route('/', apiRoutes(deps, services, availability, toBetterAuth));
  // A card processor's events (ADR 016): only where one is configured.
  if (deps.stripeWebhookSecret) api.route('/', stripeWebhookRoutes(services, deps.stripeWebhookSecret));
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
  api.onError(createErrorHandler({ logger: deps.logger, reportError: deps.reportError }));
  return api;
}

/** Every route of the API in one chain, so its type describes them all (the typed client is made from it). */
function apiRoutes(
  deps: ApiDeps,
  services: Services,
  availability: DatabaseAvailability,
  toBetterAuth: AuthPassthrough,
) {
  return createRouter()
    .route('/', healthRoutes(deps, availability))
    .route('/', categoryRoutes(services))
    .route('/', marketplaceServiceRoutes(services))
    .route('/', businessDetailRoutes(services))
    .route('/', widgetFrameAncestorsRoutes(services))
    .route('/', featuredLocationRoutes(services))
    .route('/', locationsBySlugsRoutes(services))
    .route('/', inspirationTeaserRoutes(services))
    .route('/', inspirationGalleryRoutes(services))
    .route('/', searchRoutes(services))
    .route('/', locationDetailRoutes(services))
    .route('/', locationReviewRoutes(services))
    .route('/', availabilityRoutes(services))
    .route('/', sitemapRoutes(services))
    .route('/', artworkRoutes(services))
    .route('/', videoRoutes(services))
    .route('/', customDomainRoutes(services))
    .route('/', contentRoutes(services))
    .route('/', contactRoutes(services))
    .route('/', accountRoutes(services))
    .route('/', avatarRoutes(services))
    .route('/', favouriteRoutes(services))
    .route('/', basketRoutes(services))
    .route('/', bookingRoutes(services))
    .route('/', myAppointmentRoutes(services))
    .route('/', rescheduleRoutes(services))
    .route('/', calendarFeedRoutes(services))
    .route('/', classBookingRoutes(services))
    .route('/', membershipRoutes(services))
    .route('/', partnerRoutes(services))
    .route('/', partnerCalendarRoutes(services))
    .route('/', partnerClientsRoutes(services))
    .route('/', partnerDistributionRoutes(services))
    .route('/', partnerImagesRoutes(services))
    .route('/', partnerDescriptionsRoutes(services))
    .route('/', partnerClassesRoutes(services))
    .route('/', partnerMembershipsRoutes(services))
    .route('/', partnerTeamRoutes(services))
    .route('/', invitationPreviewRoutes(services))
    .route('/', notificationRoutes(services))
    .route('/', formRoutes(services))
    .route('/', pushSubscriptionRoutes(services))
    .route('/', reviewRoutes(services))
    .route('/', botCheckRoutes(services.botCheck))
    .route('/', authContractRoutes(services, toBetterAuth))
    .route('/', sessionRoutes(services));
}

export type Api = ReturnType<typeof createApi>;
/** Every route of the API with its inputs and answers: the type the typed client is made from. */
export type ApiRoutes = ReturnType<typeof apiRoutes>;
