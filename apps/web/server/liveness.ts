/** Liveness: the process answers. Readiness (database, migrations, job queue) is `GET /api/v1/health/ready`. */
export const LIVENESS_PATH = '/api/v1/health/live';

const ALIVE = '{"status":"ok"}';

/**
 * Answered before any other middleware (no host check, log line or database), so that a load balancer's
 * probe by address is answered and costs next to nothing.
 */
export function liveness(): Response {
  return new Response(ALIVE, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}
