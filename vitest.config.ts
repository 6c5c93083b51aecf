import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/{app,server}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/*/src/**/*.integration.test.ts', 'apps/web/server/**/*.integration.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
