import { isRouteErrorResponse } from 'react-router';

/** Reports an error of the page being rendered on the server (the server's Sentry SDK, ADR 021). */
export type ReportPageError = (error: unknown) => void;

/**
 * React Router's `handleError` (entry.server): a loader, an action or the render threw. Reported once:
 * a refusal of the API (a 5xx it already reported, thrown as the page's error response) and a request the
 * browser gave up on are not reported again. Logged as React Router's default does.
 */
export function handleServerError(
  error: unknown,
  request: Request,
  report: ReportPageError | undefined,
  log: (error: unknown) => void = console.error,
): void {
  if (request.signal.aborted) return;
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
  if (cause === undefined) return;
  log(cause);
  report?.(cause);
}

/**
 * What React Router (production) makes of a server's error in the browser: its message replaced and no
 * stack (single fetch and the hydration data alike). The server reported it; the browser does not.
 */
export function cameFromServer(error: unknown): boolean {
  return error instanceof Error && error.message === 'Unexpected Server Error' && !error.stack;
}
