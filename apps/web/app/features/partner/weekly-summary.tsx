import { useTranslation } from 'react-i18next';
import { formatWallTime, weekdayName } from '../../shared/format/format-schedule.ts';
import { WEEKDAYS, type WeeklyRangeValue } from './weekly-ranges-form.ts';

/** A week of ranges in a line per open day ("Mon 09:00–18:00"). */
export function WeeklySummary({ ranges, empty }: { ranges: readonly WeeklyRangeValue[]; empty: string }) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  if (ranges.length === 0) return <span className="text-sm text-amber-800">{empty}</span>;
  return (
    <ul className="text-sm text-slate-600">
      {WEEKDAYS.filter((weekday) => ranges.some((range) => range.weekday === weekday)).map((weekday) => (
        <li key={weekday}>
          {weekdayName(weekday, locale, 'short')}{' '}
          {ranges
            .filter((range) => range.weekday === weekday)
            .map((range) => `${formatWallTime(range.start, locale)}–${formatWallTime(range.end, locale)}`)
            .join(', ')}
        </li>
      ))}
    </ul>
  );
}
