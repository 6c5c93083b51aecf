import type { MyAppointmentDto } from '@kalendo/contracts';
import { directionsUrl } from '@kalendo/contracts/directions';
import { formatMoney } from '@kalendo/i18n/format-money';
import { dateTimeFormat } from '@kalendo/i18n/intl-formats';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiLinks } from '../../lib/api-links.ts';
import { useViewerTimeZone } from '../../platform/use-viewer-time-zone.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { ActionMessage } from './action-message.tsx';
import { ReviewForm } from './review-form.tsx';
import { YourReview } from './your-review.tsx';

function formatRange(locale: string, start: string, end: string, timeZone: string): string {
  const date = dateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(start));
  const until = dateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(end));
  return `${date} – ${until}`;
}

/** "24 hours" or "90 minutes", with the language's plural forms. */
function useWindowText() {
  const { t } = useTranslation();
  return (minutes: number) =>
    minutes % 60 === 0
      ? t('appointments.hours', { count: minutes / 60 })
      : t('appointments.minutes', { count: minutes });
}

/** The booking page of the same service with the same staff member; with `reschedule`, it moves this appointment. */
function bookingUrl(locale: string, a: MyAppointmentDto, reschedule: boolean): string {
  const query = new URLSearchParams({ service: a.service.id, staff: a.staff.id });
  if (reschedule) query.set('reschedule', a.id);
  return `/${locale}/location/${a.place.slug}/book?${query}`;
}

const pill = 'rounded-full border border-slate-300 px-4 py-1.5 hover:bg-slate-100';

/** One appointment of "My appointments", with its place, time in the place's zone (and the viewer's), price and actions. */
export function AppointmentCard({
  appointment: a,
  locale,
  past,
}: {
  appointment: MyAppointmentDto;
  locale: string;
  /** Listed among past appointments: it can be booked again. */
  past: boolean;
}) {
  const { t } = useTranslation();
  const windowText = useWindowText();
  const viewerZone = useViewerTimeZone();
  const dialog = useRef<HTMLDialogElement>(null);
  const placeTime = formatRange(locale, a.startsAt, a.endsAt, a.place.timeZone);
  const viewerDiffers =
    viewerZone !== null && formatRange(locale, a.startsAt, a.endsAt, viewerZone) !== placeTime;
  const until = dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: a.place.timeZone,
  }).format(new Date(a.cancellableUntil));
  const titleId = `cancel-title-${a.id}`;
  return (
    // `#appointment-{id}` (a notification's link) scrolls to the card below the sticky top bar and rings it.
    <li
      id={`appointment-${a.id}`}
      className="scroll-mt-20 rounded-2xl border border-slate-200 p-4 target:ring-2 target:ring-brand-700"
      data-appointment={a.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">{a.service.name}</h2>
          <p className="text-slate-700">
            <Link to={`/${locale}/location/${a.place.slug}`} className="font-medium text-brand-800 underline">
              {a.place.name}
            </Link>{' '}
            · {t('appointments.withStaff', { name: a.staff.name })}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm ${a.status === 'cancelled' ? 'bg-red-50 text-red-800' : 'bg-slate-100 text-slate-800'}`}
        >
          {t(`appointments.status.${a.status}`)}
        </span>
      </div>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-slate-600">{t('appointments.placeTime')}</dt>
        <dd>
          <time dateTime={a.startsAt}>{placeTime}</time>
        </dd>
        {viewerDiffers && viewerZone ? (
          <>
            <dt className="text-slate-600">{t('appointments.yourTime')}</dt>
            <dd>{formatRange(locale, a.startsAt, a.endsAt, viewerZone)}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">{t('appointments.price')}</dt>
        <dd>
          {a.paidWithMembership ? t('memberships.covered') : formatMoney(a.priceMinor, a.currency, locale)}
        </dd>
      </dl>
      <address className="mt-2 text-sm not-italic text-slate-700">
        {[a.place.address.line, [a.place.address.postalCode, a.place.address.city].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ')}
      </address>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <a href={directionsUrl(a.place.geo)} target="_blank" rel="noopener noreferrer" className={pill}>
          {t('appointments.directions')}
          <span className="sr-only"> ({t('location.opensInNewTab')})</span>
        </a>
        {a.status !== 'cancelled' ? (
          <a href={apiLinks.appointmentIcs(a.id)} download className={pill}>
            {t('appointments.addToCalendar')}
          </a>
        ) : null}
        {past ? (
          <Link to={bookingUrl(locale, a, false)} className={pill}>
            {t('appointments.bookAgain')}
          </Link>
        ) : null}
        {a.cancellable ? (
          <Link to={bookingUrl(locale, a, true)} className={pill}>
            {t('appointments.reschedule')}
          </Link>
        ) : null}
        {a.cancellable ? (
          <button
            type="button"
            onClick={() => dialog.current?.showModal()}
            className="rounded-full bg-red-700 px-4 py-1.5 font-medium text-white"
          >
            {t('appointments.cancel')}
          </button>
        ) : null}
      </div>
      {a.cancellable ? (
        <p className="mt-2 text-sm text-slate-600">{t('appointments.cancelUntil', { date: until })}</p>
      ) : a.status === 'booked' && Date.parse(a.startsAt) > Date.parse(a.cancellableUntil) ? (
        <p className="mt-2 text-sm text-slate-600">
          {t('appointments.cancelClosed', { window: windowText(a.place.cancellationWindowMinutes) })}
        </p>
      ) : null}
      {a.cancellable ? (
        <ConfirmDialog
          dialogRef={dialog}
          titleId={titleId}
          title={t('appointments.cancelDialogTitle')}
          body={t('appointments.cancelDialogBody', {
            service: a.service.name,
            place: a.place.name,
            date: placeTime,
          })}
          fields={{ intent: 'cancel', id: a.id }}
          keepLabel={t('appointments.keep')}
          confirmLabel={t('appointments.cancelConfirm')}
        />
      ) : null}
      {a.review ? <YourReview appointmentId={a.id} placeName={a.place.name} review={a.review} /> : null}
      {a.reviewable ? <ReviewForm appointmentId={a.id} /> : null}
      <ActionMessage id={a.id} />
    </li>
  );
}
