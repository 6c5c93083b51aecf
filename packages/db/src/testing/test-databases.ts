import postgres from 'postgres';
import { createDb } from '../client/create-db.ts';
import type { Database, DatabaseKind } from '../client/database.ts';
import { runMigrations } from '../migrate/run-migrations.ts';
import {
  TEST_POSTGRES_ADMIN_URL as ADMIN_URL,
  migratedPgliteDump,
  migratedPostgresTemplate,
  postgresAnswers,
} from './migrated-templates.ts';
import { scratchDatabaseName } from './scratch-database-name.ts';

export interface TestDatabaseTarget {
  kind: DatabaseKind;
  /** Creates a fresh, migrated database; `drop` closes and removes it. */
  open(): Promise<{ database: Database; url?: string; drop(): Promise<void> }>;
}

const pgliteTarget: TestDatabaseTarget = {
  kind: 'pglite',
  async open() {
    // A copy of the run's migrated data directory when there is one; the migrations then find nothing to do.
    const database = await createDb({ dataDir: 'memory://', loadDataDir: await migratedPgliteDump() });
    await runMigrations(database.db);
    return { database, drop: () => database.close() };
  },
};

/** PostgreSQL test databases of this test file: opened so far, and open now (see `postgresUse`). */
const postgresDatabases = { opened: 0, open: 0 };

/** How many PostgreSQL test databases this test file has opened, and how many are open now. */
export const postgresUse = (): Readonly<typeof postgresDatabases> => ({ ...postgresDatabases });

const postgresTarget: TestDatabaseTarget = {
  kind: 'postgres',
  async open() {
    const name = scratchDatabaseName('kalendo_test');
    const template = migratedPostgresTemplate();
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const database = await createDb({ databaseUrl: url.toString() });
    await runMigrations(database.db);
    postgresDatabases.opened++;
    postgresDatabases.open++;
    return {
      database,
      url: url.toString(),
      async drop() {
        postgresDatabases.open--;
        await database.close();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end({ timeout: 5 });
      },
    };
  },
};

/**
 * The databases the integration suite runs against: PGlite always, and the PostgreSQL server when it
 * answers (set TEST_POSTGRES=required to fail instead of skipping when it does not).
 */
export async function testDatabaseTargets(): Promise<TestDatabaseTarget[]> {
  if (await postgresAnswers()) return [pgliteTarget, postgresTarget];
  if (process.env.TEST_POSTGRES === 'required') throw new Error(`PostgreSQL does not answer at ${ADMIN_URL}`);
  return [pgliteTarget];
}
