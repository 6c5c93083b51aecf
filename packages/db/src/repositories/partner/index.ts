export { createCustomDomainRechecks } from './custom-domain-rechecks.ts';
export { AUDIT_PAGE, type AuditEntryRecord } from './partner-audit-read.ts';
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
export type { PartnerMove } from './partner-calendar-move.ts';
export type { WalkInFields } from './partner-calendar-walk-in.ts';
export { createPartnerCalendar, type PartnerCalendarWrites } from './partner-calendar-writes.ts';
export {
  CLIENT_LIMITS,
  type ClientFormRecord,
  type ClientSummaryRecord,
  type ClientsViewer,
  type ClientVisitRecord,
  createPartnerClients,
} from './partner-clients.ts';
export {
  createPartnerDescriptions,
  type DescriptionRecord,
  type DescriptionsRecord,
  type PartnerDescriptions,
} from './partner-descriptions.ts';
export { createPartnerDistribution, type PlaceDistributionRecord } from './partner-distribution.ts';
export {
  createPartnerImages,
  type ImageSlot,
  type NewUploadedImage,
  type PartnerImages,
  type SlotImage,
} from './partner-images.ts';
export {
  createPartnerMemberships,
  PARTNER_MEMBERSHIP_LIMITS,
  type PlanFields,
} from './partner-memberships.ts';
export { createPartnerOffer, type ServiceFields, type StaffFields } from './partner-offer.ts';
export {
  type BookingPolicy,
  createPartnerPlaces,
  type SpecialDay,
  type WeeklyRange,
} from './partner-places.ts';
export { PartnerRefusal, type PartnerRefusalReason } from './partner-refusal.ts';
export {
  createPartnerTeam,
  type InvitationFacts,
  type InvitationPreviewRecord,
  type PartnerTeam,
  type TeamActor,
  type TeamInvitationRecord,
  type TeamMemberRecord,
} from './partner-team.ts';
export {
  type ClassTypeRecord,
  readClassTypes,
  readSessionPeople,
  readTimetableSessions,
  TIMETABLE_LIMITS,
  type TimetableSessionRecord,
} from './partner-timetable.ts';
export {
  type ClassTypeFields,
  createPartnerTimetable,
  type NewClassSessions,
  type SessionPatch,
} from './partner-timetable-writes.ts';
