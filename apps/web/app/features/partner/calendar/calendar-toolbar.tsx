import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { CalendarAddress } from './calendar-address.ts';
import { calendarQuery } from './calendar-address.ts';

const pill = (current: boolean) =>
  `rounded-full px-4 py-1.5 text-sm font-medium ${current ? 'bg-brand-800 text-white' : 'border border-slate-300 hover:bg-slate-100'}`;
const control = 'rounded-lg border border-slate-300 bg-white px-3 py-2';

/**
 * The calendar's controls: day or week, previous / today / next, and a form (it works without scripts)
 * choosing the place, the day and one staff member.
 */
export function CalendarToolbar({
  address,
  date,
  previous,
  next,
  places,
  staff,
  everyone,
  canBook,
}: {
  address: CalendarAddress;
  date: string;
  previous: string;
  next: string;
  places: readonly { id: string; name: string }[];
  staff: readonly { id: string; name: string }[];
  /** "Whole team" is offered (not to a staff member, who sees their own column). */
  everyone: boolean;
  canBook: boolean;
}) {
  const { t } = useTranslation();
  const unit = address.view === 'day' ? 'day' : 'week';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <nav aria-label={t('partnerCalendar.views')} className="flex gap-2">
          {(['day', 'week'] as const).map((view) => (
            <Link
              key={view}
              to={calendarQuery(address, { view, date })}
              aria-current={address.view === view ? 'page' : undefined}
              className={pill(address.view === view)}
            >
              {t(`partnerCalendar.view.${view}`)}
            </Link>
          ))}
        </nav>
        <nav aria-label={t('partnerCalendar.dates')} className="flex gap-2">
          <Link to={calendarQuery(address, { date: previous })} className={pill(false)}>
            <span aria-hidden="true">‹ </span>
            {t(`partnerCalendar.previous.${unit}`)}
          </Link>
          <Link to={calendarQuery(address, { date: null })} className={pill(false)}>
            {t('partnerCalendar.today')}
          </Link>
          <Link to={calendarQuery(address, { date: next })} className={pill(false)}>
            {t(`partnerCalendar.next.${unit}`)}
            <span aria-hidden="true"> ›</span>
          </Link>
        </nav>
        {canBook ? (
          <Link
            to={calendarQuery(address, { date, booking: true })}
            className="ml-auto rounded-full bg-brand-700 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-800"
          >
            {t('partnerCalendar.walkIn.open')}
          </Link>
        ) : null}
      </div>
      {/* Keyed by what it shows: after a navigation its fields show the new day, not the last one typed. */}
      <Form
        key={`${address.placeId}-${date}-${address.staffId}`}
        method="get"
        className="flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="view" value={address.view} />
        {places.length > 1 ? (
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t('partnerCalendar.place')}
            <select name="place" defaultValue={address.placeId} className={control}>
              {places.map((place) => (
                <option key={place.id} value={place.id}>
                  {place.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <input type="hidden" name="place" value={address.placeId} />
        )}
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t('partnerCalendar.date')}
          <input type="date" name="date" defaultValue={date} required className={control} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t('partnerCalendar.staff')}
          <select name="staff" defaultValue={address.staffId ?? ''} className={control}>
            {everyone ? <option value="">{t('partnerCalendar.allStaff')}</option> : null}
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-full border border-slate-300 px-4 py-2 font-medium hover:bg-slate-100"
        >
          {t('partnerCalendar.show')}
        </button>
      </Form>
    </div>
  );
}
