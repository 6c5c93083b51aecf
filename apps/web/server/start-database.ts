import {
  createBusinessDirectory,
  createDb,
  type Database,
  refreshPlannerStatistics,
  runMigrations,
} from '@kalendo/db';
import { isDatabaseEmpty, seedDemo } from '@kalendo/demo-data';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';

/** Opens the database, applies pending migrations and seeds the demo data into an empty database. */
export async function startDatabase(env: Env, logger: Logger): Promise<Database> {
  const database = await createDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  try {
    await database.ping();
    const applied = await runMigrations(database.db);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    if (env.SEED_DEMO_DATA && (await isDatabaseEmpty(database.db))) {
      const started = performance.now();
      const summary = await seedDemo(database.db, {
        now: new Date(),
        widgetOrigins: env.DEMO_WIDGET_ORIGINS,
      });
      await refreshPlannerStatistics(database.db);
      logger.info({ summary, ms: Math.round(performance.now() - started) }, 'demo data seeded');
    }
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** Does a business have this slug (a private app's `PRIVATE_APP_BUSINESS`)? */
export async function businessExists(database: Database, slug: string): Promise<boolean> {
  return (await createBusinessDirectory(database.db).findBySlug(slug)) !== null;
}

/** Where the database is, for messages (never the password). */
export function describeDatabase(env: Env): string {
  if (!env.DATABASE_URL) return `PGlite in ${env.DATA_DIR}`;
  const url = new URL(env.DATABASE_URL);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}
