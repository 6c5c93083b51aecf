export {
  type BusinessPatch,
  createPartnerBusinesses,
  type NewBusiness,
  type PartnerBusinessRecord,
} from './partner-businesses.ts';
export type {
  CalendarAppointmentRecord,
  CalendarViewer,
  PartnerCalendarRecord,
} from './partner-calendar.ts';
export {
  createPartnerCalendar,
  type PartnerCalendarWrites,
  type PartnerMove,
  type WalkInFields,
} from './partner-calendar-writes.ts';
export { createPartnerDistribution, type PlaceDistributionRecord } from './partner-distribution.ts';
export { createPartnerOffer, type ServiceFields, type StaffFields } from './partner-offer.ts';
export {
  type BookingPolicy,
  createPartnerPlaces,
  type SpecialDay,
  type WeeklyRange,
} from './partner-places.ts';
export { PartnerRefusal, type PartnerRefusalReason } from './partner-refusal.ts';
