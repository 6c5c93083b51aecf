/** How the typed client reads the API's answers: data, null for what is absent, or the API's refusal. */
import type { ErrorBody } from '@kalendo/contracts';
import { type ClientResponse, DetailedError, parseResponse } from 'hono/client';
import { data } from 'react-router';

type ApiError = ErrorBody['error'];

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}

/** The API's refusal: its status and error body (a message in the request's language). */
function refusalOf(error: unknown): { status: number; error: ApiError | null } {
  if (!(error instanceof DetailedError)) throw error;
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  const body: unknown = error.detail?.data;
  return { status, error: isErrorBody(body) ? body.error : null };
}

/**
 * A refusal the page does not handle itself, as the page's error response with the API's status (a 503
 * stays a 503 on the page).
 */
export function routeFailure({ status, error }: { status: number; error: ApiError | null }) {
  return data(
    { code: error?.code ?? 'INTERNAL', message: error?.message ?? `API request failed (${status})` },
    { status },
  );
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };

/** A read the page needs: any refusal becomes the page's error response. */
export function read<R extends ClientResponse<unknown>>(pending: Promise<R>) {
  return parseResponse(pending).catch((error: unknown) => {
    throw routeFailure(refusalOf(error));
  });
}

/** A read of something that may not exist: a 404 (or the status given, e.g. 401 for "signed out") is null. */
export function readOrNull<R extends ClientResponse<unknown>>(pending: Promise<R>, absent = 404) {
  return parseResponse(pending).catch((error: unknown) => {
    const refusal = refusalOf(error);
    if (refusal.status === absent) return null;
    throw routeFailure(refusal);
  });
}

/**
 * A call whose refusal (a 4xx: field errors, a taken time, a rate limit) the caller shows, so it is
 * returned, not thrown; a 5xx is thrown.
 */
export function result<R extends ClientResponse<unknown>>(pending: Promise<R>) {
  return parseResponse(pending).then(
    (data) => ({ ok: true as const, data }),
    (error: unknown): { ok: false; status: number; error: ApiError } => {
      const refusal = refusalOf(error);
      if (refusal.status >= 500 || !refusal.error) throw routeFailure(refusal);
      return { ok: false, status: refusal.status, error: refusal.error };
    },
  );
}

/** The code in an account call's answer: ours (`{error:{code}}`) or better-auth's (`{code}`). */
export function codeOf(body: unknown): string | null {
  if (isErrorBody(body)) return body.error.code;
  if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string')
    return body.code;
  return null;
}
