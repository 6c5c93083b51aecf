export { type PartnerAccess, type PartnerRole, roleAllows } from './partner-roles.ts';
export { type MissingForPublish, missingForPublish, type SetupFacts } from './publish-readiness.ts';
export { type SetupSnapshot, setupFactsOf } from './setup-facts.ts';
