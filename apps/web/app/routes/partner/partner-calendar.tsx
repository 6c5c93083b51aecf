import type { PartnerBusiness } from '@kalendo/contracts';
import { calendarDays, calendarSpan, localNow, placeClockOf, shiftCalendarDate } from '@kalendo/domain';
import { useTranslation } from 'react-i18next';
import {
  data,
  isRouteErrorResponse,
  Link,
  useLocation,
  useNavigation,
  useRouteError,
  useSubmit,
} from 'react-router';
import { AppointmentPanel } from '../../features/partner/calendar/appointment-panel.tsx';
import { calendarAddressOf, calendarQuery } from '../../features/partner/calendar/calendar-address.ts';
import { CalendarAgenda } from '../../features/partner/calendar/calendar-agenda.tsx';
import { columnsOf } from '../../features/partner/calendar/calendar-entries.ts';
import { calendarFormats } from '../../features/partner/calendar/calendar-format.ts';
import { CalendarGrid, type GridMove } from '../../features/partner/calendar/calendar-grid.tsx';
import { CalendarToolbar } from '../../features/partner/calendar/calendar-toolbar.tsx';
import { calendarWrite } from '../../features/partner/calendar/calendar-writes.ts';
import { WalkInForm } from '../../features/partner/calendar/walk-in-form.tsx';
import { partnerReads } from '../../features/partner/partner-reads.ts';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Route } from './+types/partner-calendar';
import { usePartnerSetup } from './partner-setup-data.ts';

/** The place (by the address) and its time zone; a business without places has no calendar. */
function placeOf(request: Request, business: PartnerBusiness | null) {
  if (!business) throw data(null, { status: 404 });
  const address = calendarAddressOf(
    new URL(request.url),
    business.places.map((place) => place.id),
  );
  const place = address && business.places.find((candidate) => candidate.id === address.placeId);
  return address && place ? { address, place } : null;
}

/**
 * A place's day or week (`?place=&date=&view=&staff=`) on its own clock, as the partner API reads it, with
 * the place's staff and services (the walk-in form's choices).
 */
export async function loader(args: Route.LoaderArgs) {
  const reads = partnerReads(args.context, args.params.businessId);
  const found = placeOf(args.request, await reads.business());
  if (!found) return null;
  const { api } = args.context.get(requestContext);
  const { address, place } = found;
  const now = new Date();
  const date = address.date ?? localNow(now, place.timeZone).date;
  const days = calendarDays(date, address.view);
  const { from, to } = calendarSpan(days, place.timeZone);
  const { businessId } = args.params;
  // The week answers what its grid draws (ADR 050); an open appointment's details are read beside it.
  const [calendar, open, staff, services] = await Promise.all([
    api.readPartnerCalendar(businessId, {
      placeId: place.id,
      from: from.toISOString(),
      to: to.toISOString(),
      ...(address.staffId ? { staffId: address.staffId } : {}),
    }),
    address.appointmentId ? api.readPartnerAppointment(businessId, address.appointmentId) : null,
    reads.staff(),
    reads.services(),
  ]);
  const done = new URL(args.request.url).searchParams.get('done');
  return {
    address,
    date,
    days,
    calendar,
    open,
    now: now.getTime(),
    done,
    placeStaff: staff.filter((member) => member.placeId === place.id),
    placeServices: services.filter((service) => service.placeId === place.id),
  };
}

/** The calendar's writes (`calendarWrite`); done, back to the calendar on the appointment's day. */
export async function action(args: Route.ActionArgs) {
  const { api } = args.context.get(requestContext);
  const found = placeOf(args.request, await api.getPartnerBusiness(args.params.businessId));
  if (!found) throw data(null, { status: 404 });
  const { address, place } = found;
  const form = await args.request.formData();
  return calendarWrite(form, {
    api,
    businessId: args.params.businessId,
    timeZone: place.timeZone,
    back: (changes) =>
      `/${args.params.locale}/partner/businesses/${args.params.businessId}/calendar${calendarQuery(address, changes)}`,
  });
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'partnerCalendar.heading');

const DONE = ['arrived', 'completed', 'no-show', 'moved', 'cancelled', 'booked'] as const;

export default function PartnerCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const setup = usePartnerSetup();
  const navigation = useNavigation();
  const submit = useSubmit();
  const { pathname } = useLocation();
  if (!loaderData)
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
        {t('partnerCalendar.noPlace')}
      </p>
    );
  const { address, date, days, calendar, open, now, done, placeStaff, placeServices } = loaderData;
  const timeZone = calendar.place.timeZone;
  const formats = calendarFormats(i18n.language, timeZone);
  const columns = columnsOf(calendar, days, address.view, {
    day: formats.shortDay,
    classes: t('partnerCalendar.classes'),
  });
  const names = new Map(calendar.staff.map((member) => [member.id, member.name]));
  // A staff member sees their own column, whatever the address asked for (ADR 050).
  const ownColumnOnly = setup.business.role === 'staff';
  const here = { ...address, date, staffId: ownColumnOnly ? calendar.column : address.staffId };
  const staffNames = address.view === 'week' && !here.staffId ? names : null;
  const hrefOf = (appointmentId: string) => calendarQuery(here, { appointmentId });
  const closeHref = calendarQuery(here);
  const shown = { columns, formats, timeZone, hrefOf, staffNames };
  /** A dropped block is the move form sent (same guard, same answers), on the appointment's address. */
  const moveByDrag = ({ appointment, date: day, staffId, minutes }: GridMove) => {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const from = placeClockOf(appointment.startsAt, timeZone);
    if (staffId === appointment.staffId && day === from.date && minutes === from.minutes) return;
    submit(
      {
        intent: 'move',
        appointmentId: appointment.id,
        date: day,
        time,
        staffId,
        currentStart: appointment.startsAt,
        currentStaffId: appointment.staffId,
      },
      { method: 'post', action: hrefOf(appointment.id) },
    );
  };
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const last = days.at(-1) ?? date;
  const title =
    address.view === 'day'
      ? formats.day(date)
      : `${formats.shortDay(days[0] ?? date)} – ${formats.shortDay(last)}`;
  const empty = calendar.appointments.length === 0 && calendar.classSessions.length === 0;
  const outcome = DONE.find((what) => what === done);
  const start = open ? placeClockOf(open.startsAt, timeZone) : null;
  return (
    <section aria-labelledby="calendar-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="calendar-heading" className="text-xl font-semibold">
          {t('partnerCalendar.heading')}
        </h2>
        <p className="text-sm text-slate-600">
          {t('partnerCalendar.timeZone', { place: calendar.place.name, zone: timeZone })}
        </p>
      </div>
      <p
        role="status"
        className={outcome ? 'rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900' : 'sr-only'}
      >
        {outcome ? t(`partnerCalendar.done.${outcome}`) : ''}
      </p>
      <CalendarToolbar
        address={here}
        date={date}
        previous={shiftCalendarDate(date, address.view, -1)}
        next={shiftCalendarDate(date, address.view, 1)}
        places={setup.business.places}
        staff={ownColumnOnly ? calendar.staff : placeStaff}
        everyone={!ownColumnOnly}
        canBook={setup.canEdit}
      />
      {open && start ? (
        <AppointmentPanel
          key={`${open.id}-${open.status}-${open.startsAt}`}
          appointment={open}
          staff={placeStaff.filter(
            (member) => member.id === open.staffId || member.serviceIds.includes(open.service.id),
          )}
          staffName={names.get(open.staffId) ?? ''}
          date={start.date}
          time={`${String(Math.floor(start.minutes / 60)).padStart(2, '0')}:${String(start.minutes % 60).padStart(2, '0')}`}
          formats={formats}
          closeHref={closeHref}
          selfHref={hrefOf(open.id)}
          canEdit={setup.canEdit}
          now={now}
          result={actionData}
        />
      ) : address.booking && setup.canEdit ? (
        <WalkInForm
          placeId={address.placeId}
          date={date}
          services={placeServices}
          staff={placeStaff}
          closeHref={closeHref}
          result={actionData}
        />
      ) : null}
      <div aria-busy={loading} className={`flex flex-col gap-3 ${loading ? 'opacity-60' : ''}`}>
        <h3 className="text-lg font-semibold">{title}</h3>
        <p role="status" className="sr-only">
          {loading ? t('partnerCalendar.loading') : ''}
        </p>
        {empty ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-4 text-center text-slate-700">
            {t(`partnerCalendar.empty.${address.view}`)}
          </p>
        ) : null}
        {calendar.truncated ? (
          <p role="note" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950">
            {t('partnerCalendar.truncated')}
          </p>
        ) : null}
        {columns.length === 0 ? (
          <p className="text-slate-700">{t('partnerCalendar.noStaff')}</p>
        ) : (
          <>
            <div className="hidden md:block">
              <CalendarGrid {...shown} view={address.view} onMove={setup.canEdit ? moveByDrag : undefined} />
            </div>
            <div className="md:hidden">
              <CalendarAgenda {...shown} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** The calendar could not be read (the API failed). */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) throw error;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-5 text-red-950">
      <p>{t('partnerCalendar.failed')}</p>
      <Link to="." className="rounded-full border border-red-300 px-4 py-2 font-medium hover:bg-red-100">
        {t('partnerCalendar.today')}
      </Link>
    </div>
  );
}
