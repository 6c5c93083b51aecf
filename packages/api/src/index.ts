export { type Auth, createAuth, SESSION_COOKIE_PREFIX } from './auth/create-auth.ts';
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth/password-policy.ts';
export { type BotCheck, createBotCheck } from './bot-check/create-bot-check.ts';
export { carriesSession, hasSessionCookie, PRIVATE_NO_STORE } from './caching/private-responses.ts';
export { publicMaxAge } from './caching/public-response-cache.ts';
export type { ContentDocument, ContentSource } from './content/content-source.ts';
export { createFileContentSource } from './content/file-content-source.ts';
export { createHttpContentSource } from './content/http-content-source.ts';
export { type Api, type ApiRoutes, createApi, OPENAPI_PATH } from './create-api.ts';
export { createServices, type Services } from './create-services.ts';
export { comesFromOrigin } from './csrf/same-origin-write.ts';
export type { ApiBindings, ApiDeps } from './deps.ts';
export { MAX_FORM_POST_BYTES, MAX_JSON_BODY_BYTES } from './limits/body-limits.ts';
export type { ApiLogger } from './logging/api-logger.ts';
export { renderDefaultOgImage } from './media/og-default-image.ts';
export {
  generateVapidKeys,
  type VapidKeys,
} from './notifications/delivery/send-web-push.ts';
export {
  DEFAULT_REMINDER_MINUTES,
  type NotificationDelivery,
  startNotificationDelivery,
} from './notifications/delivery/start-notification-delivery.ts';
export type { AnsweredRequest, ObserveRequest } from './observability/observe-request.ts';
export type { ReportError } from './observability/report-error.ts';
export { REQUEST_ID_HEADER, ROUTE_HEADER, UNMATCHED_ROUTE } from './observability/route-pattern.ts';
export { renderApiReference } from './openapi/render-api-reference.ts';
export { createDnsTxtResolver, type DnsOptions } from './partner/dns-txt-resolver.ts';
export { createStripePaymentGateway, type StripeOptions } from './payments/stripe-payment-gateway.ts';
export { CLIENT_ADDRESS_HEADER } from './rate-limit/client-address.ts';
export {
  createMemoryRateLimitStore,
  type RateLimitStore,
} from './rate-limit/create-rate-limiter.ts';
export { createRedisRateLimitStore } from './rate-limit/redis-rate-limit-store.ts';
export type { Stores } from './services/create-stores.ts';
export type { ResolvedSession, SessionMemo } from './services/session-memo.ts';
