import type { ReportError } from '@kalendo/api';
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env.ts';

/** The release events and traces are filed under: the app's version and the deployment's build id. */
export function releaseOf(env: Pick<Env, 'APP_VERSION' | 'BUILD_ID'>): string {
  return `kalendo@${env.APP_VERSION}+${env.BUILD_ID}`;
}

/** Error reporting or tracing is configured: the instrumentation starts before the server's modules load. */
export function wantsInstrumentation(env: Pick<Env, 'SENTRY_DSN' | 'OTEL_EXPORTER_OTLP_ENDPOINT'>): boolean {
  return env.SENTRY_DSN !== undefined || env.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined;
}

/** What the running instrumentation gives the server (ADR 021). */
export interface Instrumentation {
  /** Reports an error the API answered with a 500. */
  reportError: ReportError;
  /** Runs after the request id is set: puts it on the request's events and trace, names the trace's route. */
  middleware: MiddlewareHandler;
  /**
   * A page's call of the API in process, as a span of the page's trace named by the API's route (the
   * API's own HTTP span when it is called over the network).
   */
  traceApiCall(method: string, call: () => Response | Promise<Response>): Promise<Response>;
  /** Sends what is pending (at shutdown). */
  flush(): Promise<void>;
}
