/** The domain's public surface, one barrel per area. */
export * from './appointments/index.ts';
export * from './availability/index.ts';
export * from './basket/index.ts';
export * from './booking/index.ts';
export * from './businesses/index.ts';
export * from './catalog/index.ts';
export * from './classes/index.ts';
export * from './errors/index.ts';
export * from './forms/index.ts';
export * from './inspiration/index.ts';
export * from './locations/index.ts';
export * from './memberships/index.ts';
export * from './money/index.ts';
export * from './notifications/index.ts';
export * from './paging/index.ts';
export * from './reviews/index.ts';
export * from './search/index.ts';
