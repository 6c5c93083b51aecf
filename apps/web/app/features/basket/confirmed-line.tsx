import { formatMoney } from '@kalendo/i18n/format-money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWidgetPath } from '../../lib/widget-path.ts';
import { formatInstant } from '../../shared/format/format-schedule.ts';

/** "Add to calendar": the line's own calendar file, named for screen readers. */
function CalendarFileLink({ href, name }: { href: string; name: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      download
      className="mt-3 inline-block rounded-full border border-slate-300 px-4 py-1.5 text-sm hover:bg-slate-100"
    >
      {t('appointments.addToCalendar')}
      <span className="sr-only"> – {name}</span>
    </a>
  );
}

/**
 * One line of a booking just made, a visit's or a class spot's: what, where (the place's page), with whom,
 * when on the place's clock, its price (or that a membership covers it) and its calendar file.
 */
export function ConfirmedLine({
  marker,
  locale,
  title,
  place,
  who,
  startsAt,
  price,
  calendarHref,
}: {
  /** The line's `data-` attribute, naming what it confirms. */
  marker: { 'data-appointment': string } | { 'data-class-booking': string };
  locale: string;
  title: string;
  place: { slug: string; name: string; timeZone: string };
  /** What follows the place's name: who receives the visitor, or that it is a class spot and its teacher. */
  who: ReactNode;
  startsAt: string;
  price: { covered: boolean; amountMinor: number; currency: string };
  calendarHref: string;
}) {
  const { t, i18n } = useTranslation();
  const inWidget = useWidgetPath();
  return (
    <li className="rounded-2xl border border-slate-200 p-4" {...marker}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-slate-700">
        <Link
          to={inWidget(`/${locale}/location/${place.slug}`) ?? ''}
          className="font-medium text-brand-800 underline"
        >
          {place.name}
        </Link>{' '}
        · {who}
      </p>
      <p className="mt-1 text-sm">
        <time dateTime={startsAt}>{formatInstant(startsAt, place.timeZone, i18n.language)}</time>
        <span aria-hidden="true"> · </span>
        <span className="font-semibold">
          {price.covered
            ? t('memberships.covered')
            : formatMoney(price.amountMinor, price.currency, i18n.language)}
        </span>
      </p>
      <CalendarFileLink href={calendarHref} name={title} />
    </li>
  );
}
