import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbTransaction } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import { traceStatement } from '../client/trace-queries.ts';

const dialect = new PgDialect();

/** The postgres.js client under a Drizzle database or transaction (absent on PGlite). */
interface PostgresJsClient {
  unsafe(query: string, params: unknown[], options: { prepare: boolean }): Promise<unknown>;
}

/**
 * Rows of `query` run as a named prepared statement on PostgreSQL (postgres.js keeps one per connection
 * and query text, so the server parses and plans a hot query once per connection, not on every call);
 * Drizzle sends its queries unprepared. On PGlite (one in-process connection) it simply runs. In a
 * transaction it runs on the transaction's connection.
 */
export async function preparedRows<Row>(db: Db | DbTransaction, query: SQL): Promise<Row[]> {
  // A database holds its client as `$client`; a transaction's session holds the connection it reserved.
  const handle = db as unknown as {
    $client?: Partial<PostgresJsClient>;
    session?: { client?: Partial<PostgresJsClient> };
  };
  const client = handle.$client ?? handle.session?.client;
  if (typeof client?.unsafe !== 'function') return resultRows<Row>(await db.execute(query));
  const { sql, params } = dialect.sqlToQuery(query);
  const run = () => (client as PostgresJsClient).unsafe(sql, params, { prepare: true });
  return resultRows<Row>(await traceStatement(sql, run));
}
