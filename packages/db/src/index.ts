export { openDatabaseFromEnv } from './cli/open-database-from-env.ts';
export {
  CONNECT_TIMEOUT_SECONDS,
  type CreateDbOptions,
  createDb,
  PING_TIMEOUT_MS,
  STATEMENT_TIMEOUT_MS,
} from './client/create-db.ts';
export { DataDirLockedError } from './client/data-dir-lock.ts';
export type { Database, DatabaseKind, Db, QueueConnection, Schema } from './client/database.ts';
export { isConnectTimeout, isDatabaseUnavailable } from './client/is-database-unavailable.ts';
export { refreshPlannerStatistics } from './client/refresh-planner-statistics.ts';
export { resultRows } from './client/result-rows.ts';
export { DEADLOCK_DETECTED, sqlStateOf } from './client/sql-state.ts';
export { queriesInFlightNow, traceQueries } from './client/trace-queries.ts';
export { createJobQueue, JOB_QUEUE_SCHEMA } from './jobs/create-job-queue.ts';
export {
  DELIVER_NOTIFICATION_JOB,
  type DeliverNotificationJob,
  dispatchNotifications,
} from './jobs/dispatch-notifications.ts';
export { type JobQueueStats, readJobQueueStats } from './jobs/job-queue-stats.ts';
export { pendingMigrations } from './migrate/pending-migrations.ts';
export { readMigrations, runMigrations } from './migrate/run-migrations.ts';
export { deleteAccount, exportAccountData } from './repositories/account-data.ts';
export { createAppointmentMoves } from './repositories/appointment-moves.ts';
export { createAuthSessions } from './repositories/auth-sessions.ts';
export { createAvailabilitySource } from './repositories/availability-source.ts';
export { createBasketStore } from './repositories/basket-store.ts';
export type {
  BookingConfirmation,
  ComposeBookingConfirmation,
} from './repositories/booking-confirmation.ts';
export { createBookingStore } from './repositories/booking-store.ts';
export { BUSINESS_LOCATIONS_LIMIT, createBusinessDirectory } from './repositories/business-directory.ts';
export { type CalendarFeeds, createCalendarFeeds } from './repositories/calendar-feeds.ts';
export {
  type ArtworkRecord,
  type CatalogRepository,
  type CategoryRecord,
  createCatalogRepository,
} from './repositories/catalog-repository.ts';
export { createCityNames } from './repositories/city-names.ts';
export { createClassBookingCalendar } from './repositories/class-booking-calendar.ts';
export { type ComposeSpotGivenEmail, createClassBookings } from './repositories/class-bookings.ts';
export { createClassSessionChanges } from './repositories/class-session-changes.ts';
export { createClassTimetable } from './repositories/class-timetable.ts';
export {
  type CustomDomainRecord,
  createCustomDomainDirectory,
} from './repositories/custom-domain-directory.ts';
export { createFavourites } from './repositories/favourites.ts';
export {
  FORM_REMINDER_MINUTES_BEFORE_DUE,
  planDueFormReminders,
} from './repositories/form-reminder-planner.ts';
export { createFormResponses } from './repositories/form-responses.ts';
export { createInspirationGallery } from './repositories/inspiration-gallery.ts';
export { createInspirationPhotos } from './repositories/inspiration-photos.ts';
export { createLocationDetails } from './repositories/location-details.ts';
export { createLocationDirectory } from './repositories/location-directory.ts';
export { createLocationReviews } from './repositories/location-reviews.ts';
export { createLocationSearch } from './repositories/location-search.ts';
export { createLocationSlugs } from './repositories/location-slugs.ts';
export { createMediaFiles, type MediaFiles, type StoredMediaFile } from './repositories/media-files.ts';
export { createMembershipPlans } from './repositories/membership-plans.ts';
export {
  createMembershipRenewals,
  planDueRenewals,
  RENEW_MEMBERSHIP_JOB,
  RENEWAL_LOOKBACK_MS,
  type RenewMembershipJob,
} from './repositories/membership-renewals.ts';
export { createMemberships } from './repositories/memberships.ts';
export { createMyAppointments } from './repositories/my-appointments.ts';
export {
  createNotificationDeliveries,
  type DeliveryChannel,
  type NotificationDeliveries,
  type NotificationToDeliver,
  type WebPushSubscription,
} from './repositories/notification-deliveries.ts';
export {
  createNotificationPreferences,
  type NotificationPreferences,
} from './repositories/notification-preferences.ts';
export {
  createNotifications,
  enqueueNotification,
  enqueueNotifications,
} from './repositories/notifications.ts';
export { createOutbox, type EmailAttachment, type OutgoingEmail } from './repositories/outbox.ts';
export { deliverPendingEmails, listRecentEmails, type PendingEmail } from './repositories/outbox-delivery.ts';
export {
  AUDIT_PAGE,
  type AuditEntryRecord,
  type BusinessPatch,
  type CalendarAppointmentRecord,
  type CalendarViewer,
  CLIENT_LIMITS,
  type ClientFormRecord,
  type ClientSummaryRecord,
  type ClientsViewer,
  type ClientVisitRecord,
  createCustomDomainRechecks,
  createPartnerBusinesses,
  createPartnerCalendar,
  createPartnerClients,
  createPartnerDescriptions,
  createPartnerDistribution,
  createPartnerImages,
  createPartnerMemberships,
  createPartnerOffer,
  createPartnerPlaces,
  createPartnerTeam,
  createPartnerTimetable,
  type DescriptionRecord,
  type DescriptionsRecord,
  type ImageSlot,
  type InvitationFacts,
  type InvitationPreviewRecord,
  type NewBusiness,
  type NewUploadedImage,
  type PartnerBusinessRecord,
  type PartnerCalendarRecord,
  type PartnerCalendarWrites,
  type PartnerDescriptions,
  type PartnerMove,
  PartnerRefusal,
  type PartnerRefusalReason,
  type PartnerTeam,
  type PlaceDistributionRecord,
  type TeamActor,
  type TeamInvitationRecord,
  type TeamMemberRecord,
  type WalkInFields,
} from './repositories/partner/index.ts';
export { createPlaceCancellations } from './repositories/place-cancellations.ts';
export {
  createPushTokenRegistry,
  MAX_PUSH_TOKENS_PER_USER,
  type PushTokenRegistration,
} from './repositories/push-token-registry.ts';
export { planDueReminders, REMINDER_GRACE_MINUTES } from './repositories/reminder-planner.ts';
export {
  planDueReviewRequests,
  REVIEW_REQUEST_GRACE_MINUTES,
} from './repositories/review-request-planner.ts';
export { createReviewWriter } from './repositories/review-writer.ts';
export { createServiceCatalogue } from './repositories/service-catalogue.ts';
export { createShellBadges } from './repositories/shell-badges.ts';
export { createSpentBotChecks } from './repositories/spent-bot-checks.ts';
export { createUserAvatars, type StoredAvatar } from './repositories/user-avatars.ts';
export { createWidgetSiteDirectory } from './repositories/widget-site-directory.ts';
export * as schema from './schema/index.ts';
