import { randomBytes } from 'node:crypto';
import { createDb, type Database, runMigrations } from '@kalendo/db';
import { insertSampleMarketplace } from '@kalendo/db/testing';
import postgres from 'postgres';
import type { App } from './spawn-app.ts';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throwaway database on the local PostgreSQL server, or undefined when none answers. */
export async function createScratchPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = postgres(ADMIN_URL, { max: 1, connect_timeout: 2, onnotice: () => {} });
  const name = `kalendo_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch {
    await admin.end({ timeout: 1 });
    return undefined;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

interface ScratchMarketplace {
  url: string;
  database: Database;
  /** API servers `run` starts: killed afterwards, whatever happened. */
  servers: App[];
}

/**
 * Runs `run` on a scratch PostgreSQL database, migrated and holding the sample marketplace, then kills
 * the servers it started and drops the database. Without PostgreSQL the benchmark is skipped (true).
 */
export async function onScratchMarketplace(
  bench: string,
  run: (scratch: ScratchMarketplace) => Promise<boolean>,
): Promise<boolean> {
  const scratch = await createScratchPostgres();
  if (!scratch) {
    console.warn(`PostgreSQL does not answer: the ${bench} benchmark was skipped.`);
    return true;
  }
  const servers: App[] = [];
  const database = await createDb({ databaseUrl: scratch.url });
  try {
    await runMigrations(database.db);
    await insertSampleMarketplace(database.db);
    return await run({ url: scratch.url, database, servers });
  } finally {
    // A profiled process ends gently: V8 writes its CPU profile on exit, not when killed.
    await Promise.all(
      servers.map((server) => (process.env.BENCH_CPU_PROFILE_DIR ? server.stop() : server.kill())),
    );
    await database.close();
    await scratch.drop();
  }
}
