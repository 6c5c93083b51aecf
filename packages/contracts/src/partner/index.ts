export * from './partner-business.ts';
export * from './partner-calendar.ts';
export * from './partner-classes.ts';
export * from './partner-fields.ts';
export * from './partner-memberships.ts';
export * from './partner-offer.ts';
export * from './partner-place.ts';
