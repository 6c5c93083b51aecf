import { formatMoney } from '@kalendo/i18n/format-money';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { needsBusinessName } from '../features/basket/group-by-place.ts';
import { withCookies } from '../features/basket/merge-guest-basket.ts';
import { BookingCalendar } from '../features/booking/booking-calendar.tsx';
import { shiftMonth } from '../features/booking/booking-month.ts';
import { withSearch } from '../features/booking/booking-search.ts';
import { loadBookingPage } from '../features/booking/load-booking-page.ts';
import { StaffChooser } from '../features/booking/staff-chooser.tsx';
import { TimePicker } from '../features/booking/time-picker.tsx';
import { useFreshSlots } from '../features/booking/use-fresh-slots.ts';
import { documentUrl } from '../lib/document-url.ts';
import { metaTranslator, pageMeta } from '../lib/page-meta.ts';
import { requestContext } from '../lib/request-context.ts';
import { rootDataOf } from '../lib/root-data.ts';
import { assertServedBusiness, signInFirst } from '../lib/route-guards.ts';
import { uniqueRenderHeaders } from '../lib/unique-render.ts';
import { useWidgetPath, widgetRedirect } from '../lib/widget-path.ts';
import { useViewerTimeZone } from '../platform/use-viewer-time-zone.ts';
import { addToBasket } from '../shared/basket/add-to-basket.ts';
import { AlternativeTimes } from '../shared/booking/alternative-times.tsx';
import { setFlash } from '../shared/booking/flash-cookie.server.ts';
import { slotRefusalOf } from '../shared/booking/slot-refusal.ts';
import { formatDuration } from '../shared/format/format-schedule.ts';
import type { Route } from './+types/location-book';

/** Rescheduling needs the appointment's owner: visitors sign in first and come back here. */
function requireUserToReschedule(request: Request, locale: string, user: unknown) {
  const url = documentUrl(request);
  if (!url.searchParams.has('reschedule') || user) return;
  throw signInFirst(request, locale);
}

/** Each render holds its own idempotency key. */
export const headers = uniqueRenderHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireUserToReschedule(request, params.locale, ctx.user);
  const page = await loadBookingPage(ctx.api, params.slug, new URL(request.url).searchParams);
  assertServedBusiness(ctx, page.place.businessSlug);
  return page;
}

/** Add to basket ("Book now" then opens the basket) or, when rescheduling, move the appointment. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { api, user } = context.get(requestContext);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  const intent = field('intent');
  const start = field('start');
  const staffId = field('staff') || 'any';
  if (intent === 'reschedule') {
    requireUserToReschedule(request, params.locale, user);
    const move = { start, ...(staffId === 'any' ? {} : { staffId }) };
    const result = await api.rescheduleAppointment(field('appointment'), move, field('key'));
    if (!result.ok) return { ok: false as const, intent, staff: staffId, ...slotRefusalOf(result) };
    throw redirect(`/${params.locale}/appointments`, {
      headers: { 'Set-Cookie': await setFlash({ key: 'rescheduled' }) },
    });
  }
  const item = { locationSlug: params.slug, serviceId: field('service'), staffId, start };
  const outcome = await addToBasket(api, user, request, item);
  if (!outcome.ok) return { ...outcome, intent, staff: staffId };
  if (intent === 'book')
    throw withCookies(redirect(widgetRedirect(request, `/${params.locale}/basket`)), outcome.cookies);
  return data({ ok: true as const, intent }, { headers: outcome.cookies.map((c) => ['Set-Cookie', c]) });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  if (!loaderData || !root) return [];
  const t = metaTranslator(root);
  const { service, place } = loaderData;
  return pageMeta(root, {
    title: t('booking.metaTitle', { service: service.name, place: place.name }),
    description: t('booking.metaDescription', { service: service.name, place: place.name }),
  });
};

export default function LocationBook({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { place, service, month, day } = loaderData;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const viewerZone = useViewerTimeZone();
  const times = useRef<HTMLHeadingElement>(null);
  // After the visitor chose a day, focus moves on to that day's times once they are on screen: the times
  // are remounted per day, so this waits for the commit of the new loader data, not for the navigation.
  const focusTimes = useRef(false);
  useEffect(() => {
    if (!focusTimes.current || !loaderData.day) return;
    focusTimes.current = false;
    times.current?.focus();
  }, [loaderData]);
  const { pathname } = useLocation();
  const inWidget = useWidgetPath();
  const navigation = useNavigation();
  // Another day, month or staff member of this page: the current times stay, dimmed, until the new ones come.
  const pending = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  useFreshSlots();
  const go = (changes: Record<string, string | null>) =>
    Promise.resolve(navigate(withSearch(search, changes), { preventScrollReset: true, replace: true }));
  const monthHref = (delta: number) => {
    const next = shiftMonth(month, delta);
    if (next < loaderData.firstMonth || next > loaderData.lastMonth) return null;
    if (delta > 0 && loaderData.freeDays.length === 0 && month !== loaderData.firstMonth) return null;
    return withSearch(search, { month: next, date: null });
  };
  const rescheduling = loaderData.reschedule !== null;
  const fields = {
    service: service.id,
    staff: loaderData.staffId,
    key: loaderData.idempotencyKey,
    ...(loaderData.reschedule ? { appointment: loaderData.reschedule } : {}),
  };
  const price = formatMoney(service.price.amountMinor, service.price.currency, i18n.language);
  return (
    <div className="mx-auto max-w-3xl py-6">
      <Link
        to={inWidget(`/${params.locale}/location/${place.slug}`) ?? ''}
        className="text-sm font-medium text-brand-800 underline"
      >
        ← {place.name}
      </Link>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">
        {rescheduling ? t('booking.chooseNewTime') : t('booking.title')}
      </h1>
      <section
        aria-label={t('booking.serviceLabel')}
        className="mt-4 rounded-2xl border border-slate-200 p-4"
      >
        <h2 className="text-lg font-semibold">{service.name}</h2>
        <p className="text-sm text-slate-700">
          {needsBusinessName({ locationName: place.name, businessName: place.businessName })
            ? `${place.businessName} · ${place.name}`
            : place.name}
        </p>
        <p className="mt-1 text-sm">
          {formatDuration(service.durationMinutes, i18n.language)}
          <span aria-hidden="true"> · </span>
          <span className="font-semibold">
            {service.priceIsFrom ? t('home.priceFrom', { price }) : price}
          </span>
        </p>
      </section>
      {actionData && <ActionMessage result={actionData} timeZone={place.timeZone} fields={fields} />}
      <div className="mt-6">
        <StaffChooser
          staff={loaderData.staff}
          staffId={loaderData.staffId}
          hidden={{ service: service.id, month, date: day, reschedule: loaderData.reschedule }}
        />
      </div>
      <div
        aria-busy={pending}
        className={`mt-6 transition-opacity md:grid md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] md:gap-8 ${pending ? 'opacity-60' : ''}`}
      >
        <section aria-labelledby="calendar-heading">
          <h2 id="calendar-heading" className="mb-2 text-lg font-semibold">
            {t('booking.chooseDay')}
          </h2>
          <BookingCalendar
            month={month}
            today={loaderData.today}
            lastDay={loaderData.lastDay}
            day={day}
            freeDays={loaderData.freeDays}
            previousHref={monthHref(-1)}
            nextHref={monthHref(1)}
            onChooseDay={(date) => {
              focusTimes.current = true;
              void go({ date, month: null });
            }}
            onMonthChange={(next) => go({ month: next, date: null })}
          />
          {viewerZone && viewerZone !== place.timeZone && (
            <p className="mt-2 text-sm text-slate-600">
              {t('location.localTimes', { timeZone: place.timeZone })}
            </p>
          )}
        </section>
        <TimePicker
          key={`${day}-${loaderData.staffId}`}
          day={day}
          slots={loaderData.slots}
          fields={fields}
          rescheduling={rescheduling}
          headingRef={times}
          initialStart={loaderData.start}
        />
      </div>
    </div>
  );
}

type ActionResult = NonNullable<Route.ComponentProps['actionData']>;

function ActionMessage({
  result,
  timeZone,
  fields,
}: {
  result: ActionResult;
  timeZone: string;
  fields: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const inWidget = useWidgetPath();
  if (result.ok) {
    return (
      <p role="status" className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900">
        {t('booking.added')}{' '}
        <Link to={inWidget(`/${i18n.language}/basket`) ?? ''} className="font-medium underline">
          {t('booking.goToBasket')}
        </Link>
      </p>
    );
  }
  return (
    <div role="alert" className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-amber-950">
      <p>
        {result.reason === 'taken'
          ? t(result.alternatives.length > 0 ? 'booking.takenWithAlternatives' : 'booking.taken')
          : result.reason === 'full'
            ? t('basket.full')
            : result.message}
      </p>
      {result.reason === 'taken' && (
        <AlternativeTimes
          alternatives={result.alternatives}
          timeZone={timeZone}
          fields={{ ...fields, intent: result.intent, staff: result.staff }}
          labelKey="booking.alternativeTime"
        />
      )}
    </div>
  );
}
