import { createRoute } from '@hono/zod-openapi';
import { type Health, HealthSchema } from '@kalendo/contracts';
import { createRouter } from '../create-router.ts';
import type { ApiDeps } from '../deps.ts';

const PING_TIMEOUT_MS = 2000;

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

async function pingDatabase(deps: ApiDeps): Promise<number | null> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([deps.database.ping(), timeout]);
    return Math.round((performance.now() - started) * 10) / 10;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(deps: ApiDeps) {
  const startedAt = Date.now();
  return createRouter().openapi(route, async (c) => {
    const latencyMs = await pingDatabase(deps);
    const body: Health = {
      status: latencyMs === null ? 'degraded' : 'ok',
      version: deps.version,
      build: deps.build,
      database: { kind: deps.database.kind, status: latencyMs === null ? 'down' : 'up', latencyMs },
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    c.header('Cache-Control', 'no-store');
    return latencyMs === null ? c.json(body, 503) : c.json(body, 200);
  });
}
