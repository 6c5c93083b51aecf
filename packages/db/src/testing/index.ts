export { type TestDatabaseTarget, testDatabaseTargets } from './test-databases.ts';
