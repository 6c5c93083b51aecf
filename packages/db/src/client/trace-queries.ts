import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { PgPreparedQuery } from 'drizzle-orm/pg-core/session';

type QueryWithCache = (
  queryString: string,
  params: unknown[],
  query: () => Promise<unknown>,
) => Promise<unknown>;

const tracer = trace.getTracer('kalendo-db');
let queriesInFlight = 0;
let installed = false;

/** Statements running now in this process (both drivers): how busy the connection pool is. */
export function queriesInFlightNow(): number {
  return queriesInFlight;
}

/** `SELECT`, `INSERT`, … of a statement (the span's name; the text itself is an attribute). */
function operationOf(queryString: string): string {
  return /^\s*(?:with\b[\s\S]*?\)\s*)?([a-z]+)/i.exec(queryString)?.[1]?.toUpperCase() ?? 'QUERY';
}

/**
 * ADR 021: every statement Drizzle runs, on PGlite and PostgreSQL alike, becomes an OpenTelemetry span
 * (`db.query.text` is the statement with its `$n` placeholders: never the values) and is counted while it
 * runs. Neither driver has an instrumentation of its own that covers both; Drizzle runs every statement
 * through `PgPreparedQuery.queryWithCache`, so that one method is wrapped, once per process (statements
 * sent past Drizzle, `preparedRows`, go through `traceStatement` themselves). Without a
 * tracer registered (no tracing configured) the spans are no-ops.
 */
export function traceQueries(): void {
  if (installed) return;
  installed = true;
  const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryWithCache };
  const original = prototype.queryWithCache;
  prototype.queryWithCache = function tracedQuery(this: unknown, queryString, params, query) {
    return traceStatement(queryString, () => original.call(this, queryString, params, query));
  };
}

/**
 * Runs one statement as a span (and counts it while it runs) once `traceQueries()` is installed; a
 * statement sent past Drizzle (`preparedRows`, a named prepared statement) is traced through this too.
 */
export function traceStatement<T>(queryString: string, run: () => PromiseLike<T>): Promise<T> {
  if (!installed) return Promise.resolve(run());
  const operation = operationOf(queryString);
  return tracer.startActiveSpan(
    operation,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.system': 'postgresql',
        'db.operation.name': operation,
        'db.query.text': queryString,
      },
    },
    async (span) => {
      queriesInFlight++;
      try {
        return await run();
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).name });
        throw error;
      } finally {
        queriesInFlight--;
        span.end();
      }
    },
  );
}
