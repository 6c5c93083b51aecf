export { createDb, type CreateDbOptions } from './client/create-db.ts';
export { DataDirLockedError } from './client/data-dir-lock.ts';
export type { Database, DatabaseKind, Db, Schema } from './client/database.ts';
export { resultRows } from './client/result-rows.ts';
export { readMigrations, runMigrations } from './migrate/run-migrations.ts';
export * as schema from './schema/index.ts';
