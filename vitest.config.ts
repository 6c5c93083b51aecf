import { defineConfig } from 'vitest/config';

const TIMED = ['apps/web/server/database-outage.integration.test.ts'];
/** Migrates once per run; test databases are copies of it (packages/db/src/testing/migrated-templates.ts). */
const MIGRATED_TEMPLATES = ['packages/db/src/testing/integration-global-setup.ts'];

/** Marks the tests that ran against PostgreSQL, for the count `postgres-test-count.ts` prints. */
const MARK_POSTGRES_TESTS = ['scripts/vitest/mark-postgres-tests.ts'];

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
