import { connect as connectSocket, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
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
    : openPglite(options.dataDir ?? './data');
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    const client = await PGlite.create(inMemory ? undefined : dataDir, {
      extensions: { btree_gist, cube, earthdistance, pg_trgm, unaccent },
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      kind: 'pglite',
      db,
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

/** postgres.js options, with `socket` (documented, missing from its types). */
type PostgresOptions = postgres.Options<Record<string, postgres.PostgresType>>;

interface SocketOptions {
  host: string[];
  port: number[];
  path?: string;
}

/**
 * Opens postgres.js's sockets itself so they can all be destroyed at once: a connection cut by the network
 * (no reset, just silence) would otherwise keep its queries, and the requests waiting on them, for minutes.
 */
function socketRegistry() {
  const sockets = new Set<Socket>();
  let next = 0;
  return {
    open(options: SocketOptions): Socket {
      const index = next++ % Math.max(1, options.host.length);
      const host = options.host[index] ?? '127.0.0.1';
      const port = options.port[index] ?? options.port[0] ?? 5432;
      const socket = options.path ? connectSocket(options.path) : connectSocket(port, host);
      // postgres.js reads these (TLS server name) from the sockets it opens itself.
      Object.assign(socket, { host, port });
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      return socket;
    },
    destroyAll() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
  };
}

async function openPostgres(url: string, poolSize: number, statementTimeoutMs: number): Promise<Database> {
  const pooled = socketRegistry();
  const probing = socketRegistry();
  const common = {
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    // postgres.js waits up to 20 s (3^failures / 100 s) before reconnecting after failed attempts, which kept
    // requests waiting, and the app down, long after the database was back: at most half a second instead.
    backoff: (failures: number) => Math.min(0.05 * 2 ** failures, 0.5),
    connection: statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {},
  };
  const client = postgres(url, { ...common, max: poolSize, socket: pooled.open } as PostgresOptions);
  // Pings use a connection of their own: a pool busy with slow queries does not look like a lost database.
  const probe = postgres(url, { ...common, max: 1, socket: probing.open } as PostgresOptions);
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    ping: async (timeoutMs = PING_TIMEOUT_MS) => {
      try {
        await withTimeout(probe`select 1`, timeoutMs);
      } catch (error) {
        // A ping that got no answer leaves a connection nobody should wait on again.
        probing.destroyAll();
        throw error;
      }
    },
    dropConnections: () => pooled.destroyAll(),
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), probe.end({ timeout: 1 })]);
    },
  };
}
