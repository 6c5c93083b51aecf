import {
  createAppointmentMoves,
  createAvailabilitySource,
  createBasketStore,
  createBookingStore,
  createBusinessDirectory,
  createCalendarFeeds,
  createCatalogRepository,
  createCityNames,
  createClassBookingCalendar,
  createClassBookings,
  createClassTimetable,
  createCustomDomainDirectory,
  createFavourites,
  createFormResponses,
  createInspirationGallery,
  createInspirationPhotos,
  createLocationDetails,
  createLocationDirectory,
  createLocationReviews,
  createLocationSearch,
  createLocationSlugs,
  createMembershipPlans,
  createMemberships,
  createMyAppointments,
  createNotificationPreferences,
  createNotifications,
  createOutbox,
  createPushTokenRegistry,
  createReviewWriter,
  createServiceCatalogue,
  createSpentBotChecks,
  createUserAvatars,
  createWidgetSiteDirectory,
  type Db,
} from '@kalendo/db';
import { composeSpotGivenEmail } from '../classes/class-spot-given-email.ts';

/**
 * Every database adapter of the API, built once per process (DESIGN.md §2: ports in the domain, adapters
 * in `@kalendo/db`). Tests may replace one to observe it (e.g. count availability loads).
 */
export function createStores(db: Db, options: { publicOrigin: string }) {
  return {
    appointmentMoves: createAppointmentMoves(db),
    availability: createAvailabilitySource(db),
    basket: createBasketStore(db),
    /** The booking store writes each booking's confirmation in its own transaction, so it is made per use. */
    bookingsWith: (options: Parameters<typeof createBookingStore>[1]) => createBookingStore(db, options),
    businesses: createBusinessDirectory(db),
    calendarFeeds: createCalendarFeeds(db),
    catalog: createCatalogRepository(db),
    classBookings: createClassBookings(db, {
      composeSpotGivenEmail: composeSpotGivenEmail(options.publicOrigin),
    }),
    classCalendar: createClassBookingCalendar(db),
    classTimetable: createClassTimetable(db),
    cityNames: createCityNames(db),
    customDomains: createCustomDomainDirectory(db),
    favourites: createFavourites(db),
    forms: createFormResponses(db),
    inspiration: createInspirationPhotos(db),
    inspirationGallery: createInspirationGallery(db),
    locationDetails: createLocationDetails(db),
    locationDirectory: createLocationDirectory(db),
    locationReviews: createLocationReviews(db),
    locationSearch: createLocationSearch(db),
    locationSlugs: createLocationSlugs(db),
    membershipPlans: createMembershipPlans(db),
    memberships: createMemberships(db),
    myAppointments: createMyAppointments(db),
    notificationPreferences: createNotificationPreferences(db),
    notifications: createNotifications(db),
    outbox: createOutbox(db),
    pushTokens: createPushTokenRegistry(db),
    reviewWriter: createReviewWriter(db),
    serviceCatalogue: createServiceCatalogue(db),
    spentBotChecks: createSpentBotChecks(db),
    userAvatars: createUserAvatars(db),
    widgetSites: createWidgetSiteDirectory(db),
  };
}

export type Stores = ReturnType<typeof createStores>;
