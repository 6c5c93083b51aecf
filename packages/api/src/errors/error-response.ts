import { API_ERROR_STATUS, type ApiErrorCode, type ErrorBody } from '@kalendo/contracts';
import { createTranslator, type Locale } from '@kalendo/i18n';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorMessageKey } from './api-error.ts';

/** The JSON error body of DESIGN.md §2, with the message (the code's own by default) in the request's language. */
export function errorBody(
  code: ApiErrorCode,
  locale: Locale,
  details?: Record<string, unknown>,
  messageKey: ErrorMessageKey = code,
): ErrorBody {
  const message = createTranslator(locale)(`errors:${messageKey}`, details ?? {});
  return { error: details ? { code, message, details } : { code, message } };
}

export function errorResponse(
  c: Context,
  code: ApiErrorCode,
  details?: Record<string, unknown>,
  headers?: Record<string, string>,
  messageKey: ErrorMessageKey = code,
) {
  const locale = (c.get('locale') as Locale | undefined) ?? 'en';
  return c.json(
    errorBody(code, locale, details, messageKey),
    API_ERROR_STATUS[code] as ContentfulStatusCode,
    headers,
  );
}
