import { useTranslation } from 'react-i18next';
import { formatLocalDate, formatWallTime } from '../../shared/format/format-schedule.ts';
import { BookingsAffected } from './bookings-affected.tsx';
import type { PartnerFormResult } from './partner-form-result.ts';
import { RetireButton } from './retire-button.tsx';
import { ActionOutcome } from './retire-outcome.tsx';

interface SpecialDay {
  date: string;
  closed: boolean;
  opens: string | null;
  closes: string | null;
  note: string;
}

/**
 * The place's special days from today on, each with "Remove" (confirmed; `intent=remove-day`, its date as
 * the id). Removing one that bookings depend on is refused with them first, like every hours change.
 */
export function SpecialDaysList({
  days,
  canEdit,
  result,
}: {
  days: readonly SpecialDay[];
  canEdit: boolean;
  result: PartnerFormResult | undefined;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <section aria-labelledby="special-list-heading" className="flex flex-col gap-3">
      <h2 id="special-list-heading" className="text-xl font-semibold">
        {t('partner.specialDays.listHeading')}
      </h2>
      <ActionOutcome result={result} intent="remove-day" done={t('partner.specialDays.removed')} />
      <BookingsAffected result={result} intent="remove-day" />
      {days.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t('partner.specialDays.listEmpty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {days.map((day) => {
            const date = formatLocalDate(day.date, locale, true);
            const hours =
              day.closed || !day.opens || !day.closes
                ? t('partner.specialDays.listClosed')
                : `${formatWallTime(day.opens, locale)} – ${formatWallTime(day.closes, locale)}`;
            return (
              <li
                key={day.date}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4"
              >
                <div className="flex min-w-0 flex-col">
                  <span className="font-semibold">{date}</span>
                  <span className="text-sm text-slate-600">
                    {hours}
                    {day.note ? ` · ${day.note}` : ''}
                  </span>
                </div>
                {canEdit ? (
                  <RetireButton
                    id={day.date}
                    name={date}
                    body={t('partner.specialDays.removeBody')}
                    intent="remove-day"
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
