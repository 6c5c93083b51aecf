import { randomBytes } from 'node:crypto';

/** The prefixes of the databases the integration runs create on the test server. */
const SCRATCH_NAME = /^kalendo_test(?:_template)?_(\d{10})_[0-9a-f]{12}$/;

/** A scratch database older than this was left by a run killed before its teardown (none lasts 6 hours). */
export const LEFT_OVER_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * A new database name on the test server: the prefix, the creation time in unix seconds (PostgreSQL keeps
 * no creation time of a database) and a random part; letters, digits and underscores: safe to write into SQL.
 */
export function scratchDatabaseName(prefix: string, now: Date = new Date()): string {
  return `${prefix}_${Math.floor(now.getTime() / 1000)}_${randomBytes(6).toString('hex')}`;
}

/**
 * When a scratch database was created, read from its name; null for any other name, including those made
 * before the names carried their time (their age cannot be known, so they are left alone).
 */
export function scratchDatabaseCreatedAt(name: string): Date | null {
  const seconds = SCRATCH_NAME.exec(name)?.[1];
  return seconds === undefined ? null : new Date(Number(seconds) * 1000);
}

/** Whether a database is a scratch database of a test run that ended long ago without dropping it. */
export function isLeftOverScratchDatabase(name: string, now: Date): boolean {
  const createdAt = scratchDatabaseCreatedAt(name);
  return createdAt !== null && now.getTime() - createdAt.getTime() > LEFT_OVER_AFTER_MS;
}
