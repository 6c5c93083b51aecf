import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import { JOB_QUEUE_SCHEMA } from './create-job-queue.ts';

export interface JobQueueStats {
  queue: string;
  /** Jobs due now and not taken yet (new or waiting for a retry whose time has come). */
  ready: number;
  /** Jobs being worked on. */
  active: number;
  /** Jobs waiting for a later start (retries backing off, scheduled jobs). */
  deferred: number;
  /** Seconds the oldest ready job has waited since it became due (0 when none waits): the queue's lag. */
  lagSeconds: number;
}

/**
 * Depth and lag of every pg-boss queue (ADR 020) in one query over the jobs not yet finished; empty when
 * the queue has not created its schema yet.
 */
export async function readJobQueueStats(db: Db): Promise<JobQueueStats[]> {
  const job = sql.raw(`${JOB_QUEUE_SCHEMA}.job`);
  const exists = resultRows<{ found: boolean }>(
    await db.execute(sql`select to_regclass(${`${JOB_QUEUE_SCHEMA}.job`}) is not null as found`),
  );
  if (!exists[0]?.found) return [];
  const rows = resultRows<{ queue: string; ready: number; active: number; deferred: number; lag: number }>(
    await db.execute(sql`
      select name as queue,
        count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as ready,
        count(*) filter (where state = 'active')::int as active,
        count(*) filter (where state in ('created', 'retry') and start_after > now())::int as deferred,
        coalesce(extract(epoch from now() - min(start_after)
          filter (where state in ('created', 'retry') and start_after <= now())), 0)::float8 as lag
      from ${job}
      where state < 'completed'
      group by name`),
  );
  return rows.map((row) => ({
    queue: row.queue,
    ready: Number(row.ready),
    active: Number(row.active),
    deferred: Number(row.deferred),
    lagSeconds: Number(row.lag),
  }));
}
