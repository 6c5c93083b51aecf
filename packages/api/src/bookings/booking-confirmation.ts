import type { ComposeBookingConfirmation } from '@kalendo/db';
import {
  appointmentIcsEvent,
  bookingConfirmedNotification,
  placeAddress,
  renderCalendarIcs,
  type StoredAppointment,
} from '@kalendo/domain';
import { createTranslator, formatMoney, isSupportedLocale, type Locale } from '@kalendo/i18n';
import { escapeHtml } from '../openapi/render-api-reference.ts';

interface Line {
  title: string;
  when: string;
  where: string;
  price: string;
}

/** Formatters by locale and time zone: creating one costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** `Monday, 23 November 2026, 10:00 – 10:45` on the place's clock, in the user's language. */
function formatWhen(a: StoredAppointment, locale: Locale): string {
  const key = `${locale} ${a.place.timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: a.place.timeZone,
    });
    formatters.set(key, format);
  }
  return format.formatRange(a.startsAt, a.endsAt);
}

/**
 * The confirmation of a new booking for `user` in their language: an email listing every appointment with
 * the calendar file attached, and the in-app notification. Links point at `origin`.
 */
export function composeBookingConfirmation(context: {
  origin: string;
  now: Date;
  user: { email: string; name: string; locale?: string | null };
}): ComposeBookingConfirmation {
  const { origin, now: stamp, user } = context;
  return (appointments) => {
    const locale: Locale = isSupportedLocale(user.locale) ? user.locale : 'en';
    const t = createTranslator(locale);
    const lines: Line[] = appointments.map((a) => ({
      // A class spot without a named teacher is its class's name alone.
      title: a.staff.name
        ? t('emails:bookingConfirmation.appointment', { service: a.service.name, staff: a.staff.name })
        : a.service.name,
      when: formatWhen(a, locale),
      where: `${a.place.name}, ${placeAddress(a.place)}`,
      price: a.paidWithMembership
        ? t('emails:bookingConfirmation.paidWithMembership')
        : formatMoney(a.priceMinor, a.currency, locale),
    }));
    const manageUrl = `${origin}/${locale}/appointments`;
    const greeting = t('emails:bookingConfirmation.greeting', { name: user.name });
    const intro = t('emails:bookingConfirmation.intro');
    const manage = t('emails:bookingConfirmation.manage');
    const calendarNote = t('emails:bookingConfirmation.calendarNote');
    const text = [
      greeting,
      '',
      intro,
      '',
      ...lines.flatMap((l) => [`• ${l.title}`, `  ${l.when}`, `  ${l.where}`, `  ${l.price}`, '']),
      calendarNote,
      '',
      `${manage}\n${manageUrl}`,
      '',
      'Kalendo',
    ].join('\n');
    const items = lines
      .map(
        (l) =>
          `<li><strong>${escapeHtml(l.title)}</strong><br>${escapeHtml(l.when)}<br>` +
          `${escapeHtml(l.where)}<br>${escapeHtml(l.price)}</li>`,
      )
      .join('');
    const html =
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><ul>${items}</ul>` +
      `<p>${escapeHtml(calendarNote)}</p>` +
      `<p><a href="${escapeHtml(manageUrl)}">${escapeHtml(manage)}</a></p><p>Kalendo</p>`;
    const ics = renderCalendarIcs(appointments.map((a) => appointmentIcsEvent(a, { origin, locale, stamp })));
    return {
      email: {
        to: user.email,
        subject: t('emails:bookingConfirmation.subject'),
        text,
        html,
        attachments: [
          {
            filename: 'kalendo-booking.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: Buffer.from(ics, 'utf8').toString('base64'),
          },
        ],
      },
      // Rendered in the reader's language when read (GET /me/notifications).
      notification: bookingConfirmedNotification(appointments, locale),
      locale,
    };
  };
}
