import type { ApiErrorCode } from '@kalendo/contracts';

/** An error the API answers with its stable code; the message is translated from the code. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly details: Record<string, unknown> | undefined;
  /** Headers of the answer (`Retry-After`). */
  readonly headers: Record<string, string> | undefined;

  constructor(code: ApiErrorCode, details?: Record<string, unknown>, headers?: Record<string, string>) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.details = details;
    this.headers = headers;
  }
}
