export { type Category, CategoryListSchema, CategorySchema } from './catalog/category.ts';
export {
  API_ERROR_STATUS,
  type ApiErrorCode,
  ApiErrorCodeSchema,
  type ErrorBody,
  ErrorBodySchema,
} from './errors/error-body.ts';
export { APP_HEADERS, APP_NAME, acceptLanguageFor } from './headers/app-headers.ts';
export { type Health, HealthSchema } from './health/health.ts';
export {
  type FeaturedLocationsQuery,
  FeaturedLocationsQuerySchema,
  type LocationSummaryDto,
  LocationSummaryListSchema,
  LocationSummarySchema,
  MediaRefSchema,
  MoneySchema,
} from './locations/location-summary.ts';
