/**
 * The browser's one way to report an error (ADR 021). Small on purpose: it is part of the first load, and
 * error reporting itself (the Sentry SDK) is fetched after hydration, only when a DSN is configured.
 * Errors reported before it is ready are kept (a few) and sent once it is; with no DSN they are dropped.
 */
export type ErrorSink = (error: unknown, context: { what: string }) => void;

const MAX_KEPT = 20;
let sink: ErrorSink | undefined;
let kept: Array<[unknown, { what: string }]> = [];

export function reportError(error: unknown, what: string): void {
  if (sink) sink(error, { what });
  else if (kept.length < MAX_KEPT) kept.push([error, { what }]);
}

/** Called once the SDK runs: the errors kept so far are sent, and every later one directly. */
export function connectErrorSink(next: ErrorSink): void {
  sink = next;
  for (const [error, context] of kept) next(error, context);
  kept = [];
}

/** Logs a warning as before and reports it (update checks, push registration). */
export const reportingLog = {
  warn(message: string, cause?: unknown) {
    console.warn(message, cause);
    reportError(cause ?? new Error(message), message);
  },
};
