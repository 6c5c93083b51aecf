import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { ROUTE_HEADER } from '@kalendo/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
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
  // Before the SDK subscribes: a W3C `traceparent` (an OpenTelemetry client) continues its trace the way
  // Sentry's own `sentry-trace` header does, which the SDK's HTTP server instrumentation reads.
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    const w3c = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/.exec(
      String(request.headers.traceparent ?? ''),
    );
    if (!w3c || request.headers['sentry-trace']) return;
    const sampled = (Number.parseInt(w3c[3] ?? '0', 16) & 1) === 1 ? '1' : '0';
    request.headers['sentry-trace'] = `${w3c[1]}-${w3c[2]}-${sampled}`;
  });
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
    // Statements are traced by our own wrapper on both drivers (`traceQueries`), not twice.
    integrations: (defaults) => defaults.filter((integration) => !/^Postgres/.test(integration.name)),
    // The same spans go to an OpenTelemetry collector over OTLP/HTTP when one is configured.
    openTelemetrySpanProcessors: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? [
          new BatchSpanProcessor(
            new OTLPTraceExporter({ url: `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces` }),
            { scheduledDelayMillis: 1000 },
          ),
        ]
      : [],
  });
  return {
    reportError: (error, request) => {
      Sentry.captureException(error, { tags: { route: `${request.method} ${request.route}` } });
    },
    middleware: tagRequest,
    traceApiCall: (method, call) =>
      Sentry.startSpan(
        { name: `${method} /api/v1`, op: 'http.server.api', attributes: { 'http.request.method': method } },
        async (span) => {
          const response = await call();
          const route = response.headers.get(ROUTE_HEADER);
          if (route) {
            span.setAttribute('http.route', `/api/v1${route}`);
            Sentry.updateSpanName(span, `${method} /api/v1${route}`);
          }
          span.setAttribute('http.response.status_code', response.status);
          if (response.status >= 500) span.setStatus({ code: 2, message: 'internal_error' });
          return response;
        },
      ),
    flush: async () => {
      await Sentry.flush(2000);
      await Sentry.getClient<Sentry.NodeClient>()?.traceProvider?.forceFlush?.();
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
