import { useTranslation } from 'react-i18next';
import { type DragTarget, useDragMove } from './calendar-drag.ts';
import {
  type CalendarAppointment,
  type CalendarColumn,
  type CalendarViewProps,
  staffNameOf,
} from './calendar-entries.ts';
import { type DaySpan, hoursShown, placeItems, shadingOf } from './calendar-layout.ts';
import { EntryBlock } from './entry-block.tsx';

/** An appointment dropped on a column: its new day, staff member and start (minutes on the place's clock). */
export interface GridMove {
  appointment: CalendarAppointment;
  date: string;
  staffId: string;
  minutes: number;
}

/** A staff member's column (day view) or a day's (week view) takes a dropped appointment; "classes" does not. */
const droppable = (column: CalendarColumn, view: 'day' | 'week') =>
  view === 'week' || (column.staff.length === 1 && column.key === column.staff[0]?.id);

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
export function CalendarGrid({
  columns,
  formats,
  timeZone,
  hrefOf,
  staffNames,
  view,
  onMove,
}: CalendarViewProps & {
  view: 'day' | 'week';
  /** Drag to move, for a member who may edit: a dropped appointment's new place. */
  onMove?: ((move: GridMove) => void) | undefined;
}) {
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
  const drop = (target: DragTarget) => {
    const column = columns.find((candidate) => candidate.key === target.columnKey);
    // The block comes from its own column, which may be another than where it is dropped.
    const entry = columns
      .flatMap((candidate) => candidate.entries)
      .find((item) => item.id === target.appointmentId);
    if (!column || entry?.kind !== 'appointment' || !onMove) return;
    const { appointment } = entry;
    const staffId = view === 'day' ? column.key : appointment.staffId;
    onMove({ appointment, date: column.date, staffId, minutes: target.minutes });
  };
  const drag = useDragMove({
    enabled: onMove !== undefined,
    firstHour: first,
    hourPx: HOUR_PX,
    onDrop: drop,
  });
  const { target } = drag;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white" {...drag.handlers}>
      {onMove ? <p className="px-3 py-2 text-xs text-slate-600">{t('partnerCalendar.drag.hint')}</p> : null}
      <p role="status" className="sr-only">
        {drag.cancelled ? t('partnerCalendar.drag.cancelled') : ''}
      </p>
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
            data-column={column.key}
            data-drop={droppable(column, view)}
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
              {placed.map(({ item, span, lane, lanes }) => {
                const draggable =
                  onMove !== undefined && item.kind === 'appointment' && item.appointment.status === 'booked';
                return (
                  <li
                    key={item.id}
                    className={`absolute p-0.5 ${draggable ? 'cursor-grab select-none' : ''} ${target?.appointmentId === item.id ? 'opacity-40' : ''}`}
                    style={{
                      ...box(span, first),
                      left: `${(lane * 100) / lanes}%`,
                      width: `${100 / lanes}%`,
                    }}
                    {...(draggable
                      ? {
                          'data-drag-id': item.id,
                          'data-drag-start': span.start,
                          'data-drag-length': span.end - span.start,
                        }
                      : {})}
                  >
                    <EntryBlock
                      entry={item}
                      formats={formats}
                      href={hrefOf(item.id)}
                      compact={span.end - span.start < 45}
                      staffName={staffNameOf(staffNames, item)}
                    />
                  </li>
                );
              })}
            </ul>
            {target?.columnKey === column.key ? (
              <div
                aria-hidden="true"
                className="pointer-events-none absolute inset-x-1 z-20 rounded-lg border-2 border-dashed border-brand-700 bg-cyan-100/80 px-2 py-1 text-xs font-semibold text-slate-950"
                style={box({ start: target.minutes, end: target.minutes + target.length }, first)}
              >
                {t('partnerCalendar.drag.target', { time: formats.minutes(target.minutes) })}
              </div>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}
