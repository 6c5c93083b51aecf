export { type CityNameDirectory, listCitiesIn, nameCitiesIn } from './city-names.ts';
export { citySlugOf } from './city-slug.ts';
export { getLocationDetail, UPCOMING_EXCEPTION_DAYS } from './get-location-detail.ts';
export { isOpenAt } from './is-open-at.ts';
export {
  type LocationDirectory,
  type LocationSummary,
  listFeaturedLocations,
} from './list-featured-locations.ts';
export {
  type LocationReview,
  type LocationReviewsSource,
  listLocationReviews,
  type StoredReview,
} from './list-location-reviews.ts';
export { type LocationsBySlugsSource, listLocationsBySlugs } from './list-locations-by-slugs.ts';
export { addLocalDays, type LocalNow, localNow } from './local-now.ts';
export type {
  ClassSessionTeaser,
  LocationDetail,
  LocationDetailsSource,
  LocationRecord,
  MediaRef,
  MembershipPlanTeaser,
  OpeningException,
  OpeningHoursRange,
  ServiceGroup,
  ServiceOffer,
  StaffMember,
} from './location-detail.ts';
export { decodeReviewCursor, encodeReviewCursor, type ReviewPosition } from './review-cursor.ts';
export { shortAuthorName } from './short-author-name.ts';
export { slugify } from './slugify.ts';
