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
