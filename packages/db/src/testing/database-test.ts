import { test } from 'vitest';
import { type TestDatabaseTarget, testDatabaseTargets } from './test-databases.ts';

/**
 * `test` with a `database` fixture: a fresh, migrated database of `target`, opened for the first test of
 * the file that asks for it, shared by the file's tests on that target and dropped after the last one.
 * Call it at the top level of a file (a file-scoped fixture cannot be defined inside `describe`).
 */
export function databaseTest(target: TestDatabaseTarget) {
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
  return test.extend('database', { scope: 'file' }, async ({}, { onCleanup }) => {
    const { database, drop } = await target.open();
    onCleanup(drop);
    return database;
  });
}

/**
 * Every test database target with its `databaseTest`, in place of the `beforeAll(target.open)` /
 * `afterAll(drop)` pair repeated in the integration files:
 *
 *     describe.each(await databaseTests())('… on $kind', ({ it }) => {
 *       it('…', async ({ database }) => { … });
 *     });
 */
export const databaseTests = () => testsOnEveryTarget(databaseTest);

/** Every test database target with its kind and the `test` that `testOf` makes for it, for `describe.each`. */
export async function testsOnEveryTarget<Test>(testOf: (target: TestDatabaseTarget) => Test) {
  return (await testDatabaseTargets()).map((target) => ({ kind: target.kind, target, it: testOf(target) }));
}
