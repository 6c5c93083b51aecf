/** Ports of a user's in-app notifications: what the use cases of this folder ask of the database. */

/**
 * What happened, stored as a kind with its parameters and rendered in the reader's language when read.
 * `message` is a row written before kinds existed: its title and body are fixed text.
 */
export const NOTIFICATION_KINDS = [
  'booking-confirmed',
  'appointment-rescheduled',
  'appointment-cancelled',
  'appointment-reminder',
  'review-request',
  'class-spot-given',
  'form-requested',
  'form-reminder',
  'class-session-cancelled',
  'class-session-moved',
  'class-teacher-changed',
  'appointment-cancelled-by-place',
  'membership-renewed',
  'membership-ended',
  'custom-domain-lapsed',
  'membership-activated',
  'message',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One appointment as a notification names it: enough to render it without reading the appointment. */
export interface NotifiedAppointment {
  appointmentId: string;
  service: string;
  place: string;
  /** UTC instants (ISO 8601) and the place's time zone, so the time shows on the place's clock. */
  startsAt: string;
  endsAt: string;
  timeZone: string;
}

/** A class session as a notification names it: the class, where, and when on the place's clock. */
export type ClassSessionParams = {
  className: string;
  place: string;
  startsAt: string;
  timeZone: string;
};

/** A form response to fill: the form's name, the place that asks, and when it is due. */
export type FormToFillParams = {
  form: string;
  place: string;
  dueAt: string;
  timeZone: string;
};

/** The parameters of each kind. */
export interface NotificationParamsByKind {
  'booking-confirmed': { appointments: NotifiedAppointment[] };
  'appointment-rescheduled': { appointment: NotifiedAppointment; previousStartsAt: string };
  'appointment-cancelled': { appointment: NotifiedAppointment };
  /** A reminder `minutesBefore` the appointment starts (24 h and 2 h by default). */
  'appointment-reminder': { appointment: NotifiedAppointment; minutesBefore: number };
  /** After a completed visit: how was it? Leads to the appointment, where the review is written. */
  'review-request': { service: string; place: string };
  /** A cancelled spot went to the first on the waitlist: the class, where, and when on the place's clock. */
  'class-spot-given': ClassSessionParams;
  /** A form to fill before a visit (issue 19), due at `dueAt` on the place's clock; and its reminder. */
  'form-requested': FormToFillParams;
  'form-reminder': FormToFillParams;
  /** A class session the client is booked or waitlisted for will not take place. */
  'class-session-cancelled': ClassSessionParams;
  /** A class session the client is booked or waitlisted for moved: its new start and the one it had. */
  'class-session-moved': ClassSessionParams & { previousStartsAt: string };
  /** Another teacher takes a class session the client is booked or waitlisted for (ADR 057): their name. */
  'class-teacher-changed': ClassSessionParams & { teacher: string };
  /**
   * The place cancelled the appointment: an apology, leading to the place's booking page, with the reason
   * the place gave (absent in rows written before places gave one).
   */
  'appointment-cancelled-by-place': { appointment: NotifiedAppointment; reason?: string };
  /** A membership's next period (ADR 035), until `validUntil` on the business's clock; `atVenue`: once paid there. */
  'membership-renewed': {
    plan: string;
    business: string;
    validUntil: string;
    timeZone: string;
    atVenue: boolean;
  };
  /** A membership ended: not renewed, or (`declined`) its renewal's payment was refused. */
  'membership-ended': { plan: string; business: string; declined: boolean };
  /**
   * A place's custom domain is no longer trusted (ADR 053): its DNS record was missing or wrong on the last
   * checks. Told to the business's owners; leads to the Online booking tab, where it is checked again.
   */
  'custom-domain-lapsed': { domain: string; place: string };
  /** A membership bought to be paid at the venue was paid there: active until `validUntil` (business's clock). */
  'membership-activated': { plan: string; business: string; validUntil: string; timeZone: string };
  message: Record<string, never>;
}

export type NotificationContent = {
  [K in NotificationKind]: { kind: K; params: NotificationParamsByKind[K] };
}[NotificationKind];

/** A notification to write: its content and the same-origin path tapping it opens. */
export type NewNotification = NotificationContent & { actionUrl: string };

/** A notification as stored. `params` is what the row holds (checked when rendered). */
export interface StoredNotification {
  id: string;
  kind: string;
  params: unknown;
  /** Fixed text of rows written before kinds existed (`message`); null otherwise. */
  title: string | null;
  body: string | null;
  actionUrl: string | null;
  readAt: Date | null;
  createdAt: Date;
  /** The exact position of the row in the newest-first order (microseconds, see `NotificationPosition`). */
  position: NotificationPosition;
}

/**
 * Position after which the next page starts, newest first: the creation time in whole microseconds since
 * the epoch (the database's own precision, so no two rows collapse onto one millisecond), then the id.
 */
export interface NotificationPosition {
  createdAtMicros: string;
  id: string;
}

/** Port: a user's notifications. Every method is scoped to `userId`: another user's id is simply absent. */
export interface NotificationStore {
  /** Newest first (creation time, then id, both descending); `after` continues a page. */
  list(input: { userId: string; limit: number; after?: NotificationPosition }): Promise<StoredNotification[]>;
  /** Unread notifications, counted up to `cap` (a badge shows "99+" beyond). */
  countUnread(userId: string, cap: number): Promise<number>;
  /** Marks one read (a read one stays as it was); null when the user has no notification with this id. */
  markRead(userId: string, id: string, now: Date): Promise<StoredNotification | null>;
  /** Marks every unread notification of the user read; how many changed. */
  markAllRead(userId: string, now: Date): Promise<number>;
}
