import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { resultRows } from '../client/result-rows.ts';
import { databaseTests } from '../testing/database-test.ts';
import { readMigrations, runMigrations } from './run-migrations.ts';

describe.each(await databaseTests())('migrations on $kind', ({ it }) => {
  it('records every migration once and applies nothing on a second run', async ({ database }) => {
    const names = (await readMigrations()).map((m) => m.name);
    const recorded = await database.db.execute(sql`select name from kalendo_migrations order by name`);
    expect(resultRows(recorded).length).toBe(names.length);
    expect(await runMigrations(database.db)).toEqual([]);
  });

  it('installs the search and integrity extensions', async ({ database }) => {
    const result = await database.db.execute(
      sql`select extname from pg_extension where extname in ('btree_gist','pg_trgm','unaccent','cube','earthdistance')`,
    );
    expect(resultRows(result).length).toBe(5);
    const normalized = await database.db.execute(sql`select search_normalize('Éléonore ÇAĞ') as value`);
    expect(resultRows(normalized)[0]).toEqual({ value: 'eleonore cag' });
  });
});
