import { useTranslation } from 'react-i18next';
import { type CalendarViewProps, staffNameOf } from './calendar-entries.ts';
import { placeItems, shadingOf } from './calendar-layout.ts';
import { EntryBlock } from './entry-block.tsx';

/** The calendar on a phone: each staff member's (day view) or each day's (week view) list, in time order. */
export function CalendarAgenda({ columns, formats, timeZone, hrefOf, staffNames }: CalendarViewProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      {columns.map((column) => {
        const { work } = shadingOf(column.staff, column.date, timeZone);
        const placed = placeItems(column.entries, column.date, timeZone);
        return (
          <section key={column.key} aria-label={column.label} className="flex flex-col gap-2">
            <h3 className="font-semibold">
              {column.label}
              <span className="font-normal text-slate-600">
                {' · '}
                {t('partnerCalendar.count', {
                  count: column.entries.filter(
                    (entry) => entry.kind === 'appointment' && entry.appointment.status !== 'cancelled',
                  ).length,
                })}
              </span>
            </h3>
            {column.staff.length === 1 ? (
              <p className="text-sm text-slate-600">
                {work.length > 0
                  ? t('partnerCalendar.works', {
                      hours: work
                        .map((span) => `${formats.minutes(span.start)}–${formats.minutes(span.end)}`)
                        .join(', '),
                    })
                  : t('partnerCalendar.notWorking')}
              </p>
            ) : null}
            {placed.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 p-3 text-sm text-slate-700">
                {t('partnerCalendar.nothingBooked')}
              </p>
            ) : (
              <ul className="flex flex-col gap-2">
                {placed.map(({ item }) => (
                  <li key={item.id}>
                    <EntryBlock
                      entry={item}
                      formats={formats}
                      href={hrefOf(item.id)}
                      staffName={staffNameOf(staffNames, item)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
