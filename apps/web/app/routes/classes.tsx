import { dateTimeFormat } from '@kalendo/i18n/intl-formats';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { addClassToBasket } from '../features/classes/add-class-to-basket.ts';
import { bookClass } from '../features/classes/book-class-action.ts';
import { ClassSessionCard } from '../features/classes/class-session-card.tsx';
import { groupSessionsByDay } from '../features/classes/group-sessions-by-day.ts';
import { loadTimetable } from '../features/classes/timetable-loader.ts';
import { FilterSelect } from '../features/filters/filter-select.tsx';
import { translatedMeta } from '../lib/page-meta.ts';
import { requestContext } from '../lib/request-context.ts';
import { useWidgetPath } from '../lib/widget-path.ts';
import { membershipsPayingFor } from '../shared/memberships/memberships-paying-for.ts';
import { SpinnerButton } from '../shared/ui/spinner-button.tsx';
import type { Route } from './+types/classes';

/** One page of the timetable; a filter or cursor the API refuses starts over without it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadTimetable(context.get(requestContext), request, `/${params.locale}/classes`);
}

/** "Book a spot" (or join the waitlist) at once, or "Add to basket" to check out with other bookings. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { api, user } = context.get(requestContext);
  const form = await request.clone().formData();
  if (form.get('intent') === 'basket')
    return addClassToBasket(api, user, String(form.get('sessionId') ?? ''), request);
  return bookClass(api, user !== null, request, params.locale);
}

/** "петък, 27 ноември" → "Петък, 27 ноември": only the first letter (month names stay as the language writes them). */
const sentenceCase = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

type ActionResult = NonNullable<Route.ComponentProps['actionData']>;

/** What the page says after its action: booked, waitlisted, in the basket, or why not. */
function actionMessage(result: ActionResult, t: TFunction): string {
  if (!result.ok) {
    if ('message' in result) return result.message;
    return result.reason === 'full' ? t('basket.full') : t('classes.noPlaceLeft');
  }
  if (result.status === 'basket') return t('classes.addedToBasket');
  if (result.status === 'booked') return t('classes.booked');
  return t('classes.waitlisted', { position: result.position ?? 1 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'classes.title', 'classes.description');

export default function Classes({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = params.locale;
  const navigation = useNavigation();
  const { page, filters, categories, cities, memberships, placeName } = loaderData;
  const days = groupSessionsByDay(page.items);
  const dayTitle = dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const next = new URLSearchParams();
  for (const [name, value] of Object.entries({
    city: filters.city,
    category: filters.category,
    location: filters.location,
    date: filters.date,
    time: filters.timeOfDay,
    level: filters.level,
    free: filters.freeOnly ? '1' : undefined,
    cursor: page.nextCursor ?? undefined,
  }))
    if (value) next.set(name, value);
  // This timetable's own address: the marketplace's, a place's, or a place's in a business's widget.
  const here = useLocation().pathname;
  // In a business's widget there is no My appointments: no link leads out of the business (ADR 019).
  const inWidget = useWidgetPath();
  const appointments = inWidget(`/${locale}/appointments`);
  const basketPage = inWidget(`/${locale}/basket`);
  const filtering = navigation.state === 'loading' && navigation.location.pathname === here;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 py-8">
      <div>
        {/* A place's own timetable (in a business's widget too) is titled by the place, not "near you". */}
        <h1 className="text-3xl font-bold">
          {placeName ? t('classes.placeTitle', { place: placeName }) : t('classes.title')}
        </h1>
        <p className="mt-2 text-slate-700">
          {placeName ? t('classes.placeDescription') : t('classes.description')}
        </p>
      </div>
      <Form
        method="get"
        className="grid grid-cols-1 gap-3 rounded-2xl bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        {filters.location && <input type="hidden" name="location" value={filters.location} />}
        {/* One place's timetable is in one city already. */}
        {!filters.location && (
          <FilterSelect
            name="city"
            label={t('classes.city')}
            anyLabel={t('classes.anyCity')}
            value={filters.city}
            options={cities}
          />
        )}
        <FilterSelect
          name="category"
          label={t('classes.category')}
          anyLabel={t('classes.anyCategory')}
          value={filters.category}
          options={categories}
        />
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('classes.day')}
          <input
            type="date"
            name="date"
            defaultValue={filters.date ?? ''}
            className="rounded-lg border border-slate-300 p-2"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('classes.timeOfDay')}
          <select
            name="time"
            defaultValue={filters.timeOfDay ?? ''}
            className="rounded-lg border border-slate-300 p-2"
          >
            <option value="">{t('classes.anyTime')}</option>
            <option value="morning">{t('classes.morning')}</option>
            <option value="afternoon">{t('classes.afternoon')}</option>
            <option value="evening">{t('classes.evening')}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('classes.level')}
          <select
            name="level"
            defaultValue={filters.level ?? ''}
            className="rounded-lg border border-slate-300 p-2"
          >
            <option value="">{t('classes.anyLevel')}</option>
            <option value="beginner">{t('classes.levels.beginner')}</option>
            <option value="intermediate">{t('classes.levels.intermediate')}</option>
            <option value="advanced">{t('classes.levels.advanced')}</option>
          </select>
        </label>
        <div className="flex flex-col justify-end gap-2">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" name="free" value="1" defaultChecked={filters.freeOnly === 'true'} />
            {t('classes.freeOnly')}
          </label>
          <SpinnerButton
            type="submit"
            loading={filtering}
            className="rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700"
          >
            {t('classes.show')}
          </SpinnerButton>
        </div>
      </Form>
      <p role="status" className={actionData ? 'rounded-xl bg-cyan-50 p-3 text-cyan-900' : 'sr-only'}>
        {actionData && actionMessage(actionData, t)}
        {actionData?.ok === true && actionData.status === 'basket' && basketPage && (
          <>
            {' '}
            <Link to={basketPage} className="font-medium underline">
              {t('classes.seeBasket')}
            </Link>
          </>
        )}
        {actionData?.ok === true && actionData.status !== 'basket' && appointments && (
          <>
            {' '}
            <Link to={appointments} className="font-medium underline">
              {t('menu.myAppointments')}
            </Link>
          </>
        )}
      </p>
      {days.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <p className="font-medium">{t('classes.empty')}</p>
          <Link to={here} className="mt-2 inline-block text-cyan-800 underline">
            {t('classes.clearFilters')}
          </Link>
        </div>
      ) : (
        days.map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}`} className="flex flex-col gap-3">
            <h2 id={`day-${day.date}`} className="text-lg font-semibold">
              {sentenceCase(dayTitle.format(new Date(`${day.date}T12:00:00Z`)), locale)}
            </h2>
            <ul className="flex flex-col gap-3">
              {day.sessions.map((session) => (
                <ClassSessionCard
                  key={session.id}
                  session={session}
                  memberships={membershipsPayingFor(session, memberships)}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      {page.nextCursor && (
        <Link
          to={`${here}?${next.toString()}`}
          className="self-center rounded-full border border-slate-300 px-5 py-2 font-medium hover:bg-slate-100"
        >
          {t('classes.later')}
        </Link>
      )}
    </div>
  );
}
