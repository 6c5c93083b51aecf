import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from '../schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type { Database, Db } from './database.ts';

export interface CreateDbOptions {
  /** A `postgres://` URL selects the PostgreSQL driver. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps everything in memory (tests). */
  dataDir?: string | undefined;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number | undefined;
  /**
   * PostgreSQL: longest a statement may run, in milliseconds, before the server cancels it
   * (default {@link STATEMENT_TIMEOUT_MS}; 0: no limit, for command-line tools and bulk loads).
   */
  statementTimeoutMs?: number | undefined;
  /** PGlite: starts from this dump of a data directory (`dumpDataDir`) instead of an empty cluster (tests). */
  loadDataDir?: Blob | undefined;
}

/** Seconds to open a PostgreSQL connection before giving up: a database that does not answer fails fast. */
export const CONNECT_TIMEOUT_SECONDS = 2;
/** Longest statement of a request; the server cancels it (SQLSTATE 57014) after this. */
export const STATEMENT_TIMEOUT_MS = 5000;
/** Default of `ping`: a database that has not answered `select 1` by then counts as unreachable. */
export const PING_TIMEOUT_MS = 2000;

/** Opens PGlite in `dataDir` unless `databaseUrl` names a PostgreSQL server. */
export async function createDb(options: CreateDbOptions = {}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        options.poolSize ?? 10,
        options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
      )
    : openPglite(options.dataDir ?? './data', options.loadDataDir);
}

/** PGlite and its extensions, imported only by a process that opens PGlite (a server on PostgreSQL never does). */
async function importPglite() {
  const [
    { PGlite },
    { btree_gist },
    { cube },
    { earthdistance },
    { pg_trgm },
    { unaccent },
    { drizzle },
    { withPreparedStatements },
  ] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/cube'),
    import('@electric-sql/pglite/contrib/earthdistance'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
    import('./pglite-statements.ts'),
  ]);
  return {
    PGlite,
    extensions: { btree_gist, cube, earthdistance, pg_trgm, unaccent },
    drizzle,
    withPreparedStatements,
  };
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<Database> {
  const { PGlite, extensions, drizzle: drizzlePglite, withPreparedStatements } = await importPglite();
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    const client = await PGlite.create(inMemory ? undefined : dataDir, {
      extensions,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    // Drizzle's statements are prepared once per text (ADR 061); the job queue keeps PGlite's own client.
    const db = drizzlePglite(withPreparedStatements(client), { schema }) as unknown as Db;
    return {
      kind: 'pglite',
      db,
      queueConnection: { kind: 'pglite', client },
      ping: async (timeoutMs = PING_TIMEOUT_MS) => {
        await withTimeout(db.execute(sql`select 1`), timeoutMs);
      },
      // In process: there is no connection to lose.
      dropConnections: () => {},
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Rejects when `promise` has not settled within `ms`. */
async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          Object.assign(new Error(`the database did not answer within ${ms} ms`), { code: 'ETIMEDOUT' }),
        ),
      ms,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

type Sql = postgres.Sql<Record<string, postgres.PostgresType>>;

/**
 * A postgres.js client that can be replaced by a fresh one under Drizzle's feet. A connection of
 * postgres.js 3.4.9 whose socket dies while a write is pending stays poisoned (its next connections never
 * send their start-up message and time out, for many seconds); connections cut by the network may never
 * answer again. After an outage a new client is the only clean slate: `renew` makes one, ends the old
 * one at once (its queries fail) and keeps the type parsers Drizzle set on the first.
 */
function renewableClient(make: () => Sql) {
  let current = make();
  const first = current;
  type Table = Record<string, unknown>;
  const parsersOf = (client: Sql) => client.options.parsers as unknown as Table;
  const serializersOf = (client: Sql) => client.options.serializers as unknown as Table;
  const before = { parsers: { ...parsersOf(first) }, serializers: { ...serializersOf(first) } };
  const handle = new Proxy(current, {
    get: (_target, property) => Reflect.get(current, property),
    apply: (_target, thisArg, args) => Reflect.apply(current as unknown as () => unknown, thisArg, args),
  });
  /** What Drizzle changed on the first client (it does so once, when it wraps the client). */
  const overrides = () => ({
    parsers: Object.fromEntries(
      Object.entries(parsersOf(first)).filter(([key, value]) => before.parsers[key] !== value),
    ),
    serializers: Object.fromEntries(
      Object.entries(serializersOf(first)).filter(([key, value]) => before.serializers[key] !== value),
    ),
  });
  return {
    client: handle,
    renew() {
      const old = current;
      const { parsers, serializers } = overrides();
      current = make();
      Object.assign(parsersOf(current), parsers);
      Object.assign(serializersOf(current), serializers);
      void old.end({ timeout: 0 }).catch(() => {});
    },
    end: (timeout: number) => current.end({ timeout }),
  };
}

async function openPostgres(url: string, poolSize: number, statementTimeoutMs: number): Promise<Database> {
  const options = {
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    // postgres.js waits up to 20 s (3^failures / 100 s) before reconnecting after failed attempts, which kept
    // requests waiting, and the app down, long after the database was back: at most half a second instead.
    backoff: (failures: number) => Math.min(0.05 * 2 ** failures, 0.5),
    connection: statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {},
  };
  const pool = renewableClient(() => postgres(url, { ...options, max: poolSize }));
  // Pings use a connection of their own: a pool busy with slow queries does not look like a lost database.
  const probe = renewableClient(() => postgres(url, { ...options, max: 1 }));
  const db = drizzlePostgres(pool.client, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    queueConnection: { kind: 'postgres', url },
    ping: async (timeoutMs = PING_TIMEOUT_MS) => {
      try {
        await withTimeout(probe.client`select 1`, timeoutMs);
      } catch (error) {
        // The next ping starts afresh: its connection may be one that never answers again.
        probe.renew();
        throw error;
      }
    },
    dropConnections: () => pool.renew(),
    close: async () => {
      await Promise.all([pool.end(5), probe.end(1)]);
    },
  };
}
