import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CalendarEntry } from './calendar-entries.ts';
import type { CalendarFormats } from './calendar-format.ts';

const STATUS_STYLE = {
  booked: 'border-brand-700 bg-cyan-50 text-slate-950',
  completed: 'border-emerald-600 bg-emerald-50 text-emerald-950',
  no_show: 'border-amber-600 bg-amber-50 text-amber-950',
  cancelled: 'border-slate-400 bg-slate-100 text-slate-600 line-through',
} as const;

/**
 * An appointment (a link to its details) or a class session on the calendar: time, service, client,
 * status and arrival; `staffName` when the column holds several staff members' work (the week view).
 */
export function EntryBlock({
  entry,
  formats,
  href,
  staffName,
  compact,
}: {
  entry: CalendarEntry;
  formats: CalendarFormats;
  href: string;
  staffName?: string | undefined;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const span = formats.span(entry.startsAt, entry.endsAt);
  if (entry.kind === 'session') {
    const { session } = entry;
    return (
      <div
        className={`flex h-full flex-col overflow-hidden rounded-lg border-l-4 border-violet-600 bg-violet-50 px-2 py-1 text-sm text-violet-950 ${session.cancelled ? 'opacity-60 line-through' : ''}`}
      >
        <span className="font-semibold">{span}</span>
        <span className="truncate">{session.className}</span>
        <span className="truncate text-xs">
          {t('partnerCalendar.session.booked', { count: session.bookedCount, capacity: session.capacity })}
        </span>
      </div>
    );
  }
  const { appointment } = entry;
  const arrived = appointment.arrived && appointment.status === 'booked';
  return (
    <Link
      to={href}
      className={`flex h-full flex-col overflow-hidden rounded-lg border-l-4 px-2 py-1 text-sm hover:brightness-95 focus-visible:outline-2 focus-visible:outline-brand-800 ${STATUS_STYLE[appointment.status]}`}
    >
      <span className={compact ? 'truncate text-xs font-semibold' : 'font-semibold'}>
        {span}
        {compact ? <span aria-hidden="true"> · {appointment.client}</span> : null}
        {arrived ? (
          <span className="ml-1 rounded bg-emerald-700 px-1 text-xs text-white">
            {t('partnerCalendar.arrived')}
          </span>
        ) : null}
      </span>
      <span className={compact ? 'sr-only' : 'truncate'}>{appointment.client}</span>
      {compact ? null : <span className="truncate text-xs">{appointment.serviceName}</span>}
      {staffName ? <span className="truncate text-xs">{staffName}</span> : null}
      {appointment.status === 'booked' ? null : (
        <span className="truncate text-xs no-underline">
          {t(`partnerCalendar.status.${appointment.status}`)}
        </span>
      )}
    </Link>
  );
}
