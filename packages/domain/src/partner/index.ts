export {
  APPOINTMENT_MARKS,
  type AppointmentMark,
  ARRIVAL_EARLIEST_MINUTES,
  decideMark,
  type MarkableAppointment,
  type MarkDecision,
  type MarkRefusal,
} from './appointment-marks.ts';
export {
  type CalendarView,
  calendarDateOf,
  calendarDays,
  calendarSpan,
  placeClockOf,
  shiftCalendarDate,
} from './calendar-days.ts';
export {
  type ClassSessionPlan,
  type ClassSessionPlanInput,
  MAX_WEEKLY_REPEATS,
  planClassSessions,
} from './class-session-plan.ts';
export {
  type ClientKey,
  type ClientPosition,
  clientSearchTerms,
  decodeClientCursor,
  encodeClientCursor,
  parseClientKey,
} from './client-key.ts';
export {
  type HoursAtPlace,
  type OutsideHoursReason,
  outsideHoursOf,
  type WeeklyWallRange,
} from './outside-hours.ts';
export { type OwnedBusinessFacts, type OwnerDeparture, ownerDepartureOf } from './owner-departure.ts';
export { type PartnerAccess, type PartnerRole, roleAllows } from './partner-roles.ts';
export {
  newlyMissing,
  type PlaceHideRefusal,
  type PlaceRemovalRefusal,
  placeHideRefusal,
  placeRemovalRefusal,
  staffMoveRefusal,
  type ToCome,
} from './place-operations.ts';
export { PLACE_START_GRACE_MINUTES, placeMayStartAt } from './place-start.ts';
export { type MissingForPublish, missingForPublish, type SetupFacts } from './publish-readiness.ts';
export { type SetupSnapshot, setupFactsOf } from './setup-facts.ts';
export {
  INVITATION_DAYS,
  INVITATION_MAX_SENDS,
  type InvitationState,
  invitationExpiresAt,
  invitationState,
  mayChangeRole,
  mayInvite,
  mayLinkStaff,
  mayManageMember,
  mayManageTeam,
  PENDING_INVITATIONS_LIMIT,
  TEAM_MEMBERS_LIMIT,
} from './team-rules.ts';
