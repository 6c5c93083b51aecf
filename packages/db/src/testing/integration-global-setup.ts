import { createMigratedTemplates } from './migrated-templates.ts';

/**
 * Vitest global set-up of the integration projects: the migrations run once per test run, and every test
 * database is a copy of the result (a PGlite dump loaded, a PostgreSQL `create database … template`), not
 * an empty cluster migrated again in each test file. The workers inherit the environment set here.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const templates = await createMigratedTemplates();
  Object.assign(process.env, templates.env);
  return templates.drop;
}
