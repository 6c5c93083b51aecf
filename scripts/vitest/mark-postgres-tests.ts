import { postgresUse } from '@kalendo/db/testing';
import { afterEach, beforeEach } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** The test ran against a PostgreSQL server: a PostgreSQL test database was open or opened during it. */
    postgres?: boolean;
  }
}

/**
 * Integration setup: marks every test that ran while a PostgreSQL test database of its file was open (or
 * that opened one), so the reporter can say how many PostgreSQL tests ran. Skipped tests run no hooks.
 */
let openedBefore = 0;
beforeEach(({ task }) => {
  const use = postgresUse();
  openedBefore = use.opened;
  if (use.open > 0) task.meta.postgres = true;
});
afterEach(({ task }) => {
  const use = postgresUse();
  if (use.open > 0 || use.opened > openedBefore) task.meta.postgres = true;
});
