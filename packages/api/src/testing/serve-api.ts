import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createDb } from '@kalendo/db';
import { Hono } from 'hono';
import { createTestApi } from './create-test-api.ts';

/**
 * The API alone in its own process, for multi-process tests and benchmarks (start it with
 * `startApiServer` from bench/lib/spawn-app.ts). `DATABASE_URL` names an already migrated PostgreSQL
 * database (PGlite cannot be shared between processes); `PORT`, `DATABASE_POOL_SIZE` as for the web server.
 * The API answers under /api/v1 with the test auth secret, so sessions signed up in the test process with
 * `createTestApi` are valid here. Prints "ready on http://127.0.0.1:<port>" once it listens.
 */
const databaseUrl = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('serve-api: DATABASE_URL must name a PostgreSQL database');
  process.exit(1);
}
const database = await createDb({ databaseUrl, poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const app = new Hono().route('/api/v1', createTestApi(database));
const server = serve(
  { fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.PORT ?? 0) },
  (info) => console.info(`ready on http://127.0.0.1:${info.port}`),
) as Server;

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close(async () => {
    await database.close();
    process.exit(0);
  });
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
// The parent holds stdin open: when it ends, however it ends, so does this server.
process.stdin.on('close', stop);
process.stdin.resume();
