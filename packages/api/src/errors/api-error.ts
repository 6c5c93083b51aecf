import type { ApiErrorCode } from '@kalendo/contracts';

/** An error the API answers with its stable code; the message is translated from the code. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ApiErrorCode, details?: Record<string, unknown>) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.details = details;
  }
}
