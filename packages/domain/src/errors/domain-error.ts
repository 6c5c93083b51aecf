/** Stable, transport-independent error codes. The API maps them to HTTP statuses. */
export const DOMAIN_ERROR_CODES = [
  'NOT_FOUND',
  'SLOT_UNAVAILABLE',
  'INVALID_INPUT',
  'CONFLICT',
  'FORBIDDEN',
  'IDEMPOTENCY_MISMATCH',
  'BASKET_FULL',
  'BASKET_EMPTY',
  'START_IN_PAST',
  'PAYMENT_DECLINED',
  'FORM_NOT_FOUND',
  'FORM_INVALID',
  'FORM_ALREADY_SUBMITTED',
  'FORM_EXPIRED',
  'FORM_REQUIRED',
  'MEMBERSHIP_NOT_USABLE',
  'CLASS_FULL',
  'CLASS_STARTED',
  'CLASS_ALREADY_BOOKED',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/** A rule of the domain was broken; `code` is stable, `message` says what and why (English, for logs). */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: DomainErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}
