import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { resultRows } from '../client/result-rows.ts';
import { databaseTests } from '../testing/database-test.ts';
import { insertSampleMarketplace } from '../testing/insert-sample-marketplace.ts';
import { readMigrations } from './run-migrations.ts';

describe.each(await databaseTests())('migration 0032 (ADR 054) on $kind', ({ it }) => {
  it("moves each business's description into its own language's row and drops the column", async ({
    database,
  }) => {
    const { db } = database;
    await insertSampleMarketplace(db);
    // The schema as it was before the migration, with a written and a blank description.
    await db.execute(sql`drop table business_descriptions`);
    await db.execute(sql`alter table businesses add column description text not null default ''`);
    await db.execute(sql`update businesses set description = '  Салони за красота  ' where slug = 'lotus'`);
    await db.execute(sql`insert into businesses (slug, name, locale, description)
      values ('blank', 'Blank', 'de', '   ')`);
    const migration = (await readMigrations()).find((m) => m.name === '0032_business_descriptions');
    expect(migration).toBeDefined();
    await db.transaction(async (tx) => {
      for (const statement of migration?.statements ?? []) await tx.execute(sql.raw(statement));
    });
    const rows = resultRows<{ slug: string; locale: string; text: string }>(
      await db.execute(sql`select b.slug, d.locale, d.text from business_descriptions d
        join businesses b on b.id = d.business_id order by b.slug`),
    );
    expect(rows).toEqual([{ slug: 'lotus', locale: 'bg', text: 'Салони за красота' }]);
    const column = resultRows(
      await db.execute(sql`select 1 from information_schema.columns
        where table_name = 'businesses' and column_name = 'description'`),
    );
    expect(column).toEqual([]);
  });
});
