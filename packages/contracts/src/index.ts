export { type ChangePasswordInput, ChangePasswordInputSchema } from './auth/change-password.ts';
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth/password-policy.ts';
export {
  type NotificationPreferencesInput,
  NotificationPreferencesSchema,
  type Profile,
  ProfileSchema,
  type PushTokenInput,
  PushTokenInputSchema,
} from './auth/profile.ts';
export {
  RevokeSessionInputSchema,
  SessionListSchema,
  type SessionSummary,
  SessionSummarySchema,
} from './auth/sessions.ts';
export {
  SHELL_FAVOURITE_IDS_LIMIT,
  type ShellSummary,
  ShellSummaryQuerySchema,
  ShellSummarySchema,
} from './auth/shell-summary.ts';
export {
  MAX_NAME_PART_LENGTH,
  OWN_AVATAR_URL,
  type UpdateUserInput,
  updateUserInputSchema,
} from './auth/update-user.ts';
export {
  BASKET_LIMIT,
  type Basket,
  BasketCountSchema,
  type BasketDto,
  type BasketItem,
  type BasketItemDto,
  BasketItemIdParamsSchema,
  type BasketItemInput,
  BasketItemInputSchema,
  BasketItemSchema,
  type BasketItemsInput,
  BasketItemsInputSchema,
  BasketSchema,
  BasketScopeQuerySchema,
} from './basket/basket.ts';
export {
  BasketCheckoutInputSchema,
  BookedAppointmentSchema,
  type Booking,
  BookingItemInputSchema,
  BookingSchema,
  type CreateBookingInput,
  CreateBookingInputSchema,
  IdempotencyHeaderSchema,
} from './bookings/booking.ts';
export {
  type CalendarFeed,
  CalendarFeedFileParamsSchema,
  CalendarFeedSchema,
  type CalendarFeedStatus,
  CalendarFeedStatusSchema,
  IcsFileParamsSchema,
} from './bookings/calendar-feed.ts';
export {
  AppointmentIdParamsSchema,
  BookingIdParamsSchema,
  type MyAppointmentDto,
  type MyAppointmentPage,
  MyAppointmentPageSchema,
  MyAppointmentSchema,
  MyAppointmentsQuerySchema,
  type MyBooking,
  MyBookingSchema,
} from './bookings/my-appointments.ts';
export { type RescheduleInput, RescheduleInputSchema } from './bookings/reschedule.ts';
export {
  type BusinessDetailDto,
  BusinessDetailSchema,
  BusinessSlugParamsSchema,
} from './businesses/business-detail.ts';
export {
  type WidgetFrameAncestorsDto,
  WidgetFrameAncestorsSchema,
} from './businesses/widget-frame-ancestors.ts';
export { type Category, CategoryListSchema, CategorySchema } from './catalog/category.ts';
export { type City, CityListSchema, CitySchema } from './catalog/city.ts';
export {
  type ServiceCatalogue,
  ServiceCatalogueSchema,
  type ServiceType,
  ServiceTypeSchema,
} from './catalog/service-catalogue.ts';
export {
  type ClassBooking,
  ClassBookingIdParamsSchema,
  ClassBookingInputSchema,
  ClassBookingSchema,
  ClassCancellationSchema,
  type ClassSession,
  ClassSessionIdParamsSchema,
  ClassSessionSchema,
  type ClassTimetablePage,
  ClassTimetablePageSchema,
  ClassTimetableQuerySchema,
  type MyClassBookings,
  MyClassBookingsSchema,
} from './classes/class-sessions.ts';
export {
  ContactMessageAcceptedSchema,
  type ContactMessageInput,
  ContactMessageInputSchema,
} from './contact/contact-message.ts';
export { CONTACT_TOPICS, type ContactTopic } from './contact/contact-topics.ts';
export {
  CONTENT_PAGE_SLUGS,
  type ContentPage,
  ContentPageParamsSchema,
  ContentPageSchema,
  type ContentPageSlug,
} from './content/content-page.ts';
export {
  boundedInstant,
  boundedLocalDate,
  DATE_OUT_OF_RANGE_ISSUE,
  DATE_YEARS,
  isBoundedLocalDate,
} from './dates/bounded-dates.ts';
export { type CustomDomain, CustomDomainSchema, HostParamSchema } from './domains/custom-domain.ts';
export {
  API_ERROR_STATUS,
  type ApiErrorCode,
  ApiErrorCodeSchema,
  type ErrorBody,
  ErrorBodySchema,
} from './errors/error-body.ts';
export {
  type BeforeBookingFormsDto,
  BeforeBookingFormsSchema,
  BeforeBookingQuerySchema,
  FORM_STATES,
  type FormAnswersInput,
  FormAnswersInputSchema,
  type FormDefinitionDto,
  FormDefinitionSchema,
  FormDraftSchema,
  FormFieldSchema,
  FormResponseIdParamsSchema,
  type FormResponseSummaryDto,
  FormResponseSummarySchema,
  FormServiceIdParamsSchema,
  FormsToFillCountSchema,
  type MyFormDto,
  MyFormSchema,
  type MyFormsDto,
  MyFormsQuerySchema,
  MyFormsSchema,
  type ServiceFormsDto,
  ServiceFormsSchema,
  StartedFormSchema,
  StartFormInputSchema,
} from './forms/forms.ts';
export { APP_HEADERS, APP_NAME, acceptLanguageFor } from './headers/app-headers.ts';
export { type Health, HealthSchema, type Readiness, ReadinessSchema } from './health/health.ts';
export {
  type InspirationFilters,
  InspirationFiltersSchema,
  type InspirationGalleryPage,
  InspirationGalleryPageSchema,
  InspirationGalleryQuerySchema,
  type InspirationLookDetailDto,
  InspirationLookDetailSchema,
  type InspirationLookDto,
  InspirationLookParamsSchema,
  InspirationLookQuerySchema,
  InspirationLookSchema,
  type InspirationServiceDto,
  InspirationServiceParamsSchema,
  InspirationServiceQuerySchema,
  InspirationServiceSchema,
} from './inspiration/inspiration-gallery.ts';
export {
  type InspirationPhotoDto,
  InspirationPhotoListSchema,
  InspirationPhotoSchema,
  InspirationTeaserQuerySchema,
} from './inspiration/inspiration-teaser.ts';
export {
  type Availability,
  AvailabilityParamsSchema,
  AvailabilityQuerySchema,
  AvailabilitySchema,
  AvailableSlotSchema,
} from './locations/availability.ts';
export {
  type LocationDetailDto,
  LocationDetailSchema,
  type LocationReviewDto,
  type LocationReviewPage,
  LocationReviewPageSchema,
  LocationReviewSchema,
  LocationReviewsQuerySchema,
  LocationSlugParamsSchema,
  type OpeningHoursDto,
  OpeningHoursSchema,
  type ServiceGroupDto,
  ServiceGroupSchema,
  ServiceOfferSchema,
} from './locations/location-detail.ts';
export {
  type FeaturedLocationsQuery,
  FeaturedLocationsQuerySchema,
  type LocationSummaryDto,
  LocationSummaryListSchema,
  LocationSummarySchema,
  MediaRefSchema,
  MoneySchema,
} from './locations/location-summary.ts';
export {
  type LocationsBySlugsQuery,
  LocationsBySlugsQuerySchema,
  MAX_SLUGS_PER_REQUEST,
} from './locations/locations-by-slugs.ts';
export {
  AutoRenewInputSchema,
  BuyMembershipInputSchema,
  MembershipIdParamsSchema,
  type MembershipPlanDto,
  MembershipPlanQuerySchema,
  MembershipPlanSchema,
  type MembershipPlansPage,
  MembershipPlansPageSchema,
  MembershipStatusSchema,
  type MyMembershipDto,
  MyMembershipSchema,
  MyMembershipsSchema,
  PlanIdParamsSchema,
  PurchasedMembershipSchema,
} from './memberships/memberships.ts';
export {
  MAX_NOTIFICATIONS_PAGE_SIZE,
  MarkedNotificationsSchema,
  type NotificationDto,
  NotificationIdParamsSchema,
  type NotificationPage,
  NotificationPageSchema,
  NotificationSchema,
  NotificationsQuerySchema,
  UnreadNotificationCountSchema,
} from './notifications/notifications.ts';
export {
  PushPublicKeySchema,
  WebPushEndpointSchema,
  type WebPushSubscriptionInput,
  WebPushSubscriptionSchema,
} from './notifications/push-subscription.ts';
export * from './partner/index.ts';
export {
  MAX_REVIEW_LENGTH,
  type ReviewDto,
  ReviewIdParamsSchema,
  type ReviewInput,
  ReviewInputSchema,
  ReviewSchema,
} from './reviews/review.ts';
export {
  SEARCH_SORT_VALUES,
  type SearchQuery,
  SearchQuerySchema,
  SuggestionsQuerySchema,
} from './search/search-query.ts';
export {
  type SearchPage,
  SearchPageSchema,
  SearchResultSchema,
  type Suggestion,
  SuggestionListSchema,
  SuggestionSchema,
} from './search/search-results.ts';
