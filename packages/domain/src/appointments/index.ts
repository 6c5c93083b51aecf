export type {
  AppointmentLabels,
  AppointmentPlacement,
  AppointmentStatus,
  AppointmentTiming,
  NewAppointment,
  PlannedAppointment,
  StoredAppointment,
} from './appointment.ts';
export {
  type AppointmentIcsInput,
  escapeIcsText,
  foldIcsLine,
  icsUtcDateTime,
  renderAppointmentIcs,
  renderCalendarIcs,
} from './appointment-ics.ts';
export {
  APPOINTMENT_UID_DOMAIN,
  appointmentIcsEvent,
  placeAddress,
} from './appointment-ics-event.ts';
export type {
  AppointmentMoveStore,
  AppointmentsOfOwners,
  AppointmentsWhen,
  MyAppointmentsStore,
  MyBookingsStore,
} from './appointment-ports.ts';
export { FEED_PAST_DAYS, listFeedAppointments } from './calendar-feed-appointments.ts';
export {
  cancelAppointmentByPlace,
  type PlaceCancellationInput,
  type PlaceCancellationOutcome,
  type PlaceCancellations,
} from './cancel-appointment-by-place.ts';
export { type CancellationState, cancellationState } from './cancellation-state.ts';
export {
  type CancelOutcome,
  cancelMyAppointment,
  describeAppointment,
  listMyAppointments,
  MAX_APPOINTMENTS_PAGE,
  type MyAppointment,
  type MyAppointmentsDeps,
} from './my-appointments.ts';
export { showMyBooking } from './my-booking.ts';
export {
  type RescheduleDeps,
  type RescheduleInput,
  type RescheduleOutcome,
  rescheduleAppointment,
} from './reschedule-appointment.ts';
