import type { NotificationDto } from '@kalendo/contracts';
import type { ClassSessionParams, MyNotification, NotifiedAppointment } from '@kalendo/domain';
import { createTranslator, type Locale } from '@kalendo/i18n';

/** Formatters by locale and time zone: creating one costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: Locale, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      });
    } catch {
      // A time zone this runtime does not know (a row from another version): UTC, said so.
      format = new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
        timeZoneName: 'short',
      });
    }
    // Bounded: a few dozen places' zones times 11 languages in practice.
    if (formatters.size > 500) formatters.clear();
    formatters.set(key, format);
  }
  return format;
}

/** An instant on the place's clock, in the reader's language: `Mon, 23 Nov, 10:00`. */
const when = (instant: string, timeZone: string, locale: Locale) =>
  formatterFor(locale, timeZone).format(new Date(instant));

/** A day on the place's clock, in the reader's language: `23 Nov 2026`. */
function day(instant: string, timeZone: string, locale: Locale) {
  const date = new Date(instant);
  try {
    return new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone,
    }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date);
  }
}

/** How long before its start a reminder comes, in the reader's words: `in 24 hours`, `in 2 hours`. */
const ahead = (minutesBefore: number, locale: Locale) =>
  minutesBefore % 60 === 0
    ? new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(minutesBefore / 60, 'hour')
    : new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(minutesBefore, 'minute');

const about = (a: NotifiedAppointment, locale: Locale) => ({
  service: a.service,
  place: a.place,
  when: when(a.startsAt, a.timeZone, locale),
});

const aboutClass = (session: ClassSessionParams, locale: Locale) => ({
  className: session.className,
  place: session.place,
  when: when(session.startsAt, session.timeZone, locale),
});

/** A notification's title and body in the reader's language, from its kind and parameters. */
export function renderNotificationText(n: MyNotification, locale: Locale): { title: string; body: string } {
  const t = createTranslator(locale);
  const { content } = n;
  switch (content.kind) {
    case 'booking-confirmed': {
      const [first, ...others] = content.params.appointments;
      const body = first ? t('notifications.kinds.bookingConfirmed.body', about(first, locale)) : '';
      return {
        title: t('notifications.kinds.bookingConfirmed.title'),
        body:
          others.length > 0
            ? `${body}\n${t('notifications.kinds.bookingConfirmed.more', { count: others.length })}`
            : body,
      };
    }
    case 'appointment-rescheduled': {
      const { appointment, previousStartsAt } = content.params;
      return {
        title: t('notifications.kinds.appointmentRescheduled.title'),
        body: t('notifications.kinds.appointmentRescheduled.body', {
          ...about(appointment, locale),
          previous: when(previousStartsAt, appointment.timeZone, locale),
        }),
      };
    }
    case 'appointment-cancelled':
      return {
        title: t('notifications.kinds.appointmentCancelled.title'),
        body: t('notifications.kinds.appointmentCancelled.body', about(content.params.appointment, locale)),
      };
    case 'appointment-reminder':
      return {
        title: t('notifications.kinds.appointmentReminder.title'),
        body: t('notifications.kinds.appointmentReminder.body', {
          ...about(content.params.appointment, locale),
          relative: ahead(content.params.minutesBefore, locale),
        }),
      };
    case 'review-request':
      return {
        title: t('notifications.kinds.reviewRequest.title'),
        body: t('notifications.kinds.reviewRequest.body', content.params),
      };
    case 'class-spot-given':
      return {
        title: t('notifications.kinds.classSpotGiven.title'),
        body: t('notifications.kinds.classSpotGiven.body', aboutClass(content.params, locale)),
      };
    case 'class-session-cancelled':
      return {
        title: t('notifications.kinds.classSessionCancelled.title'),
        body: t('notifications.kinds.classSessionCancelled.body', aboutClass(content.params, locale)),
      };
    case 'class-session-moved':
      return {
        title: t('notifications.kinds.classSessionMoved.title'),
        body: t('notifications.kinds.classSessionMoved.body', {
          ...aboutClass(content.params, locale),
          previous: when(content.params.previousStartsAt, content.params.timeZone, locale),
        }),
      };
    case 'class-teacher-changed':
      return {
        title: t('notifications.kinds.classTeacherChanged.title'),
        body: t('notifications.kinds.classTeacherChanged.body', {
          ...aboutClass(content.params, locale),
          teacher: content.params.teacher,
        }),
      };
    case 'appointment-cancelled-by-place': {
      const { appointment, reason } = content.params;
      const body = t('notifications.kinds.appointmentCancelledByPlace.body', about(appointment, locale));
      return {
        title: t('notifications.kinds.appointmentCancelledByPlace.title'),
        body: reason
          ? `${body}\n${t('emails:notification.reason', { place: appointment.place, reason })}`
          : body,
      };
    }
    case 'membership-renewed': {
      const { plan, business, validUntil, timeZone, atVenue } = content.params;
      return {
        title: t('notifications.kinds.membershipRenewed.title'),
        body: t(`notifications.kinds.membershipRenewed.${atVenue ? 'bodyAtVenue' : 'body'}`, {
          plan,
          business,
          date: day(validUntil, timeZone, locale),
        }),
      };
    }
    case 'membership-activated': {
      const { plan, business, validUntil, timeZone } = content.params;
      return {
        title: t('notifications.kinds.membershipActivated.title'),
        body: t('notifications.kinds.membershipActivated.body', {
          plan,
          business,
          date: day(validUntil, timeZone, locale),
        }),
      };
    }
    case 'membership-ended': {
      const { plan, business, declined } = content.params;
      return {
        title: t('notifications.kinds.membershipEnded.title'),
        body: t(`notifications.kinds.membershipEnded.${declined ? 'bodyDeclined' : 'body'}`, {
          plan,
          business,
        }),
      };
    }
    case 'custom-domain-lapsed':
      return {
        title: t('partnerDistribution.domain.lapsedNotice.title'),
        body: t('partnerDistribution.domain.lapsedNotice.body', content.params),
      };
    case 'form-requested':
    case 'form-reminder': {
      const { form, place, dueAt, timeZone } = content.params;
      const key = content.kind === 'form-requested' ? 'formRequested' : 'formReminder';
      return {
        title: t(`notifications.kinds.${key}.title`),
        body: t(`notifications.kinds.${key}.body`, { form, place, when: when(dueAt, timeZone, locale) }),
      };
    }
    case 'message':
      return { title: n.text?.title ?? '', body: n.text?.body ?? '' };
  }
}

/** The answer for one notification, in the request's language. */
export function toNotificationDto(n: MyNotification, locale: Locale): NotificationDto {
  return {
    id: n.id,
    kind: n.content.kind,
    ...renderNotificationText(n, locale),
    actionUrl: n.actionPath,
    read: n.readAt !== null,
    readAt: n.readAt?.toISOString() ?? null,
    createdAt: n.createdAt.toISOString(),
  };
}
