import { ROUTE_HEADER } from '@kalendo/api';
import * as Sentry from '@sentry/node';
import type { MiddlewareHandler } from 'hono';
import { scrubEvent, scrubPersonalData } from '../../app/platform/error-reporting/scrub-personal-data.ts';
import type { Env } from '../env.ts';
import { type Instrumentation, releaseOf } from './release.ts';

/** The request id's name on events (a tag, searchable) and on spans (an attribute). */
export const REQUEST_ID_TAG = 'request_id';
export const REQUEST_ID_ATTRIBUTE = 'kalendo.request_id';

/**
 * Error reporting and tracing with the Sentry SDK (ADR 021), started before the server's modules load so
 * that its OpenTelemetry instrumentation sees them. Without `SENTRY_DSN` nothing is sent to Sentry; the
 * same tracer still feeds the OTLP exporter when `OTEL_EXPORTER_OTLP_ENDPOINT` is set. Every event and
 * transaction is scrubbed of personal data on its way out.
 */
export function startInstrumentation(env: Env): Instrumentation {
  Sentry.init({
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
    release: releaseOf(env),
    tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE,
    // No IP addresses, cookies, bodies or user details collected by the SDK itself.
    sendDefaultPii: false,
    beforeSend: scrubEvent,
    beforeSendTransaction: scrubEvent,
    beforeBreadcrumb: (breadcrumb) => scrubPersonalData(breadcrumb),
  });
  return {
    reportError: (error, request) => {
      Sentry.captureException(error, { tags: { route: `${request.method} ${request.route}` } });
    },
    middleware: tagRequest,
    flush: async () => {
      await Sentry.flush(2000);
    },
  };
}

/** The request id on every event and span of the request; an API request's trace named by its route. */
const tagRequest: MiddlewareHandler = async (c, next) => {
  const requestId = c.get('requestId') as string;
  Sentry.getIsolationScope().setTag(REQUEST_ID_TAG, requestId);
  const active = Sentry.getActiveSpan();
  const root = active ? Sentry.getRootSpan(active) : undefined;
  root?.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
  await next();
  const route = c.res.headers.get(ROUTE_HEADER);
  if (root && route) {
    root.setAttribute('http.route', `/api/v1${route}`);
    Sentry.updateSpanName(root, `${c.req.method} /api/v1${route}`);
  }
};
