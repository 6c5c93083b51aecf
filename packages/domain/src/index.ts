export { DOMAIN_ERROR_CODES, DomainError, type DomainErrorCode } from './errors/domain-error.ts';
export {
  type LocationDirectory,
  type LocationSummary,
  listFeaturedLocations,
} from './locations/list-featured-locations.ts';
export { type Money, totalsByCurrency } from './money/money.ts';
