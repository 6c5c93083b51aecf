export { addBookableStaff } from './add-bookable-staff.ts';
export { insertSampleMarketplace } from './insert-sample-marketplace.ts';
export { type TestDatabaseTarget, testDatabaseTargets } from './test-databases.ts';
