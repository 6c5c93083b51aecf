import { withAction } from './notification-action.ts';
import type { ClassSessionParams, NewNotification } from './notification-ports.ts';
import { cappedName } from './notified-appointment.ts';

/** A class session as a notification names it. */
export interface NotifiableClassSession {
  name: string;
  startsAt: Date;
  place: { name: string; slug: string; timeZone: string };
}

const classSessionParams = (session: NotifiableClassSession): ClassSessionParams => ({
  className: cappedName(session.name),
  place: cappedName(session.place.name),
  startsAt: session.startsAt.toISOString(),
  timeZone: session.place.timeZone,
});

/** The place's timetable of classes, where another session can be booked. */
const timetablePath = (locale: string, session: NotifiableClassSession) =>
  `/${locale}/classes?location=${encodeURIComponent(session.place.slug)}`;

/** "A spot opened up for you": the first on a waitlist got the spot someone gave back; opens the place's timetable. */
export function classSpotGivenNotification(session: NotifiableClassSession, locale: string): NewNotification {
  return withAction(
    { kind: 'class-spot-given', params: classSessionParams(session) },
    timetablePath(locale, session),
  );
}

/** "Class cancelled": a session the reader had a spot (or a waitlist place) in will not take place. */
export function classSessionCancelledNotification(
  session: NotifiableClassSession,
  locale: string,
): NewNotification {
  return withAction(
    { kind: 'class-session-cancelled', params: classSessionParams(session) },
    timetablePath(locale, session),
  );
}

/** "New teacher": another of the place's staff teaches the session, named (ADR 057). */
export function classTeacherChangedNotification(
  session: NotifiableClassSession,
  teacher: string,
  locale: string,
): NewNotification {
  return withAction(
    {
      kind: 'class-teacher-changed',
      params: { ...classSessionParams(session), teacher: cappedName(teacher) },
    },
    timetablePath(locale, session),
  );
}

/** "Class moved": the session at its new time, and the time it had. */
export function classSessionMovedNotification(
  session: NotifiableClassSession,
  previousStartsAt: Date,
  locale: string,
): NewNotification {
  return withAction(
    {
      kind: 'class-session-moved',
      params: { ...classSessionParams(session), previousStartsAt: previousStartsAt.toISOString() },
    },
    timetablePath(locale, session),
  );
}
