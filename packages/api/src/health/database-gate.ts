import { isDatabaseUnavailable } from '@kalendo/db';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../deps.ts';
import { errorResponse } from '../errors/error-response.ts';
import { DATABASE_RETRY_AFTER_SECONDS, type DatabaseAvailability } from './database-availability.ts';

/**
 * A request still running after this long (and every as long again) makes the database suspect: a
 * connection may have gone silent. The availability pings at most once a second whatever the traffic.
 */
export const SLOW_REQUEST_MS = 500;

/** Paths that answer without the database, or report on it. */
const WITHOUT_DATABASE = new Set(['/health', '/health/ready', '/openapi.json']);

/**
 * The API's one answer to a lost database: while it is unreachable every request gets 503
 * `SERVICE_UNAVAILABLE` with `Retry-After` at once, and requests already waiting on it are answered the
 * same as soon as the outage is noticed (their queries may never come back).
 */
export function databaseGate(availability: DatabaseAvailability) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (WITHOUT_DATABASE.has(c.req.path)) return next();
    const unavailable = () =>
      errorResponse(c, 'SERVICE_UNAVAILABLE', undefined, {
        'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
      });
    if (!availability.isUp()) return unavailable();
    const watchdog = setInterval(() => availability.suspect(), SLOW_REQUEST_MS);
    // This request's own promise of an outage: a shared one would keep every request that raced it.
    let stopListening = () => {};
    const down = new Promise<'down'>((resolve) => {
      stopListening = availability.onceDown(() => resolve('down'));
    });
    try {
      const handled = next().then(() => 'answered' as const);
      const outcome = await Promise.race([handled, down]);
      if (outcome === 'down') {
        // The handler may still finish (or fail) later: nobody waits for it any more.
        handled.catch(() => {});
        return unavailable();
      }
      // A lost connection or a refused one: is the database itself gone?
      if (isDatabaseUnavailable(c.error)) availability.report(c.error);
    } finally {
      stopListening();
      clearInterval(watchdog);
    }
  });
}
