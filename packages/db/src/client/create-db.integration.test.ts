import { createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-databases.ts';
import { createDb } from './create-db.ts';
import { isDatabaseUnavailable } from './is-database-unavailable.ts';
import { resultRows } from './result-rows.ts';
import { sqlStateOf } from './sql-state.ts';

const postgres = (await testDatabaseTargets()).find((target) => target.kind === 'postgres');

/** A server that accepts connections and never says a word (a database host lost behind a firewall). */
async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {}).resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: address && typeof address === 'object' ? address.port : 0,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('PostgreSQL client timeouts', () => {
  const silent = startSilentServer();
  afterAll(async () => (await silent).close());

  it('gives up connecting to a database that does not answer after 2 s, as an unavailable database', async () => {
    const { port } = await silent;
    const database = await createDb({ databaseUrl: `postgres://kalendo@127.0.0.1:${port}/kalendo` });
    const started = performance.now();
    const error = await database.db.execute(sql`select 1`).catch((e: unknown) => e);
    const ms = performance.now() - started;
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeGreaterThan(1500);
    expect(ms).toBeLessThan(3500);
    // The ping gives up sooner still when asked to.
    const pinged = performance.now();
    await expect(database.ping(300)).rejects.toThrow();
    expect(performance.now() - pinged).toBeLessThan(1000);
    database.dropConnections();
    await database.close();
  });

  describe.runIf(postgres)('on a PostgreSQL server', () => {
    let opened: Awaited<ReturnType<NonNullable<typeof postgres>['open']>>;
    afterAll(async () => opened?.drop());

    it('cancels a statement that runs past the statement timeout (5 s unless told otherwise)', async () => {
      opened = await (postgres as NonNullable<typeof postgres>).open();
      const shown = resultRows<{ statement_timeout: string }>(
        await opened.database.db.execute(sql`show statement_timeout`),
      );
      expect(shown[0]?.statement_timeout).toBe('5s');

      const quick = await createDb({ databaseUrl: opened.url, statementTimeoutMs: 200 });
      try {
        const error = await quick.db.execute(sql`select pg_sleep(2)`).catch((e: unknown) => e);
        expect(sqlStateOf(error)).toBe('57014');
        // A cancelled statement is the database being slow, not gone.
        expect(isDatabaseUnavailable(error)).toBe(false);
      } finally {
        await quick.close();
      }
    });

    it('runs migrations and command-line tools without a statement timeout when told so', async () => {
      const unlimited = await createDb({ databaseUrl: opened.url, statementTimeoutMs: 0 });
      try {
        const shown = resultRows<{ statement_timeout: string }>(
          await unlimited.db.execute(sql`show statement_timeout`),
        );
        expect(shown[0]?.statement_timeout).toBe('0');
      } finally {
        await unlimited.close();
      }
    });
  });
});
