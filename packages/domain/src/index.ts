export type {
  AppointmentLabels,
  AppointmentPlacement,
  AppointmentStatus,
  AppointmentTiming,
  NewAppointment,
  PlannedAppointment,
  StoredAppointment,
} from './appointments/appointment.ts';
export {
  type AppointmentIcsInput,
  escapeIcsText,
  foldIcsLine,
  icsUtcDateTime,
  renderAppointmentIcs,
  renderCalendarIcs,
} from './appointments/appointment-ics.ts';
export {
  APPOINTMENT_UID_DOMAIN,
  appointmentIcsEvent,
  placeAddress,
} from './appointments/appointment-ics-event.ts';
export type {
  AppointmentMoveStore,
  AppointmentsWhen,
  MyAppointmentsStore,
  MyBookingsStore,
} from './appointments/appointment-ports.ts';
export { FEED_PAST_DAYS, listFeedAppointments } from './appointments/calendar-feed-appointments.ts';
export {
  cancelAppointmentByPlace,
  type PlaceCancellationOutcome,
  type PlaceCancellations,
} from './appointments/cancel-appointment-by-place.ts';
export { type CancellationState, cancellationState } from './appointments/cancellation-state.ts';
export {
  type CancelOutcome,
  cancelMyAppointment,
  describeAppointment,
  listMyAppointments,
  MAX_APPOINTMENTS_PAGE,
  type MyAppointment,
  type MyAppointmentsDeps,
} from './appointments/my-appointments.ts';
export { showMyBooking } from './appointments/my-booking.ts';
export {
  type RescheduleDeps,
  type RescheduleInput,
  type RescheduleOutcome,
  rescheduleAppointment,
} from './appointments/reschedule-appointment.ts';
export type {
  AvailabilityQuery,
  BookingPolicy,
  InstantRange,
  InstantString,
  IsoWeekday,
  LocalDate,
  LocationException,
  ServiceTiming,
  StaffSchedule,
  WallTime,
  WeeklyRange,
} from './availability/availability-query.ts';
export type { AvailableSlot } from './availability/available-slot.ts';
export { computeAvailableSlots } from './availability/compute-available-slots.ts';
export { MAX_RANGE_DAYS } from './availability/validate-availability-query.ts';
export { wallClockBoundary, wallClockInstant } from './availability/wall-clock-instant.ts';
export {
  type Basket,
  type BasketItem,
  type BasketItemDetails,
  type BasketItemStatus,
  basketItemKey,
  buildBasket,
  describeBasketItem,
  MAX_BASKET_ITEMS,
  planBasketAdditions,
} from './basket/basket.ts';
export type { BasketDeps, BasketEntry, BasketStore } from './basket/basket-ports.ts';
export {
  addToBasket,
  checkGuestBasket,
  clearBasket,
  mergeIntoBasket,
  removeFromBasket,
  showBasket,
} from './basket/manage-basket.ts';
export {
  type BookingResult,
  type BookingStore,
  DuplicateKeyError,
  SlotTakenError,
} from './booking/booking-ports.ts';
export {
  type BookingItemCheck,
  type BookingItemRequest,
  checkBookingItem,
  MAX_ALTERNATIVES,
} from './booking/check-booking-item.ts';
export { checkoutBasket } from './booking/checkout-basket.ts';
export { type CreateBookingDeps, createBooking } from './booking/create-booking.ts';
export {
  type AvailabilityContext,
  type AvailabilityRequest,
  type AvailabilitySource,
  type BookableAvailability,
  listAvailability,
  MAX_AVAILABILITY_DAYS,
  type OfferDetails,
} from './booking/list-availability.ts';
export {
  type BusinessDetail,
  type BusinessDirectory,
  type BusinessRecord,
  getBusinessDetail,
} from './businesses/get-business-detail.ts';
export {
  frameAncestorsOf,
  getWidgetFrameAncestors,
  type WidgetSiteDirectory,
  type WidgetSites,
} from './businesses/widget-frame-ancestors.ts';
export {
  type InspirationPhoto,
  type InspirationPhotoRecord,
  type InspirationSource,
  listInspirationTeaser,
} from './catalog/inspiration-teaser.ts';
export { type LocalizedNames, localizedName } from './catalog/localized-name.ts';
export {
  getServiceCatalogue,
  groupServiceCatalogue,
  type ServiceCatalogueCategory,
  type ServiceCatalogueSource,
  type ServiceTypeRecord,
} from './catalog/service-catalogue.ts';
export {
  type ClassSessionChangeOutcome,
  type ClassSessionChanges,
  cancelClassSession,
  moveClassSession,
} from './classes/change-class-session.ts';
export {
  type ClassBookingCalendar,
  type ClassCalendarEntry,
  classIcsEvent,
} from './classes/class-calendar.ts';
export type {
  ClassBookingRecord,
  ClassBookingStatus,
  ClassBookingStore,
  ClassCancelOutcome,
  ClassLevel,
  ClassSessionDetail,
  ClassSpotOutcome,
  ClassTimetableQuery,
  ClassTimetableSource,
  TimeOfDay,
} from './classes/class-ports.ts';
export { classCancellableUntil, placeInSession, spotsLeft } from './classes/class-rules.ts';
export {
  listClassTimetable,
  MAX_TIMETABLE_PAGE,
  TIMETABLE_DAYS_AHEAD,
  type TimetableInput,
} from './classes/list-class-timetable.ts';
export { DOMAIN_ERROR_CODES, DomainError, type DomainErrorCode } from './errors/domain-error.ts';
export { visibleFieldIds } from './forms/field-visibility.ts';
export {
  ANSWER_PROBLEMS,
  type AnswerIssue,
  type AnswerProblem,
  type AnswersMode,
  answerIssues,
  formAnswersSchema,
  isEmptyAnswer,
} from './forms/form-answers-schema.ts';
export {
  ANSWER_LIMITS,
  type AnswerValue,
  type ChoiceOption,
  type FieldCondition,
  FORM_FIELD_TYPES,
  FORM_RULES,
  type FormAnswers,
  type FormDefinition,
  type FormField,
  type FormFieldType,
  type FormRule,
  type LocalizedText,
  localizedText,
  type SignatureAnswer,
} from './forms/form-definition.ts';
export type {
  BeforeBookingForm,
  FormAppointment,
  FormResponseRecord,
  FormResponseState,
  FormResponseSummary,
  FormStore,
  MyFormsList,
  ServiceForm,
} from './forms/form-ports.ts';
export {
  countFormsToFill,
  listMyForms,
  MAX_MY_FORMS,
  type MyFormsDeps,
  saveFormDraft,
  showMyForm,
  submitForm,
} from './forms/my-forms.ts';
export {
  getInspirationLook,
  type InspirationLookDetail,
  LOOK_FREE_STARTS,
  LOOK_SEARCH_DAYS,
} from './inspiration/get-inspiration-look.ts';
export {
  getInspirationService,
  type InspirationService,
  SERVICE_COLLECTION_PLACES,
} from './inspiration/get-inspiration-service.ts';
export { type InspirationLook, nameLook, nameLooks } from './inspiration/inspiration-look.ts';
export type {
  InspirationFacet,
  InspirationGalleryQuery,
  InspirationGallerySource,
  InspirationLookRecord,
  InspirationVideo,
  LookPreviews,
  ServiceOfferRecord,
} from './inspiration/inspiration-ports.ts';
export {
  DEFAULT_GALLERY_PAGE,
  type GalleryInput,
  listInspirationFilters,
  listInspirationGallery,
  MAX_GALLERY_PAGE,
  NEAR_RADIUS_KM,
} from './inspiration/list-inspiration-gallery.ts';
export { type CityNameDirectory, listCitiesIn, nameCitiesIn } from './locations/city-names.ts';
export { directionsUrl } from './locations/directions-url.ts';
export { getLocationDetail, UPCOMING_EXCEPTION_DAYS } from './locations/get-location-detail.ts';
export { isOpenAt } from './locations/is-open-at.ts';
export {
  type LocationDirectory,
  type LocationSummary,
  listFeaturedLocations,
} from './locations/list-featured-locations.ts';
export {
  type LocationReview,
  type LocationReviewsSource,
  listLocationReviews,
  type StoredReview,
} from './locations/list-location-reviews.ts';
export { type LocationsBySlugsSource, listLocationsBySlugs } from './locations/list-locations-by-slugs.ts';
export { addLocalDays, type LocalNow, localNow } from './locations/local-now.ts';
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
} from './locations/location-detail.ts';
export { decodeReviewCursor, encodeReviewCursor, type ReviewPosition } from './locations/review-cursor.ts';
export { shortAuthorName } from './locations/short-author-name.ts';
export {
  IMAGE_SIZES,
  type ImageSize,
  imageSizeFor,
  OG_IMAGE,
  variantDimensions,
} from './media/image-size.ts';
export { buyMembership } from './memberships/buy-membership.ts';
export {
  decodePlanCursor,
  encodePlanCursor,
  listMembershipPlans,
  MAX_PLANS_PAGE,
  type PlansInput,
} from './memberships/list-membership-plans.ts';
export type {
  CreditMove,
  MembershipChangeOutcome,
  MembershipPlan,
  MembershipPlanSource,
  MembershipRecord,
  MembershipRefusal,
  MembershipStatus,
  MembershipStore,
  MyMembership,
  PlanCoverage,
  PlanPosition,
  PlanQuery,
  PurchaseOutcome,
} from './memberships/membership-ports.ts';
export {
  freezeExtensionMs,
  type MembershipUnusable,
  membershipAt,
  planCovers,
  whyMembershipCannotPay,
} from './memberships/membership-rules.ts';
export {
  type PaymentGateway,
  type PaymentOutcome,
  type PaymentRequest,
  payAtVenue,
} from './memberships/payment-gateway.ts';
export { type Money, totalsByCurrency } from './money/money.ts';
export {
  appointmentActionPath,
  MAX_ACTION_PATH_LENGTH,
  readActionPath,
  sameOriginActionPath,
} from './notifications/action-path.ts';
export {
  countUnreadNotifications,
  decodeNotificationCursor,
  describeNotification,
  encodeNotificationCursor,
  listMyNotifications,
  MAX_NOTIFICATIONS_PAGE,
  type MyNotification,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationsDeps,
  UNREAD_COUNT_CAP,
} from './notifications/my-notifications.ts';
export {
  appointmentCancelledByPlaceNotification,
  appointmentCancelledNotification,
  appointmentReminderNotification,
  appointmentRescheduledNotification,
  bookingConfirmedNotification,
  classSessionCancelledNotification,
  classSessionMovedNotification,
  classSpotGivenNotification,
  formResponsePath,
  formToFillNotification,
  MAX_NOTIFIED_APPOINTMENTS,
  type NotifiableAppointment,
  type NotifiableClassSession,
  type NotifiableFormResponse,
  notifiedAppointment,
  readNotificationContent,
  reviewRequestNotification,
} from './notifications/notification-content.ts';
export {
  type ClassSessionParams,
  type FormToFillParams,
  type NewNotification,
  NOTIFICATION_KINDS,
  type NotificationContent,
  type NotificationKind,
  type NotificationParamsByKind,
  type NotificationPosition,
  type NotificationStore,
  type NotifiedAppointment,
  type StoredNotification,
} from './notifications/notification-ports.ts';
export { decodeStartCursor, encodeStartCursor, type StartPosition } from './paging/start-cursor.ts';
export { reviewAuthorName } from './reviews/review-author-name.ts';
export {
  canReview,
  editReview,
  type ReviewWriter,
  type WriteReviewOutcome,
  type WrittenReview,
  writeReview,
} from './reviews/write-review.ts';
export { firstFreeSlot } from './search/first-free-slot.ts';
export {
  type CategoryFacet,
  type LocationSearch,
  type LocationSearchBatch,
  type LocationSearchHit,
  type LocationSearchRequest,
  type SearchArea,
  type SearchFilters,
  type SearchPosition,
  type SearchSuggestion,
  type SlotWindow,
  SUGGESTION_KINDS,
  type SuggestionKind,
} from './search/location-search.ts';
export { SEARCH_RANKING_WEIGHTS, type SearchRankingWeights } from './search/ranking-weights.ts';
export { decodeSearchCursor, encodeSearchCursor } from './search/search-cursor.ts';
export {
  MAX_AVAILABILITY_CHECKS,
  type SearchDeps,
  type SearchResult,
  type SearchResultPage,
  searchLocations,
} from './search/search-locations.ts';
export {
  SEARCH_SORTS,
  type SearchSort,
  SORT_KEYS,
  type SortKey,
  selectSortKeys,
} from './search/sort-keys.ts';
export { MAX_SUGGESTIONS, suggestSearchTerms } from './search/suggest-search-terms.ts';
export { DEFAULT_RADIUS_KM, type SearchInput, validateSearchInput } from './search/validate-search-input.ts';
