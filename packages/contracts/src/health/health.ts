import { z } from '@hono/zod-openapi';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    build: z.string(),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      status: z.enum(['up', 'down']),
      latencyMs: z.number().nullable(),
    }),
    uptimeSeconds: z.number(),
  })
  .openapi('Health');

export type Health = z.infer<typeof HealthSchema>;

/** Readiness for a load balancer: the database answers, its migrations are applied, the job queue runs. */
export const ReadinessSchema = z
  .object({
    status: z.enum(['ready', 'not-ready']),
    checks: z.object({
      database: z.enum(['up', 'down']),
      migrations: z.enum(['applied', 'pending', 'unknown']),
      /** `not-run`: this process runs no job queue (an API started on its own). */
      queue: z.enum(['running', 'stopped', 'not-run']),
    }),
  })
  .openapi('Readiness');

export type Readiness = z.infer<typeof ReadinessSchema>;
