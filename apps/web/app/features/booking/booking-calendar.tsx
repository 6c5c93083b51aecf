import { type CalendarDate, parseDate } from '@internationalized/date';
import { useEffect, useState } from 'react';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  I18nProvider,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const monthLink =
  'grid h-10 w-10 place-items-center rounded-full text-xl text-slate-700 hover:bg-slate-100 aria-disabled:pointer-events-none aria-disabled:opacity-30';

const cellClass = ({
  isSelected,
  isUnavailable,
  isDisabled,
  isFocusVisible,
}: {
  isSelected: boolean;
  isUnavailable: boolean;
  isDisabled: boolean;
  isFocusVisible: boolean;
}) =>
  [
    'mx-auto grid h-10 w-10 cursor-pointer place-items-center rounded-full text-sm outline-none',
    isSelected
      ? 'bg-brand-800 font-semibold text-white'
      : isDisabled
        ? 'cursor-default text-slate-300'
        : isUnavailable
          ? 'cursor-default text-slate-400 line-through decoration-slate-300'
          : 'font-medium text-brand-800 hover:bg-cyan-50',
    isFocusVisible ? 'ring-3 ring-brand-700 ring-offset-2' : '',
  ].join(' ');

/**
 * The month calendar of the booking page (React Aria: a labelled grid, arrow keys, the page's language).
 * Days without a free time are unavailable; the month arrows are links, so paging works before hydration.
 */
export function BookingCalendar({
  month,
  today,
  lastDay,
  day,
  freeDays,
  previousHref,
  nextHref,
  onChooseDay,
  onMonthChange,
}: {
  month: string;
  today: string;
  lastDay: string;
  day: string | null;
  freeDays: readonly string[];
  previousHref: string | null;
  nextHref: string | null;
  onChooseDay: (day: string) => void;
  onMonthChange: (month: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const free = new Set(freeDays);
  const start = day ?? (today.startsWith(month) ? today : `${month}-01`);
  const [focused, setFocused] = useState<CalendarDate>(() => parseDate(start));
  useEffect(() => {
    setFocused((current) => (current.toString().startsWith(month) ? current : parseDate(start)));
  }, [month, start]);
  const focus = (date: CalendarDate) => {
    setFocused(date);
    const next = date.toString().slice(0, 7);
    if (next !== month) onMonthChange(next);
  };
  return (
    <I18nProvider locale={i18n.language}>
      <Calendar
        aria-label={t('booking.calendarLabel')}
        value={day ? parseDate(day) : null}
        focusedValue={focused}
        onFocusChange={focus}
        onChange={(date) => onChooseDay(date.toString())}
        minValue={parseDate(today)}
        maxValue={parseDate(lastDay)}
        isDateUnavailable={(date) => !free.has(date.toString())}
        className="w-full max-w-sm"
      >
        <header className="flex items-center justify-between">
          <MonthLink href={previousHref} label={t('booking.previousMonth')} arrow="‹" />
          <Heading className="text-base font-semibold capitalize" />
          <MonthLink href={nextHref} label={t('booking.nextMonth')} arrow="›" />
        </header>
        <CalendarGrid className="mt-2 w-full border-collapse" weekdayStyle="short">
          <CalendarGridHeader>
            {(weekday) => (
              <CalendarHeaderCell className="pb-1 text-xs font-medium text-slate-600">
                {weekday}
              </CalendarHeaderCell>
            )}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => (
              <CalendarCell date={date} className="py-0.5 data-[outside-month]:invisible">
                {({ formattedDate, ...state }) => <span className={cellClass(state)}>{formattedDate}</span>}
              </CalendarCell>
            )}
          </CalendarGridBody>
        </CalendarGrid>
      </Calendar>
    </I18nProvider>
  );
}

function MonthLink({ href, label, arrow }: { href: string | null; label: string; arrow: string }) {
  if (!href) {
    return (
      <span aria-hidden="true" className={`${monthLink} opacity-30`}>
        {arrow}
      </span>
    );
  }
  return (
    <Link to={href} preventScrollReset aria-label={label} className={monthLink}>
      <span aria-hidden="true">{arrow}</span>
    </Link>
  );
}
