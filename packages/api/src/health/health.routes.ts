import { createRoute } from '@hono/zod-openapi';
import { type Health, HealthSchema, type Readiness, ReadinessSchema } from '@kalendo/contracts';
import { pendingMigrations } from '@kalendo/db';
import { createRouter } from '../create-router.ts';
import type { ApiDeps } from '../deps.ts';
import { DATABASE_RETRY_AFTER_SECONDS, type DatabaseAvailability } from './database-availability.ts';

const route = createRoute({
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'Service health: status, version, build and database',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: HealthSchema } } },
    503: {
      description: 'The database does not answer',
      content: { 'application/json': { schema: HealthSchema } },
    },
  },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/health/ready',
  tags: ['system'],
  summary: 'Readiness for a load balancer: database reachable, migrations applied, job queue running',
  responses: {
    200: { description: 'Ready to serve', content: { 'application/json': { schema: ReadinessSchema } } },
    503: { description: 'Not ready', content: { 'application/json': { schema: ReadinessSchema } } },
  },
});

/**
 * Reports the database as the availability monitor sees it: while it is up, pinged unless a ping answered
 * within the last second (a load balancer's or a benchmark's burst of checks pings once a second); while
 * it is down, answered at once (the monitor pings it every second meanwhile).
 */
export function healthRoutes(deps: ApiDeps, availability: DatabaseAvailability) {
  const startedAt = Date.now();
  // Applied migrations stay applied: once none is pending, the database is not asked again.
  let migrationsApplied = false;
  const migrations = async (): Promise<Readiness['checks']['migrations']> => {
    if (migrationsApplied) return 'applied';
    try {
      migrationsApplied = (await pendingMigrations(deps.database.db)).length === 0;
      return migrationsApplied ? 'applied' : 'pending';
    } catch {
      return 'unknown';
    }
  };
  return createRouter()
    .openapi(readyRoute, async (c) => {
      const up = availability.isUp() && (await availability.confirm());
      const running = deps.jobQueueRunning;
      const checks: Readiness['checks'] = {
        database: up ? 'up' : 'down',
        migrations: up ? await migrations() : 'unknown',
        queue: running === undefined ? 'not-run' : running() ? 'running' : 'stopped',
      };
      const ready = checks.database === 'up' && checks.migrations === 'applied' && checks.queue !== 'stopped';
      c.header('Cache-Control', 'no-store');
      const body: Readiness = { status: ready ? 'ready' : 'not-ready', checks };
      return ready ? c.json(body, 200) : c.json(body, 503);
    })
    .openapi(route, async (c) => {
      const up = availability.isUp() && (await availability.confirm());
      const latencyMs = up ? availability.latencyMs() : null;
      const body: Health = {
        status: up ? 'ok' : 'degraded',
        version: deps.version,
        build: deps.build,
        database: { kind: deps.database.kind, status: up ? 'up' : 'down', latencyMs },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
      c.header('Cache-Control', 'no-store');
      if (!up) c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return up ? c.json(body, 200) : c.json(body, 503);
    });
}
