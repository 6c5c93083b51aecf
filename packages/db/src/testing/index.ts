export { addBookableStaff } from './add-bookable-staff.ts';
export { addMarketplaceServices } from './add-marketplace-services.ts';
export { insertAppointment, type TestAppointment } from './insert-appointment.ts';
export { insertClass, insertClassSession, type TestClass } from './insert-class.ts';
export { insertForm } from './insert-form.ts';
export { insertLook, type LookFixture } from './insert-look.ts';
export { insertPlan } from './insert-plan.ts';
export { insertSampleMarketplace } from './insert-sample-marketplace.ts';
export { postgresUse, type TestDatabaseTarget, testDatabaseTargets } from './test-databases.ts';
