import { formatMoney } from '@kalendo/i18n/format-money';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { BasketTotals } from '../features/basket/basket-totals.tsx';
import { apiLinks } from '../platform/api-links.ts';
import { translatedMeta } from '../platform/page-meta.ts';
import { requestContext } from '../platform/request-context.ts';
import { requireUser } from '../platform/route-guards.ts';
import { useWidgetPath } from '../platform/widget-path.ts';
import { formatInstant } from '../shared/format/format-schedule.ts';
import { PushOptIn } from '../shared/push/push-opt-in.tsx';
import type { Route } from './+types/basket-confirmation';

export const middleware: Route.MiddlewareFunction[] = [requireUser];

/**
 * The appointments and class spots of a booking just made: one query for the booking (another user's is a
 * 404).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const booking = await context.get(requestContext).api.getMyBooking(params.bookingId);
  if (!booking) throw data(null, { status: 404 });
  const { appointments, classSpots } = booking;
  const totals = new Map<string, number>();
  const add = (currency: string, amountMinor: number) =>
    totals.set(currency, (totals.get(currency) ?? 0) + amountMinor);
  // What is left to pay at the venue: a visit paid with a membership counts nothing.
  for (const a of appointments) add(a.currency, a.paidWithMembership ? 0 : a.priceMinor);
  for (const { booking: spot, session } of classSpots)
    add(session.price.currency, spot.membershipId ? 0 : session.price.amountMinor);
  return {
    appointments,
    classSpots,
    totals: [...totals].map(([currency, amountMinor]) => ({ currency, amountMinor })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'basket.bookedTitle');

/** "Add to calendar": the visit's own calendar file, named for screen readers. */
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

export default function BasketConfirmation({ loaderData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = params.locale;
  const inWidget = useWidgetPath();
  // In the widget, My appointments is on the marketplace: no link leads out of the business (ADR 019).
  const appointments = inWidget(`/${locale}/appointments`);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 py-8">
      <div className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-emerald-100 text-3xl text-emerald-800"
        >
          ✓
        </span>
        <h1 className="mt-3 text-3xl font-bold">{t('basket.bookedTitle')}</h1>
        <p className="mt-2 text-slate-700">
          {t('basket.bookedBody', { count: loaderData.appointments.length + loaderData.classSpots.length })}
        </p>
      </div>
      <ul className="flex flex-col gap-4">
        {loaderData.appointments.map((a) => (
          <li key={a.id} className="rounded-2xl border border-slate-200 p-4" data-appointment={a.id}>
            <h2 className="text-lg font-semibold">{a.service.name}</h2>
            <p className="text-slate-700">
              <Link
                to={inWidget(`/${locale}/location/${a.place.slug}`) ?? ''}
                className="font-medium text-brand-800 underline"
              >
                {a.place.name}
              </Link>{' '}
              · {t('appointments.withStaff', { name: a.staff.name })}
            </p>
            <p className="mt-1 text-sm">
              <time dateTime={a.startsAt}>{formatInstant(a.startsAt, a.place.timeZone, i18n.language)}</time>
              <span aria-hidden="true"> · </span>
              <span className="font-semibold">
                {a.paidWithMembership
                  ? t('memberships.covered')
                  : formatMoney(a.priceMinor, a.currency, i18n.language)}
              </span>
            </p>
            <CalendarFileLink href={apiLinks.appointmentIcs(a.id)} name={a.service.name} />
          </li>
        ))}
        {loaderData.classSpots.map(({ booking: spot, session }) => (
          <li key={spot.id} className="rounded-2xl border border-slate-200 p-4" data-class-booking={spot.id}>
            <h2 className="text-lg font-semibold">{session.name}</h2>
            <p className="text-slate-700">
              <Link
                to={inWidget(`/${locale}/location/${session.place.slug}`) ?? ''}
                className="font-medium text-brand-800 underline"
              >
                {session.place.name}
              </Link>{' '}
              · {t('basket.classSpot')}
              {session.instructor && <> · {t('classes.with', { name: session.instructor.name })}</>}
            </p>
            <p className="mt-1 text-sm">
              <time dateTime={session.startsAt}>
                {formatInstant(session.startsAt, session.place.timeZone, i18n.language)}
              </time>
              <span aria-hidden="true"> · </span>
              <span className="font-semibold">
                {spot.membershipId
                  ? t('memberships.covered')
                  : formatMoney(session.price.amountMinor, session.price.currency, i18n.language)}
              </span>
            </p>
            <CalendarFileLink href={apiLinks.classBookingIcs(spot.id)} name={session.name} />
          </li>
        ))}
      </ul>
      <div className="rounded-2xl bg-slate-50 p-4">
        <BasketTotals totals={loaderData.totals} />
      </div>
      {/* Not in a business's widget: a third-party frame has no storage and no service worker. */}
      {inWidget(`/${locale}/settings`) !== null && <PushOptIn variant="after-booking" />}
      <div className="flex flex-wrap justify-center gap-3">
        {appointments && (
          <Link
            to={appointments}
            className="rounded-full bg-brand-800 px-5 py-2 font-medium text-white hover:bg-brand-700"
          >
            {t('basket.myAppointments')}
          </Link>
        )}
        <Link
          to={inWidget(`/${locale}/home`) ?? ''}
          className="rounded-full border border-slate-300 px-5 py-2 font-medium hover:bg-slate-100"
        >
          {t('basket.backHome')}
        </Link>
      </div>
    </div>
  );
}
