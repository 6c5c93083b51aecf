import type { schema } from '@kalendo/db';

type Rows<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

/** Every row the demo seed inserts, per table, in an order that satisfies the foreign keys. */
export interface DemoData {
  cities: Rows<typeof schema.cities>;
  categories: Rows<typeof schema.categories>;
  marketplaceServices: Rows<typeof schema.marketplaceServices>;
  users: Rows<typeof schema.users>;
  accounts: Rows<typeof schema.accounts>;
  businesses: Rows<typeof schema.businesses>;
  businessDescriptions: Rows<typeof schema.businessDescriptions>;
  forms: Rows<typeof schema.forms>;
  formVersions: Rows<typeof schema.formVersions>;
  locations: Rows<typeof schema.locations>;
  locationOpeningHours: Rows<typeof schema.locationOpeningHours>;
  locationExceptions: Rows<typeof schema.locationExceptions>;
  serviceCategories: Rows<typeof schema.serviceCategories>;
  services: Rows<typeof schema.services>;
  staff: Rows<typeof schema.staff>;
  staffWorkingHours: Rows<typeof schema.staffWorkingHours>;
  staffBreaks: Rows<typeof schema.staffBreaks>;
  staffTimeOff: Rows<typeof schema.staffTimeOff>;
  staffServices: Rows<typeof schema.staffServices>;
  media: Rows<typeof schema.media>;
  classes: Rows<typeof schema.classes>;
  classSessions: Rows<typeof schema.classSessions>;
  classBookings: Rows<typeof schema.classBookings>;
  membershipPlans: Rows<typeof schema.membershipPlans>;
  membershipPlanItems: Rows<typeof schema.membershipPlanItems>;
  memberships: Rows<typeof schema.memberships>;
  bookings: Rows<typeof schema.bookings>;
  appointments: Rows<typeof schema.appointments>;
  reviews: Rows<typeof schema.reviews>;
  formResponses: Rows<typeof schema.formResponses>;
  favourites: Rows<typeof schema.favourites>;
  notifications: Rows<typeof schema.notifications>;
}

export type DemoTable = keyof DemoData;

export function emptyDemoData(): DemoData {
  return {
    cities: [],
    categories: [],
    marketplaceServices: [],
    users: [],
    accounts: [],
    businesses: [],
    businessDescriptions: [],
    forms: [],
    formVersions: [],
    locations: [],
    locationOpeningHours: [],
    locationExceptions: [],
    serviceCategories: [],
    services: [],
    staff: [],
    staffWorkingHours: [],
    staffBreaks: [],
    staffTimeOff: [],
    staffServices: [],
    media: [],
    classes: [],
    classSessions: [],
    classBookings: [],
    membershipPlans: [],
    membershipPlanItems: [],
    memberships: [],
    bookings: [],
    appointments: [],
    reviews: [],
    formResponses: [],
    favourites: [],
    notifications: [],
  };
}
