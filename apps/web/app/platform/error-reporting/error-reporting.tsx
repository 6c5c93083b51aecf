import { useEffect } from 'react';
import type { ErrorReportingConfig } from './error-reporting-config.ts';
import { connectErrorSink } from './report-error.ts';
import { scrubEvent, scrubPersonalData } from './scrub-personal-data.ts';

/**
 * Starts the Sentry SDK in the browser (ADR 021), fetched after hydration and only when a DSN is
 * configured: uncaught errors and unhandled rejections, the errors the app reports (`reportError`),
 * and traces of page loads and API calls whose `traceparent` joins the server's trace. Personal data is
 * scrubbed from every event before it leaves.
 */
export function ErrorReporting({ config }: { config: ErrorReportingConfig }) {
  useEffect(() => {
    let cancelled = false;
    void import('@sentry/react').then((Sentry) => {
      if (cancelled || Sentry.getClient()) return;
      Sentry.init({
        dsn: config.dsn,
        environment: config.environment,
        release: config.release,
        tracesSampleRate: config.tracesSampleRate,
        sendDefaultPii: false,
        integrations: [Sentry.browserTracingIntegration()],
        // Only our own API and our pages' data requests (a form's action, a loader) get the trace headers,
        // never a map tile server or a push service.
        tracePropagationTargets: [
          /^\/api\/v1\//,
          new RegExp(`^${escapeRegExp(window.location.origin)}/api/v1/`),
          /^\/[^?#]*\.data([?#]|$)/,
          new RegExp(`^${escapeRegExp(window.location.origin)}/[^?#]*\\.data([?#]|$)`),
        ],
        propagateTraceparent: true,
        beforeSend: scrubEvent,
        beforeSendTransaction: scrubEvent,
        beforeBreadcrumb: (breadcrumb) => scrubPersonalData(breadcrumb),
      });
      connectErrorSink((error, context) => Sentry.captureException(error, { tags: { what: context.what } }));
    });
    return () => {
      cancelled = true;
    };
  }, [config]);
  return null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
