import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { BasketTotals } from '../features/basket/basket-totals.tsx';
import { ConfirmedLine } from '../features/basket/confirmed-line.tsx';
import { apiLinks } from '../lib/api-links.ts';
import { translatedMeta } from '../lib/page-meta.ts';
import { requestContext } from '../lib/request-context.ts';
import { requireUser } from '../lib/route-guards.ts';
import { useWidgetPath } from '../lib/widget-path.ts';
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

export default function BasketConfirmation({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
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
          <ConfirmedLine
            key={a.id}
            marker={{ 'data-appointment': a.id }}
            locale={locale}
            title={a.service.name}
            place={a.place}
            who={t('appointments.withStaff', { name: a.staff.name })}
            startsAt={a.startsAt}
            price={{ covered: a.paidWithMembership, amountMinor: a.priceMinor, currency: a.currency }}
            calendarHref={apiLinks.appointmentIcs(a.id)}
          />
        ))}
        {loaderData.classSpots.map(({ booking: spot, session }) => (
          <ConfirmedLine
            key={spot.id}
            marker={{ 'data-class-booking': spot.id }}
            locale={locale}
            title={session.name}
            place={session.place}
            who={
              <>
                {t('basket.classSpot')}
                {session.instructor && <> · {t('classes.with', { name: session.instructor.name })}</>}
              </>
            }
            startsAt={session.startsAt}
            price={{ covered: Boolean(spot.membershipId), ...session.price }}
            calendarHref={apiLinks.classBookingIcs(spot.id)}
          />
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
