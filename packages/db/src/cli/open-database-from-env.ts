import { fileURLToPath } from 'node:url';
import { createDb } from '../client/create-db.ts';
import type { Database } from '../client/database.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The database the command-line tools work on: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabaseFromEnv(): Promise<{ database: Database; description: string }> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || `${REPO_ROOT}data`;
  // Migrations and seeds may run long statements: no statement timeout here.
  const database = await createDb({ databaseUrl, dataDir, statementTimeoutMs: 0 });
  return { database, description: databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}` };
}
