/** What the browser needs to report errors (ADR 021); sent with the root data only when a DSN is set. */
export interface ErrorReportingConfig {
  /** The public DSN (`SENTRY_BROWSER_DSN`, else `SENTRY_DSN`). */
  dsn: string;
  environment: string;
  release: string;
  tracesSampleRate: number;
}

/** What the service worker reports its errors with (it has no traces). */
export type WorkerErrorReporting = Pick<ErrorReportingConfig, 'dsn' | 'environment' | 'release'>;
