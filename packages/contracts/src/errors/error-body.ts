import { z } from '@hono/zod-openapi';

/** Every stable API error code and the HTTP status it travels with. */
export const API_ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  BOT_CHECK_REQUIRED: 400,
  BOT_CHECK_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  INVITATION_OTHER_ACCOUNT: 403,
  NOT_FOUND: 404,
  FORM_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  SLOT_UNAVAILABLE: 409,
  BOOKINGS_AFFECTED: 409,
  CAPACITY_BELOW_BOOKED: 409,
  MARK_REFUSED: 409,
  DOMAIN_TAKEN: 409,
  DOMAIN_NOT_VERIFIED: 409,
  CONFLICT: 409,
  ALREADY_CANCELLED: 409,
  CLASS_FULL: 409,
  CLASS_ALREADY_BOOKED: 409,
  FORM_ALREADY_SUBMITTED: 409,
  FORM_EXPIRED: 409,
  REVIEW_NOT_ALLOWED: 409,
  ALREADY_REVIEWED: 409,
  GOOGLE_ACCOUNT_NOT_LINKED: 409,
  LAST_OWNER: 409,
  ALREADY_MEMBER: 409,
  INVITATION_PENDING: 409,
  STAFF_LINKED: 409,
  INVITATION_GONE: 410,
  IMAGE_TOO_LARGE: 413,
  PAYLOAD_TOO_LARGE: 413,
  INVALID_IMAGE: 415,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYMENT_DECLINED: 402,
  IDEMPOTENCY_MISMATCH: 422,
  BASKET_FULL: 422,
  BASKET_EMPTY: 422,
  CANCELLATION_WINDOW_PASSED: 422,
  DATE_OUT_OF_RANGE: 422,
  START_IN_PAST: 422,
  CLASS_STARTED: 422,
  MEMBERSHIP_NOT_USABLE: 422,
  MEMBERSHIP_CHANGE_REFUSED: 422,
  FORM_INVALID: 422,
  FORM_REQUIRED: 422,
  BUSINESS_INCOMPLETE: 422,
  INVITATIONS_LIMIT: 422,
  INVITATION_RESEND_LIMIT: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

export const ApiErrorCodeSchema = z.enum(Object.keys(API_ERROR_STATUS) as [ApiErrorCode, ...ApiErrorCode[]]);

/** `{"error":{"code","message","details"}}`: the message is in the request's language. */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: ApiErrorCodeSchema,
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .openapi('ErrorBody');

export type ErrorBody = z.infer<typeof ErrorBodySchema>;
