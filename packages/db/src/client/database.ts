import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../schema/index.ts';

export type Schema = typeof schema;

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
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
