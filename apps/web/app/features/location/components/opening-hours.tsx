import type { LocationDetailDto } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { formatLocalDate, formatWallTime, weekdayName } from '../../../shared/format/format-schedule.ts';
import { OpenNowBadge } from './open-now-badge.tsx';

type Hours = LocationDetailDto['openingHours'];

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Bulgarian, Russian … write weekdays in lower case; a table row starts with a capital. */
const capitalize = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** The weekly hours (today highlighted, today's special hours shown instead) and the coming holidays. */
export function OpeningHours({ location }: { location: LocationDetailDto }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { weekly, exceptions } = location.openingHours;
  if (weekly.length === 0 && exceptions.length === 0) return null;
  const span = (opens: string, closes: string) =>
    `${formatWallTime(opens, locale)}–${formatWallTime(closes, locale)}`;
  const describe = (exception: Hours['exceptions'][number]) =>
    exception.closed || !exception.opens || !exception.closes
      ? t('location.closed')
      : span(exception.opens, exception.closes);
  const todayException = exceptions.find((exception) => exception.date === location.today.date);
  const upcoming = exceptions.filter((exception) => exception !== todayException);
  return (
    <section aria-labelledby="hours-heading" className="rounded-2xl border border-slate-200 p-3 xs:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="hours-heading" className="text-lg font-semibold">
          {t('location.hoursHeading')}
        </h2>
        <OpenNowBadge openNow={location.openNow} />
      </div>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('location.hoursHeading')}</caption>
        <tbody>
          {WEEKDAYS.map((weekday) => {
            const isToday = weekday === location.today.weekday;
            const ranges = weekly.filter((range) => range.weekday === weekday);
            const hours =
              isToday && todayException
                ? describe(todayException)
                : ranges.map((range) => span(range.opens, range.closes)).join(', ') || t('location.closed');
            return (
              <tr
                key={weekday}
                aria-current={isToday ? 'date' : undefined}
                className={isToday ? 'bg-cyan-50 font-semibold text-slate-900' : 'text-slate-700'}
              >
                <th
                  scope="row"
                  className={`rounded-l-lg py-1.5 pl-2 pr-3 text-left ${isToday ? 'font-semibold' : 'font-normal'}`}
                >
                  {capitalize(weekdayName(weekday, locale), locale)}
                  {isToday && (
                    <span className="block text-xs font-normal text-brand-800 xs:ml-1 xs:inline xs:text-sm">
                      ({t('location.today')})
                    </span>
                  )}
                </th>
                <td className="whitespace-nowrap rounded-r-lg py-1.5 pr-2 text-right tabular-nums">
                  {hours}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {upcoming.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">{t('location.specialHours')}</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {upcoming.map((exception) => (
              <li key={exception.date} className="flex justify-between gap-3">
                <span>
                  {formatLocalDate(exception.date, locale, true)}
                  {exception.note && <span className="text-slate-500"> · {exception.note}</span>}
                </span>
                <span className="text-right tabular-nums">{describe(exception)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-3 text-xs text-slate-500">
        {t('location.localTimes', { timeZone: location.timeZone })}
      </p>
    </section>
  );
}
