import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { dropLeftOverScratchDatabases, TEST_POSTGRES_ADMIN_URL } from './migrated-templates.ts';
import { LEFT_OVER_AFTER_MS, scratchDatabaseName } from './scratch-database-name.ts';
import { testDatabaseTargets } from './test-databases.ts';

const onPostgres = (await testDatabaseTargets()).some((target) => target.kind === 'postgres');

describe.runIf(onPostgres)('left-over test databases on postgres', () => {
  it('drops the scratch databases made more than 6 hours ago and keeps the younger ones', async () => {
    const now = new Date();
    const old = scratchDatabaseName(
      'kalendo_test_template',
      new Date(now.getTime() - LEFT_OVER_AFTER_MS - 60_000),
    );
    const young = scratchDatabaseName('kalendo_test', new Date(now.getTime() - LEFT_OVER_AFTER_MS + 60_000));
    const admin = postgres(TEST_POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
    const present = async () =>
      (
        await admin<
          { datname: string }[]
        >`select datname from pg_database where datname in (${old}, ${young})`
      )
        .map((row) => row.datname)
        .sort();
    try {
      await admin.unsafe(`create database ${old}`);
      await admin.unsafe(`create database ${young}`);
      expect(await dropLeftOverScratchDatabases(now)).toContain(old);
      expect(await present()).toEqual([young]);
    } finally {
      for (const name of [old, young]) await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    }
  });
});
