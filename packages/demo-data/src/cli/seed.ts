import { parseArgs } from 'node:util';
import { type Database, openDatabaseFromEnv, refreshPlannerStatistics, runMigrations } from '@kalendo/db';
import { sql } from 'drizzle-orm';
import { generateLarge } from '../generate-large.ts';
import { isDatabaseEmpty, type SeedSummary, seedDemo } from '../seed-demo.ts';

const USAGE = `Usage: npm run seed -- [--locations N] [--reset]

  (no options)     seed the demo marketplace if the database is empty
  --locations N    add N synthetic locations (seeding the demo first if the database is empty)
  --reset          drop and recreate the public schema first (deletes all data)

DATABASE_URL selects PostgreSQL; otherwise PGlite in DATA_DIR (default: <repo>/data).`;

function parseOptions(): { locations: number | null; reset: boolean } {
  const { values } = parseArgs({
    options: {
      locations: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.info(USAGE);
    process.exit(0);
  }
  if (values.locations === undefined) return { locations: null, reset: values.reset };
  const locations = Number(values.locations);
  if (!Number.isInteger(locations) || locations < 1) {
    throw new Error(`--locations needs a positive whole number, got "${values.locations}".`);
  }
  return { locations, reset: values.reset };
}

function printSummary(summary: SeedSummary, ms: number): void {
  const counts = Object.entries(summary)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  console.info(`Demo data seeded in ${(ms / 1000).toFixed(1)} s: ${counts}.`);
}

async function seedDemoIfEmpty(database: Database, now: Date): Promise<boolean> {
  if (!(await isDatabaseEmpty(database.db))) return false;
  const started = performance.now();
  printSummary(await seedDemo(database.db, { now }), performance.now() - started);
  return true;
}

async function main(): Promise<void> {
  const options = parseOptions();
  const { database, description } = await openDatabaseFromEnv();
  try {
    console.info(`Database: ${description}.`);
    if (options.reset) {
      await database.db.execute(sql`drop schema public cascade`);
      await database.db.execute(sql`create schema public`);
      console.info('Reset: dropped and recreated the public schema.');
    }
    const applied = await runMigrations(database.db);
    if (applied.length > 0) console.info(`Migrations applied: ${applied.join(', ')}.`);
    const now = new Date();
    const seeded = await seedDemoIfEmpty(database, now);
    if (seeded) await refreshPlannerStatistics(database.db);
    if (options.locations === null) {
      if (!seeded)
        console.info(
          'The database already has businesses: demo data not seeded (use --reset to start over).',
        );
      return;
    }
    const total = options.locations;
    const result = await generateLarge(database.db, {
      locations: total,
      now,
      onProgress: (done) => {
        if (done < total && done % 25_000 === 0) console.info(`  ${done} / ${total} locations…`);
      },
    });
    await refreshPlannerStatistics(database.db);
    const perSecond = Math.round(result.locations / (result.ms / 1000));
    console.info(
      `Generated ${result.locations} locations in ${(result.ms / 1000).toFixed(1)} s (${perSecond}/s).`,
    );
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
