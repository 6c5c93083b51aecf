import { fromPglite, PgBoss } from 'pg-boss';
import type { QueueConnection } from '../client/database.ts';

/** The schema pg-boss keeps its tables in (it creates and migrates it itself on `start`). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/**
 * The durable job queue (pg-boss, ADR 020) on the app's database: on PostgreSQL a small pool of its own
 * (jobs are taken with SKIP LOCKED, so any number of processes share the work); on PGlite the embedded
 * database itself, through pg-boss's PGlite adapter (one process holds PGlite, so one worker).
 */
export function createJobQueue(
  connection: QueueConnection,
  options: {
    poolSize?: number;
    /** How often jobs of a vanished worker are looked for and retried (default 60 s; tests: 1). */
    supervisionSeconds?: number;
  } = {},
): PgBoss {
  const supervision = options.supervisionSeconds ?? 60;
  const timings = { superviseIntervalSeconds: supervision, monitorIntervalSeconds: supervision };
  if (connection.kind === 'pglite')
    return new PgBoss({
      db: fromPglite(connection.client),
      backend: 'pglite',
      schema: JOB_QUEUE_SCHEMA,
      ...timings,
    });
  return new PgBoss({
    connectionString: connection.url,
    max: options.poolSize ?? 4,
    schema: JOB_QUEUE_SCHEMA,
    application_name: 'kalendo-jobs',
    ...timings,
  });
}
