import { ClassSessionsInputSchema, ClassTypeInputSchema } from '@kalendo/contracts';
import { toMinorUnits } from '@kalendo/i18n';
import { dateTimeFormat } from '@kalendo/i18n/intl-formats';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { AddClassForms } from '../../features/partner/add-class-forms.tsx';
import { numberOf, textOf } from '../../features/partner/form-fields.ts';
import { type PartnerFormResult, submitChecked } from '../../features/partner/partner-form-result.ts';
import { partnerReads } from '../../features/partner/partner-reads.ts';
import { TimetablePlacePicker } from '../../features/partner/timetable-place-picker.tsx';
import { placeDateOf, timetableWeek } from '../../features/partner/timetable-week.ts';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Route } from './+types/partner-classes';
import { usePartnerSetup } from './partner-setup-data.ts';

/**
 * A place's week of class sessions (`?place=` its id, the first place when unknown; `?week=` any day of
 * it), the business's class types and its staff (a session's teacher).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const reads = partnerReads(context, params.businessId);
  const business = await reads.business();
  const search = new URL(request.url).searchParams;
  const place =
    business.places.find((candidate) => candidate.id === search.get('place')) ?? business.places[0];
  if (!place) throw data(null, { status: 404 });
  const { timeZone } = place;
  const week = timetableWeek(search.get('week'), new Date(), timeZone);
  const [sessions, classTypes, staff] = await Promise.all([
    api.listTimetable(business.id, { placeId: place.id, from: week.from, to: week.to }),
    api.listClassTypes(business.id),
    reads.staff(),
  ]);
  return {
    week,
    timeZone,
    placeId: place.id,
    sessions: sessions.items,
    classTypes: classTypes.items,
    staff,
  };
}

/** Adds a class type (`intent=add-class`) or a session, once or weekly (`intent=add-session`). */
export async function action({ request, context, params }: Route.ActionArgs): Promise<PartnerFormResult> {
  const form = await request.formData();
  const { api } = context.get(requestContext);
  const intent = textOf(form, 'intent');
  const optional = (name: string) => (textOf(form, name) === '' ? undefined : numberOf(form, name));
  if (intent === 'add-session') {
    const parsed = ClassSessionsInputSchema.safeParse({
      classId: textOf(form, 'classId'),
      staffId: textOf(form, 'staffId') || null,
      date: textOf(form, 'date'),
      time: textOf(form, 'time'),
      weeks: numberOf(form, 'weeks'),
      capacity: optional('capacity'),
      waitlistCapacity: numberOf(form, 'waitlistCapacity') || 0,
    });
    return submitChecked(intent, form, parsed, (input) => api.createClassSessions(params.businessId, input));
  }
  if (intent !== 'add-class') throw data(null, { status: 400 });
  const currency = textOf(form, 'currency');
  const price = numberOf(form, 'price');
  const parsed = ClassTypeInputSchema.safeParse({
    placeId: textOf(form, 'placeId'),
    name: textOf(form, 'name'),
    durationMinutes: numberOf(form, 'durationMinutes'),
    priceMinor: /^[A-Z]{3}$/.test(currency) && Number.isFinite(price) ? toMinorUnits(price, currency) : price,
    currency,
    defaultCapacity: numberOf(form, 'defaultCapacity'),
  });
  const rename = (path: string) => (path === 'priceMinor' ? 'price' : path);
  return submitChecked(
    intent,
    form,
    parsed,
    (input) => api.createClassType(params.businessId, input),
    rename,
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'partnerClasses.timetable.title');

export default function PartnerClasses({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { canEdit, business } = usePartnerSetup();
  const { week, timeZone, sessions, classTypes, placeId, staff } = loaderData;
  const dayName = dateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const time = dateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone });
  const link = (monday: string) => `?${new URLSearchParams({ place: placeId, week: monday })}`;
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="timetable-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="timetable-heading" className="text-xl font-semibold">
            {t('partnerClasses.timetable.weekOf', {
              date: dayName.format(new Date(`${week.monday}T00:00:00Z`)),
            })}
          </h2>
          <nav aria-label={t('partnerClasses.timetable.weeks')} className="flex gap-2">
            <Link
              to={link(week.previous)}
              className="rounded-full border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100"
            >
              {t('partnerClasses.timetable.previous')}
            </Link>
            <Link
              to={link(week.next)}
              className="rounded-full border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100"
            >
              {t('partnerClasses.timetable.next')}
            </Link>
          </nav>
        </div>
        <TimetablePlacePicker places={business.places} placeId={placeId} monday={week.monday} />
        {sessions.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            {t('partnerClasses.timetable.empty')}
          </p>
        ) : null}
        {week.days.map((day) => {
          const ofDay = sessions.filter(
            (session) => placeDateOf(new Date(session.startsAt), timeZone) === day,
          );
          if (ofDay.length === 0) return null;
          return (
            <div key={day} className="flex flex-col gap-2">
              <h3 className="font-semibold capitalize">{dayName.format(new Date(`${day}T00:00:00Z`))}</h3>
              <ul className="flex flex-col gap-2">
                {ofDay.map((session) => (
                  <li key={session.id}>
                    <Link
                      to={session.id}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-slate-200 bg-white p-4 hover:bg-slate-50"
                    >
                      <span className="flex min-w-0 flex-col">
                        <span className="font-semibold">
                          {time.format(new Date(session.startsAt))} · {session.className}
                        </span>
                        <span className="text-sm text-slate-600">
                          {session.staffName ?? t('partnerClasses.timetable.noTeacher')}
                        </span>
                      </span>
                      {session.cancelledAt ? (
                        <span className="rounded-full bg-red-50 px-3 py-1 text-sm font-medium text-red-900">
                          {t('partnerClasses.timetable.cancelled')}
                        </span>
                      ) : (
                        <span className="text-sm text-slate-700">
                          {t('partnerClasses.timetable.spots', {
                            booked: session.bookedCount,
                            capacity: session.capacity,
                          })}
                          {session.waitlisted > 0
                            ? ` · ${t('partnerClasses.timetable.waiting', { count: session.waitlisted })}`
                            : ''}
                        </span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </section>
      {canEdit ? (
        <AddClassForms
          classTypes={classTypes}
          places={business.places}
          staff={staff}
          result={actionData}
          firstDay={week.days[0] ?? ''}
        />
      ) : null}
    </div>
  );
}
