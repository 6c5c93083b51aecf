export {
  type ClassSessionChangeOutcome,
  type ClassSessionChanges,
  cancelClassSession,
  moveClassSession,
} from './change-class-session.ts';
export {
  type ClassBookingCalendar,
  type ClassCalendarEntry,
  classIcsEvent,
} from './class-calendar.ts';
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
  MyClassBooking,
  TimeOfDay,
} from './class-ports.ts';
export { classCancellableUntil, placeInSession, spotsLeft } from './class-rules.ts';
export {
  listClassTimetable,
  MAX_TIMETABLE_PAGE,
  TIMETABLE_DAYS_AHEAD,
  type TimetableInput,
} from './list-class-timetable.ts';
