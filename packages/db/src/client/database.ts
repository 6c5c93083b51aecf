import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../schema/index.ts';

export type Schema = typeof schema;

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The transaction `db.transaction(...)` hands its callback. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * What the job queue (pg-boss, ADR 020) connects with: the embedded PGlite itself (one session shared with
 * the app), or the PostgreSQL URL (a small pool of its own).
 */
export type QueueConnection =
  | { kind: 'pglite'; client: import('@electric-sql/pglite').PGlite }
  | { kind: 'postgres'; url: string };

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Absent on hand-made databases (benchmarks), which run no job queue. */
  queueConnection?: QueueConnection;
  /**
   * Resolves when the database answers a trivial query within `timeoutMs` (default 2 s), rejects otherwise.
   * PostgreSQL is pinged on a connection of its own, so a pool busy with slow queries does not delay it.
   */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Drops every pooled connection (their queries fail at once) for a fresh pool that connects on demand.
   * After an outage connections may never answer again: this frees the requests waiting on them.
   */
  dropConnections(): void;
  close(): Promise<void>;
}
