import type { PartnerCalendarDto } from '@kalendo/contracts';
import type { CalendarFormats } from './calendar-format.ts';

export type CalendarData = PartnerCalendarDto;
export type CalendarStaff = CalendarData['staff'][number];
export type CalendarSession = CalendarData['classSessions'][number];

/** An appointment as its block shows it, its lean form (ADR 050) read back into names and instants. */
export interface CalendarAppointment {
  id: string;
  staffId: string;
  serviceName: string;
  client: string;
  status: CalendarData['appointments'][number]['status'];
  arrived: boolean;
  startsAt: string;
  endsAt: string;
}

const MINUTE = 60_000;

/** The calendar's appointments with their staff member's id, service's name and instants. */
export function appointmentsOf(calendar: CalendarData): CalendarAppointment[] {
  const from = Date.parse(calendar.from);
  return calendar.appointments.map((block) => {
    const start = from + block.start * MINUTE;
    return {
      id: block.id,
      staffId: calendar.staff[block.staff]?.id ?? '',
      serviceName: calendar.services[block.service]?.name ?? '',
      client: block.client,
      status: block.status,
      arrived: block.arrived,
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + block.minutes * MINUTE).toISOString(),
    };
  });
}

/** One thing on the calendar: an appointment or a class session, with what its block needs. */
export type CalendarEntry =
  | { kind: 'appointment'; id: string; startsAt: string; endsAt: string; appointment: CalendarAppointment }
  | { kind: 'session'; id: string; startsAt: string; endsAt: string; session: CalendarSession };

/** A column of the calendar: a day's appointments and sessions of some staff members. */
export interface CalendarColumn {
  key: string;
  date: string;
  /** The column's heading: a staff member's name (day view) or the day (week view). */
  label: string;
  staff: CalendarStaff[];
  entries: CalendarEntry[];
}

/** The entries of some staff members (all when `staffIds` is null), appointments and class sessions. */
export function entriesOf(
  calendar: CalendarData,
  appointments: readonly CalendarAppointment[],
  staffIds: ReadonlySet<string> | null,
): CalendarEntry[] {
  const mine = (id: string | null) => staffIds === null || (id !== null && staffIds.has(id));
  return [
    ...appointments
      .filter((appointment) => mine(appointment.staffId))
      .map((appointment) => ({ kind: 'appointment' as const, ...appointment, appointment })),
    ...calendar.classSessions
      .filter((session) => mine(session.instructorStaffId))
      .map((session) => ({ kind: 'session' as const, ...session, session })),
  ].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/**
 * The columns of a view: in the day view every staff member of the place (or the one chosen); in the week
 * view one column a day, with the chosen staff member's or everyone's entries.
 */
export function columnsOf(
  calendar: CalendarData,
  days: readonly string[],
  view: 'day' | 'week',
  labels: { day: (date: string) => string; classes: string },
): CalendarColumn[] {
  const date = days[0] ?? '';
  const appointments = appointmentsOf(calendar);
  if (view === 'day') {
    const columns = calendar.staff.map((member) => ({
      key: member.id,
      date,
      label: member.name,
      staff: [member],
      entries: entriesOf(calendar, appointments, new Set([member.id])),
    }));
    // Classes nobody teaches yet have a column of their own.
    const untaught = calendar.classSessions
      .filter((session) => session.instructorStaffId === null)
      .map((session) => ({ kind: 'session' as const, ...session, session }));
    return untaught.length > 0
      ? [...columns, { key: 'classes', date, label: labels.classes, staff: [], entries: untaught }]
      : columns;
  }
  const entries = entriesOf(calendar, appointments, null);
  return days.map((day) => ({ key: day, date: day, label: labels.day(day), staff: calendar.staff, entries }));
}

/** The staff member's name on an appointment's block, where a column holds several (`names` not null). */
export function staffNameOf(
  names: ReadonlyMap<string, string> | null,
  entry: CalendarEntry,
): string | undefined {
  return names && entry.kind === 'appointment' ? names.get(entry.appointment.staffId) : undefined;
}

/** What both ways of showing the calendar (the grid, a phone's lists) are given. */
export interface CalendarViewProps {
  columns: CalendarColumn[];
  formats: CalendarFormats;
  timeZone: string;
  hrefOf: (appointmentId: string) => string;
  /** Names of staff members, on blocks of a column holding several (the week view). */
  staffNames: Map<string, string> | null;
}
