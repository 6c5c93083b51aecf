import type { MyClassBookings } from '@kalendo/contracts';
import { dateTimeFormat } from '@kalendo/i18n/intl-formats';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiLinks } from '../../lib/api-links.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';

type Item = MyClassBookings['items'][number];

/**
 * A class spot or waitlist place on "My appointments": when, where, its status, and giving it back (after
 * a confirmation; the page tells the outcome, since a given-back place leaves the list).
 */
export function ClassBookingCard({ item, locale }: { item: Item; locale: string }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const { booking, session } = item;
  const waiting = booking.status === 'waitlisted';
  const when = dateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: session.place.timeZone,
  }).format(new Date(session.startsAt));
  const titleId = `class-booking-${booking.id}`;
  return (
    // A notification's link names a spot as it names a visit (`#appointment-{id}`: a checkout of class spots only).
    <li
      id={`appointment-${booking.id}`}
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-5 target:ring-2 target:ring-brand-700"
    >
      <h3 id={titleId} className="text-lg font-semibold">
        {session.name}
      </h3>
      <p className="text-slate-700">
        <Link to={`/${locale}/location/${session.place.slug}`} className="underline-offset-2 hover:underline">
          {session.place.name}
        </Link>
        {' · '}
        {session.place.city}
      </p>
      <p className="mt-1 text-slate-800">
        <time dateTime={session.startsAt}>{when}</time>
      </p>
      <p className="mt-1 text-sm font-medium text-slate-700">
        {waiting
          ? t('classes.mine.waiting', { position: booking.waitlistPosition ?? 1 })
          : t('classes.mine.booked')}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        {waiting ? null : (
          <a
            href={apiLinks.classBookingIcs(booking.id)}
            download
            className="rounded-full border border-slate-300 px-4 py-1.5 hover:bg-slate-100"
          >
            {t('appointments.addToCalendar')}
          </a>
        )}
        <button
          type="button"
          onClick={() => dialog.current?.showModal()}
          className="rounded-full border border-red-700 px-4 py-1.5 font-medium text-red-800 hover:bg-red-50"
        >
          {waiting ? t('classes.mine.leave') : t('classes.mine.cancel')}
        </button>
      </div>
      <ConfirmDialog
        dialogRef={dialog}
        titleId={`${titleId}-dialog`}
        title={waiting ? t('classes.mine.leaveTitle') : t('classes.mine.cancelTitle')}
        body={t('classes.mine.dialogBody', { name: session.name, place: session.place.name, date: when })}
        fields={{ intent: 'cancel-class', id: booking.id }}
        keepLabel={t('appointments.keep')}
        confirmLabel={waiting ? t('classes.mine.leave') : t('classes.mine.cancel')}
      />
    </li>
  );
}
