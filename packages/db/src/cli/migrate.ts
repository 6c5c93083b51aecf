import { runMigrations } from '../migrate/run-migrations.ts';
import { openDatabaseFromEnv } from './open-database-from-env.ts';

/** `npm run db:migrate`: applies pending migrations to the configured database. */
try {
  const { database, description } = await openDatabaseFromEnv();
  try {
    const applied = await runMigrations(database.db);
    console.info(
      applied.length > 0 ? `${description}: applied ${applied.join(', ')}.` : `${description}: up to date.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
