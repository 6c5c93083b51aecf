import { useTranslation } from 'react-i18next';
import { type CalendarViewProps, staffNameOf } from './calendar-entries.ts';
import { type DaySpan, hoursShown, placeItems, shadingOf } from './calendar-layout.ts';
import { EntryBlock } from './entry-block.tsx';

const HOUR_PX = 56;

/** A span's place in the grid, from the first hour shown. */
const box = (span: DaySpan, first: number) => ({
  top: ((span.start - first * 60) * HOUR_PX) / 60,
  height: Math.max(((span.end - span.start) * HOUR_PX) / 60, 18),
});

/**
 * The desktop calendar: an hour scale and one column per staff member (day view) or day (week view),
 * working hours white on grey, breaks and time off hatched, appointments and classes as blocks.
 */
export function CalendarGrid({ columns, formats, timeZone, hrefOf, staffNames }: CalendarViewProps) {
  const { t } = useTranslation();
  const laidOut = columns.map((column) => ({
    column,
    shading: shadingOf(column.staff, column.date, timeZone),
    placed: placeItems(column.entries, column.date, timeZone),
  }));
  const { first, last } = hoursShown(
    laidOut.flatMap(({ shading, placed }) => [...shading.work, ...placed.map((entry) => entry.span)]),
  );
  const hours = Array.from({ length: last - first }, (_, index) => first + index);
  const height = (last - first) * HOUR_PX;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <div
        className="grid min-w-full"
        style={{ gridTemplateColumns: `3.5rem repeat(${columns.length}, minmax(7rem, 1fr))` }}
      >
        <div className="sticky left-0 z-10 border-b border-slate-200 bg-white" />
        {columns.map((column) => (
          <div
            key={column.key}
            className="truncate border-b border-l border-slate-200 px-2 py-2 text-sm font-semibold"
          >
            {column.label}
          </div>
        ))}
        <div className="sticky left-0 z-10 bg-white" style={{ height }} aria-hidden="true">
          {hours.map((hour) => (
            <div key={hour} className="pr-1 text-right text-xs text-slate-600" style={{ height: HOUR_PX }}>
              {formats.minutes(hour * 60)}
            </div>
          ))}
        </div>
        {laidOut.map(({ column, shading, placed }) => (
          <section
            key={column.key}
            aria-label={column.label}
            className="relative border-l border-slate-200 bg-slate-100"
            style={{ height }}
          >
            {shading.work.map((span) => (
              <div key={`w${span.start}`} className="absolute inset-x-0 bg-white" style={box(span, first)} />
            ))}
            {shading.away.map((span) => (
              <div
                key={`a${span.start}`}
                className="absolute inset-x-0 bg-[repeating-linear-gradient(45deg,#e2e8f0_0,#e2e8f0_6px,#f8fafc_6px,#f8fafc_12px)]"
                style={box(span, first)}
                title={t('partnerCalendar.away')}
              />
            ))}
            {hours.map((hour) => (
              <div
                key={hour}
                aria-hidden="true"
                className="absolute inset-x-0 border-t border-slate-200"
                style={{ top: (hour - first) * HOUR_PX }}
              />
            ))}
            <ul>
              {placed.map(({ item, span, lane, lanes }) => (
                <li
                  key={item.id}
                  className="absolute p-0.5"
                  style={{ ...box(span, first), left: `${(lane * 100) / lanes}%`, width: `${100 / lanes}%` }}
                >
                  <EntryBlock
                    entry={item}
                    formats={formats}
                    href={hrefOf(item.id)}
                    compact={span.end - span.start < 45}
                    staffName={staffNameOf(staffNames, item)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
