import type { ApiErrorCode } from '@kalendo/contracts';
import { DEADLOCK_DETECTED, isDatabaseUnavailable, PartnerRefusal, sqlStateOf } from '@kalendo/db';
import { DomainError, type DomainErrorCode } from '@kalendo/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DATABASE_RETRY_AFTER_SECONDS } from '../health/database-availability.ts';
import type { ApiLogger } from '../logging/api-logger.ts';
import type { ReportError } from '../observability/report-error.ts';
import { REQUEST_ID_HEADER, routePatternOf } from '../observability/route-pattern.ts';
import { refusalAsError } from '../partner/partner-refusals.ts';
import { ApiError, type ErrorMessageKey } from './api-error.ts';
import { errorResponse } from './error-response.ts';

const DOMAIN_TO_API: Record<DomainErrorCode, ApiErrorCode> = {
  NOT_FOUND: 'NOT_FOUND',
  SLOT_UNAVAILABLE: 'SLOT_UNAVAILABLE',
  INVALID_INPUT: 'VALIDATION_FAILED',
  CONFLICT: 'CONFLICT',
  FORBIDDEN: 'FORBIDDEN',
  IDEMPOTENCY_MISMATCH: 'IDEMPOTENCY_MISMATCH',
  BASKET_FULL: 'BASKET_FULL',
  BASKET_EMPTY: 'BASKET_EMPTY',
  START_IN_PAST: 'START_IN_PAST',
  PAYMENT_DECLINED: 'PAYMENT_DECLINED',
  FORM_NOT_FOUND: 'FORM_NOT_FOUND',
  FORM_INVALID: 'FORM_INVALID',
  FORM_ALREADY_SUBMITTED: 'FORM_ALREADY_SUBMITTED',
  FORM_EXPIRED: 'FORM_EXPIRED',
  FORM_REQUIRED: 'FORM_REQUIRED',
  MEMBERSHIP_NOT_USABLE: 'MEMBERSHIP_NOT_USABLE',
  CLASS_FULL: 'CLASS_FULL',
  CLASS_STARTED: 'CLASS_STARTED',
  CLASS_ALREADY_BOOKED: 'CLASS_ALREADY_BOOKED',
};

const HTTP_TO_API: Partial<Record<number, ApiErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** SQLSTATE of a statement cancelled by `statement_timeout` (or by an operator). */
const QUERY_CANCELED = '57014';

/**
 * The one place that turns any thrown error into the API's error format. Bad input never becomes a 500; a
 * 500 is logged with the request id and reported (ADR 021).
 */
export function createErrorHandler(options: {
  logger?: ApiLogger | undefined;
  reportError?: ReportError | undefined;
}) {
  const log = (entry: object, message: string) =>
    options.logger?.error ? options.logger.error(entry, message) : console.error(message, entry);
  return (error: Error, c: Context) => {
    const request = {
      method: c.req.method,
      route: routePatternOf(c),
      requestId: c.req.header(REQUEST_ID_HEADER),
    };
    const failed = (message: string, entry: object = {}) => {
      log({ reqId: request.requestId, method: request.method, route: request.route, ...entry }, message);
    };
    const unexpected = (message: string, entry: object = {}) => {
      failed(message, entry);
      options.reportError?.(error, request);
    };
    return answerError(error, c, failed, unexpected);
  };
}

/**
 * A refused class spot of a basket (its error names the session) has its own messages: a class's "before
 * booking" form is not a service's, and a full class may still have waitlist places.
 */
function domainMessage(error: DomainError): ErrorMessageKey {
  const code = DOMAIN_TO_API[error.code];
  if (error.details?.sessionId === undefined) return code;
  if (code === 'FORM_REQUIRED') return 'FORM_REQUIRED_CLASS';
  return code === 'CLASS_FULL' ? 'CLASS_FULL_SPOT' : code;
}

type Note = (message: string, entry?: object) => void;

function answerError(thrown: Error, c: Context, failed: Note, unexpected: Note) {
  // A refusal of a write no route turned into its error yet is answered as the routes answer it.
  const error = thrown instanceof PartnerRefusal ? refusalAsError(thrown) : thrown;
  if (error instanceof ApiError)
    return errorResponse(c, error.code, error.details, error.headers, error.messageKey);
  if (error instanceof DomainError) {
    const code = DOMAIN_TO_API[error.code];
    return errorResponse(c, code, error.details, undefined, domainMessage(error));
  }
  if (error instanceof HTTPException) {
    if (error.status === 400 && /JSON/i.test(error.message)) return errorResponse(c, 'MALFORMED_JSON');
    const code = HTTP_TO_API[error.status];
    if (code) return errorResponse(c, code);
    // Any other client error is still the client's: never a 500 for it.
    if (error.status < 500) return errorResponse(c, 'VALIDATION_FAILED');
    unexpected('unhandled API HTTP error', { status: error.status, err: error });
    return errorResponse(c, 'INTERNAL');
  }
  const retryAfter = { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) };
  if (isDatabaseUnavailable(error)) {
    failed('database unavailable', { message: error.message });
    return errorResponse(c, 'SERVICE_UNAVAILABLE', undefined, retryAfter);
  }
  // The statement timeout cancelled a query: the database is overloaded, not the request wrong.
  if (sqlStateOf(error) === QUERY_CANCELED) {
    failed('database statement timed out', { message: error.message });
    return errorResponse(c, 'SERVICE_UNAVAILABLE', undefined, retryAfter);
  }
  // PostgreSQL broke a lock cycle between two writes by aborting this one (closing a place while one of its
  // staff members is edited, ADR 058): it changed nothing, and is a conflict to retry.
  if (sqlStateOf(error) === DEADLOCK_DETECTED) {
    failed('write aborted by a lock cycle', { message: error.message });
    return errorResponse(c, 'CONFLICT');
  }
  unexpected('unhandled API error', { err: error });
  return errorResponse(c, 'INTERNAL');
}
