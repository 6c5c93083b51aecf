import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { createDb } from '../client/create-db.ts';
import { runMigrations } from '../migrate/run-migrations.ts';
import { isLeftOverScratchDatabase, scratchDatabaseName } from './scratch-database-name.ts';

/**
 * How the integration run's global set-up tells its test workers where the migrated templates are: a
 * PGlite data directory dumped after the migrations (a file), and a migrated PostgreSQL database that new
 * test databases are copied from. Without them every test database is created empty and migrated.
 */
export const PGLITE_TEMPLATE_ENV = 'KALENDO_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'KALENDO_TEST_POSTGRES_TEMPLATE';

/** Maintenance database of the PostgreSQL server the integration suite runs against. */
export const TEST_POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function answersOnce(connectTimeoutSeconds: number): Promise<boolean> {
  const admin = postgres(TEST_POSTGRES_ADMIN_URL, {
    max: 1,
    connect_timeout: connectTimeoutSeconds,
    onnotice: () => {},
  });
  try {
    await admin`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await admin.end({ timeout: 1 }).catch(() => {});
  }
}

/**
 * Whether the test PostgreSQL server answers. Asked once, briefly, when PostgreSQL is optional; when it is
 * required (CI) it is asked up to five times, 10 s each, so a loaded machine (or a PGlite migration that
 * holds this process's event loop for seconds) is not taken for a missing server.
 */
export async function postgresAnswers(): Promise<boolean> {
  const required = process.env.TEST_POSTGRES === 'required';
  const attempts = required ? 5 : 1;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (await answersOnce(required ? 10 : 2)) return true;
  }
  return false;
}

/**
 * Drops the scratch databases (test databases and templates) that runs killed before their global teardown
 * left on the test server: those whose name says they were made more than 6 hours ago. No run lasts that
 * long, so the databases of runs going on beside this one are kept. A drop that fails is only reported.
 */
export async function dropLeftOverScratchDatabases(now: Date = new Date()): Promise<string[]> {
  const admin = postgres(TEST_POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin<{ datname: string }[]>`
      select datname from pg_database where starts_with(datname, 'kalendo_test_')`;
    const leftOver = rows.map((row) => row.datname).filter((name) => isLeftOverScratchDatabase(name, now));
    for (const name of leftOver)
      await admin.unsafe(`drop database if exists ${name} with (force)`).catch((error: unknown) => {
        console.warn(`could not drop the left-over test database ${name}:`, error);
      });
    return leftOver;
  } finally {
    await admin.end({ timeout: 5 });
  }
}

async function dumpMigratedPglite(directory: string): Promise<string> {
  const database = await createDb({ dataDir: 'memory://' });
  try {
    await runMigrations(database.db);
    const connection = database.queueConnection;
    if (connection?.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await connection.client.dumpDataDir('none');
    const file = join(directory, 'pglite-migrated.tar');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

async function createMigratedPostgres(): Promise<string> {
  const name = scratchDatabaseName('kalendo_test_template');
  const admin = postgres(TEST_POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(TEST_POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  // Closed before any copy is made: PostgreSQL copies a database only while nobody is connected to it.
  const database = await createDb({ databaseUrl: url.toString() });
  try {
    await runMigrations(database.db);
  } finally {
    await database.close();
  }
  return name;
}

/**
 * Migrates once per test run what every test database starts from, and answers the environment that
 * hands it to the test workers, with the clean-up that removes it at the end of the run.
 */
export async function createMigratedTemplates(): Promise<{
  env: Record<string, string>;
  drop(): Promise<void>;
}> {
  const directory = await mkdtemp(join(tmpdir(), 'kalendo-test-'));
  // One after the other, PostgreSQL first: PGlite's start and migrations hold this process's event loop
  // for seconds at a time (2.7 s measured on an idle machine), and a connection to PostgreSQL opened
  // meanwhile times out even though the server answers (CI once failed that way).
  const postgresUp = await postgresAnswers();
  if (postgresUp) await dropLeftOverScratchDatabases();
  const postgresTemplate = postgresUp ? await createMigratedPostgres() : undefined;
  const pgliteDump = await dumpMigratedPglite(directory);
  return {
    env: {
      [PGLITE_TEMPLATE_ENV]: pgliteDump,
      ...(postgresTemplate ? { [POSTGRES_TEMPLATE_ENV]: postgresTemplate } : {}),
    },
    async drop() {
      await rm(directory, { recursive: true, force: true });
      if (!postgresTemplate) return;
      const admin = postgres(TEST_POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`drop database if exists ${postgresTemplate} with (force)`);
      } finally {
        await admin.end({ timeout: 5 });
      }
    },
  };
}

let pgliteDump: Promise<Blob> | undefined;

/** The migrated PGlite data directory of this run, read once per process (undefined outside a run). */
export function migratedPgliteDump(): Promise<Blob> | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file) return undefined;
  pgliteDump ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteDump;
}

/** The migrated PostgreSQL database of this run that test databases are copied from, if any. */
export function migratedPostgresTemplate(): string | undefined {
  const name = process.env[POSTGRES_TEMPLATE_ENV];
  return name && /^\w+$/.test(name) ? name : undefined;
}
