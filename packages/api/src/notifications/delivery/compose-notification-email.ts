import { directionsUrl } from '@kalendo/contracts/directions';
import type { OutgoingEmail } from '@kalendo/db';
import {
  appointmentIcsEvent,
  placeAddress,
  renderCalendarIcs,
  type StoredAppointment,
} from '@kalendo/domain';
import { createTranslator, type Locale } from '@kalendo/i18n';
import { escapeHtml } from '../../openapi/render-api-reference.ts';

/** One paragraph of the email: a line of text, or a label with its link. */
type Paragraph = { text: string } | { label: string; url: string };

/**
 * The email of a notification in the reader's language (issue 18): its title as the subject, a greeting,
 * the text, and for an appointment still to come the place's address, a map link and "add to calendar"
 * (a link to the appointment's calendar file, and the file attached); then where to open it and how to
 * change these messages. A plain-text part and an HTML part say the same.
 */
export function composeNotificationEmail(input: {
  to: { email: string; name: string };
  locale: Locale;
  origin: string;
  now: Date;
  text: { title: string; body: string };
  /** Path on our site the notification leads to. */
  actionPath: string;
  /** The appointment it is about, when it is about one and the reader still has it. */
  appointment: StoredAppointment | null;
}): OutgoingEmail {
  const { locale, origin, appointment } = input;
  const t = createTranslator(locale);
  const upcoming = appointment?.status === 'booked' ? appointment : null;
  const paragraphs: Paragraph[] = [
    { text: t('emails:bookingConfirmation.greeting', { name: input.to.name }) },
    { text: input.text.body },
  ];
  if (appointment)
    paragraphs.push({
      text: t('emails:notification.address', {
        address: `${appointment.place.name}, ${placeAddress(appointment.place)}`,
      }),
    });
  if (upcoming)
    paragraphs.push(
      { label: t('emails:notification.map'), url: directionsUrl(upcoming.place) },
      {
        label: t('emails:notification.addToCalendar'),
        url: `${origin}/api/v1/me/appointments/${upcoming.id}.ics`,
      },
    );
  paragraphs.push(
    { label: t('emails:notification.open'), url: `${origin}${input.actionPath}` },
    { label: t('emails:notification.settings'), url: `${origin}/${locale}/settings` },
  );
  const text = [...paragraphs.map((p) => ('text' in p ? p.text : `${p.label}\n${p.url}`)), 'Kalendo'].join(
    '\n\n',
  );
  const html = [
    ...paragraphs.map((p) =>
      'text' in p
        ? `<p>${escapeHtml(p.text).replaceAll('\n', '<br>')}</p>`
        : `<p><a href="${escapeHtml(p.url)}">${escapeHtml(p.label.replace(/\s*:\s*$/, ''))}</a></p>`,
    ),
    '<p>Kalendo</p>',
  ].join('');
  const ics = upcoming
    ? renderCalendarIcs([appointmentIcsEvent(upcoming, { origin, locale, stamp: input.now })])
    : null;
  return {
    to: input.to.email,
    subject: input.text.title,
    text,
    html,
    ...(ics
      ? {
          attachments: [
            {
              filename: 'kalendo-appointment.ics',
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              content: Buffer.from(ics, 'utf8').toString('base64'),
            },
          ],
        }
      : {}),
  };
}
