import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const TIMED = ['apps/web/server/database-outage.integration.test.ts'];
/** Migrates once per run; test databases are copies of it (packages/db/src/testing/migrated-templates.ts). */
const MIGRATED_TEMPLATES = ['packages/db/src/testing/integration-global-setup.ts'];

/** Marks the tests that ran against PostgreSQL, for the count `postgres-test-count.ts` prints. */
const MARK_POSTGRES_TESTS = ['scripts/vitest/mark-postgres-tests.ts'];

/**
 * Test files run at once: Vitest's default (one less than the cores), but never fewer than two. On CI's 2
 * cores the default is one worker, and the files ran one after another while Vitest's main process, which
 * only waits on its workers, kept the other core, and much of each integration file waits on PostgreSQL
 * or a spawned server. Three integration workers on 2 cores, on a loaded machine, had the API's database
 * gate answer 503 (its 2 s ping went unanswered): two, not more.
 */
const WORKERS = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest/postgres-test-count.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          maxWorkers: WORKERS,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/{app,server,widget,spa}/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          setupFiles: ['scripts/vitest/fail-on-console-error.ts'],
          // The availability property tests run 200 generated schedules each: seconds on a busy 2-core machine.
          testTimeout: 30_000,
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'integration',
          // A worker imports the API, the database layer and the pages once for all its files, not once per
          // file: 134 files took 785 s isolated and 426 s shared, on the same tests (issue 14's CI note).
          // Files keep no state in modules that another file reads: each opens its own databases and servers.
          isolate: false,
          // Files that start servers of their own use ports no other file uses.
          maxWorkers: WORKERS,
          include: ['packages/*/src/**/*.integration.test.ts', 'apps/web/server/**/*.integration.test.ts'],
          exclude: ['**/node_modules/**', ...TIMED],
          globalSetup: MIGRATED_TEMPLATES,
          setupFiles: MARK_POSTGRES_TESTS,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          env: { TZ: 'UTC' },
        },
      },
      {
        // Tests that assert how fast the server reacts (a lost database answered within 3 s, served again
        // within 5 s) run on their own after the others: on 2 cores a parallel suite would measure the suite.
        test: {
          name: 'timed',
          include: TIMED,
          globalSetup: MIGRATED_TEMPLATES,
          setupFiles: MARK_POSTGRES_TESTS,
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
