import type { Database } from '../client/database.ts';
import { databaseTest, testsOnEveryTarget } from './database-test.ts';
import { insertSampleMarketplace } from './insert-sample-marketplace.ts';
import type { TestDatabaseTarget } from './test-databases.ts';

/** `databaseTest(target)` whose file's database holds the sample marketplace (`marketplace`: that database). */
export function marketplaceTest(target: TestDatabaseTarget) {
  return databaseTest(target).extend('marketplace', { scope: 'file' }, async ({ database }) => {
    await insertSampleMarketplace(database.db);
    return database;
  });
}

/** Every test database target with its `marketplaceTest`, for `describe.each`. */
export const marketplaceTests = () => testsOnEveryTarget(marketplaceTest);

/**
 * The file's marketplace database in one object, filled before the first test, for helpers written beside
 * the tests (`shared.database`): a hook that names the fixture is what makes vitest start it.
 */
export function sharedMarketplace(it: ReturnType<typeof marketplaceTest>): { database: Database } {
  const shared = {} as { database: Database };
  it.beforeAll(({ marketplace }) => {
    shared.database = marketplace;
  });
  return shared;
}
