export { insertSampleMarketplace } from './insert-sample-marketplace.ts';
export { type TestDatabaseTarget, testDatabaseTargets } from './test-databases.ts';
