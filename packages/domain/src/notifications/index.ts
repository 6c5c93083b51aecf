export {
  appointmentActionPath,
  MAX_ACTION_PATH_LENGTH,
  readActionPath,
  sameOriginActionPath,
} from './action-path.ts';
export {
  appointmentCancelledByPlaceNotification,
  appointmentCancelledNotification,
  appointmentReminderNotification,
  appointmentRescheduledNotification,
  bookingConfirmedNotification,
  reviewRequestNotification,
} from './appointment-notifications.ts';
export {
  classSessionCancelledNotification,
  classSessionMovedNotification,
  classSpotGivenNotification,
  classTeacherChangedNotification,
  type NotifiableClassSession,
} from './class-notifications.ts';
export { customDomainLapsedNotification } from './custom-domain-notifications.ts';
export {
  formResponsePath,
  formToFillNotification,
  type NotifiableFormResponse,
} from './form-notifications.ts';
export {
  membershipActivatedNotification,
  membershipEndedNotification,
  membershipRenewedNotification,
  type NotifiableMembership,
} from './membership-notifications.ts';
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
} from './my-notifications.ts';
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
} from './notification-ports.ts';
export {
  MAX_NOTIFIED_APPOINTMENTS,
  type NotifiableAppointment,
  notifiedAppointment,
} from './notified-appointment.ts';
export { readNotificationContent } from './read-notification-content.ts';
