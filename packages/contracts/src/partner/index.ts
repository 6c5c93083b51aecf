export * from './partner-business.ts';
export * from './partner-calendar.ts';
export * from './partner-clients.ts';
export * from './partner-distribution.ts';
export * from './partner-fields.ts';
export * from './partner-offer.ts';
export * from './partner-place.ts';
