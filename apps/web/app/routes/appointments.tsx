import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppointmentCard } from '../features/appointments/appointment-card.tsx';
import {
  type AppointmentsActionResult,
  runAppointmentsAction,
} from '../features/appointments/appointments-action.ts';
import { CalendarFeedSection } from '../features/appointments/calendar-feed-section.tsx';
import { ClassBookingCard } from '../features/classes/class-booking-card.tsx';
import { translatedMeta } from '../lib/page-meta.ts';
import { requestContext } from '../lib/request-context.ts';
import { requireUser } from '../lib/route-guards.ts';
import type { Route } from './+types/appointments';

export const middleware: Route.MiddlewareFunction[] = [requireUser];

type When = 'upcoming' | 'past';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const when: When = url.searchParams.get('when') === 'past' ? 'past' : 'upcoming';
  const cursor = url.searchParams.get('cursor') ?? undefined;
  const { api } = context.get(requestContext);
  const [page, feed, classes] = await Promise.all([
    api.listMyAppointments(when, cursor),
    api.getCalendarFeed(),
    // Class spots to come: beside the upcoming appointments, on their first page.
    when === 'upcoming' && !cursor ? api.listMyClassBookings() : null,
  ]);
  return { when, page, feed, classes: classes?.items ?? [] };
}

/** Cancel, review, withdraw a review (after their confirmations); a refusal is shown on the card, not thrown. */
export async function action({ request, context }: Route.ActionArgs): Promise<AppointmentsActionResult> {
  return runAppointmentsAction(context.get(requestContext).api, await request.formData());
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'appointments.title', 'appointments.description');

const tab = (active: boolean) =>
  `rounded-full px-4 py-1.5 font-medium ${active ? 'bg-brand-800 text-white' : 'border border-slate-300 hover:bg-slate-100'}`;

export default function Appointments({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { when, page, feed, classes } = loaderData;
  // A class spot given back leaves the list: its outcome is told above it.
  const classCancelled = actionData?.intent === 'cancel-class' && actionData.ok;
  const classRefused = actionData?.intent === 'cancel-class' && !actionData.ok ? actionData.message : null;
  const locale = params.locale;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 py-8">
      <div>
        <h1 className="text-3xl font-bold">{t('appointments.title')}</h1>
        <p className="mt-2 text-slate-700">{t('appointments.description')}</p>
      </div>
      <nav aria-label={t('appointments.title')} className="flex gap-2">
        <Link
          to="?when=upcoming"
          aria-current={when === 'upcoming' ? 'page' : undefined}
          className={tab(when === 'upcoming')}
        >
          {t('appointments.upcoming')}
        </Link>
        <Link
          to="?when=past"
          aria-current={when === 'past' ? 'page' : undefined}
          className={tab(when === 'past')}
        >
          {t('appointments.past')}
        </Link>
      </nav>
      {page.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-6 text-center">
          <p className="text-slate-700">
            {when === 'upcoming' ? t('appointments.emptyUpcoming') : t('appointments.emptyPast')}
          </p>
          <Link
            to={`/${locale}/home`}
            className="mt-4 inline-block rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
          >
            {t('appointments.findPlace')}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {page.items.map((appointment) => (
            <AppointmentCard
              key={appointment.id}
              appointment={appointment}
              locale={locale}
              past={when === 'past'}
            />
          ))}
        </ul>
      )}
      <p
        role="status"
        className={classCancelled ? 'rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900' : 'sr-only'}
      >
        {classCancelled ? t('classes.mine.cancelled') : ''}
      </p>
      {classRefused ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-900">
          {classRefused}
        </p>
      ) : null}
      {classes.length > 0 ? (
        <section aria-labelledby="my-classes-heading" className="flex flex-col gap-3">
          <h2 id="my-classes-heading" className="text-xl font-semibold">
            {t('classes.mine.heading')}
          </h2>
          <ul className="flex flex-col gap-4">
            {classes.map((item) => (
              <ClassBookingCard key={item.booking.id} item={item} locale={locale} />
            ))}
          </ul>
        </section>
      ) : null}
      {page.nextCursor ? (
        <Link
          to={`?when=${when}&cursor=${encodeURIComponent(page.nextCursor)}`}
          className="self-center rounded-full border border-slate-300 px-5 py-2 hover:bg-slate-100"
        >
          {t('appointments.more')}
        </Link>
      ) : null}
      <CalendarFeedSection status={feed} locale={locale} />
    </div>
  );
}
