import type { ApiErrorCode } from '@kalendo/contracts';

/**
 * The `errors` messages besides one per code: a code whose message depends on what was refused (a class's
 * "before booking" form is not a service's; a basket's full class may still have waitlist places).
 */
export type ErrorMessageKey =
  | ApiErrorCode
  | 'FORM_REQUIRED_CLASS'
  | 'CLASS_FULL_SPOT'
  | 'MARK_TOO_EARLY'
  | 'MARK_ALREADY_ARRIVED'
  | 'MARK_ARRIVED'
  | 'STAFF_BUSY'
  | 'APPOINTMENT_CLOSED'
  | 'APPOINTMENT_STARTED'
  | 'DOMAIN_TXT_WRONG'
  | 'DOMAIN_TXT_MISSING'
  | 'DOMAIN_DNS_TIMEOUT'
  | 'CLASS_SESSION_STARTED'
  | 'CLASS_SESSION_CANCELLED'
  | 'MEMBERSHIP_NOT_PENDING'
  | 'STAFF_NOT_PERFORMING'
  | 'OWN_DESCRIPTION_FIRST'
  | 'OWN_DESCRIPTION_KEPT'
  | 'TEACHER_HAS_CLASS'
  | 'TEACHER_HAS_APPOINTMENT'
  | 'PLACE_INCOMPLETE'
  | 'LAST_PUBLIC_PLACE'
  | 'ONLY_PLACE'
  | 'PLACE_HAS_THINGS_TO_COME'
  | 'STAFF_HAS_THINGS_TO_COME'
  | 'PUBLIC_PLACE_EMPTIED'
  | 'STAFF_TEACHING';

/** An error the API answers with its stable code; the message is translated from the code. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** The message to translate: the code's own unless `withMessage` named another. */
  messageKey: ErrorMessageKey;
  readonly details: Record<string, unknown> | undefined;
  /** Headers of the answer (`Retry-After`). */
  readonly headers: Record<string, string> | undefined;

  constructor(code: ApiErrorCode, details?: Record<string, unknown>, headers?: Record<string, string>) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.details = details;
    this.headers = headers;
    this.messageKey = code;
  }

  /** The same code with another of its messages. */
  withMessage(key: ErrorMessageKey): this {
    this.messageKey = key;
    return this;
  }
}
