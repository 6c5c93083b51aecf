import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** Any constant: serialises migration runs of several processes on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 0x6b616c65;

export interface Migration {
  name: string;
  statements: string[];
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => ({
      name: file.replace(/\.sql$/, ''),
      statements: (await readFile(`${dir}/${file}`, 'utf8'))
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter((statement) => statement.replace(/^--.*$/gm, '').trim() !== ''),
    })),
  );
}

/**
 * Applies the pending migrations, each in its own transaction, on PGlite and PostgreSQL alike
 * (drizzle-kit's migrator loads no extensions on PGlite and fails silently). Returns the names applied.
 */
export async function runMigrations(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create table if not exists kalendo_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of all) {
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      const existing = await tx.execute(sql`select 1 from kalendo_migrations where name = ${migration.name}`);
      if (resultRows(existing).length > 0) return false;
      // A migration may rewrite a large table: the statement timeout is for requests.
      await tx.execute(sql`set local statement_timeout = 0`);
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into kalendo_migrations (name) values (${migration.name})`);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
