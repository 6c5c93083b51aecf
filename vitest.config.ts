import { defineConfig } from 'vitest/config';

const TIMED = ['apps/web/server/database-outage.integration.test.ts'];
/** Migrates once per run; test databases are copies of it (packages/db/src/testing/migrated-templates.ts). */
const MIGRATED_TEMPLATES = ['packages/db/src/testing/integration-global-setup.ts'];

/** Marks the tests that ran against PostgreSQL, for the count `postgres-test-count.ts` prints. */
const MARK_POSTGRES_TESTS = ['scripts/vitest/mark-postgres-tests.ts'];

/**
 * Integration files run two at once. Vitest's default is one worker less than the cores: one on CI's 2
 * cores, and the files then ran one after another while much of each waits on PostgreSQL or a spawned
 * server. Three at once, on a loaded machine, had the API's database gate answer 503 (its 2 s ping went
 * unanswered): two, not more.
 */
const INTEGRATION_WORKERS = 2;

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest/postgres-test-count.ts'],
    projects: [
      {
        test: {
          name: 'unit',
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
          // Files that start servers of their own use ports no other file uses.
          maxWorkers: INTEGRATION_WORKERS,
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
