import { type CalendarView, calendarDateOf } from '@kalendo/domain';

/** What a calendar's address says: which place, day and view, one staff member, an open appointment. */
export interface CalendarAddress {
  placeId: string;
  /** Null: today on the place's clock. */
  date: string | null;
  view: CalendarView;
  staffId: string | null;
  appointmentId: string | null;
  /** The walk-in form is open. */
  booking: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (text: string | null) => (text && UUID.test(text) ? text : null);

/**
 * The calendar's address (`?place=&date=YYYY-MM-DD&view=day|week&staff=&appointment=&book=1`): an unknown
 * place is the first one, a date that is no date is today, anything else but `week` is the day view.
 */
export function calendarAddressOf(url: URL, placeIds: readonly string[]): CalendarAddress | null {
  const search = url.searchParams;
  const asked = idOf(search.get('place'));
  const placeId = asked && placeIds.includes(asked) ? asked : placeIds[0];
  if (!placeId) return null;
  return {
    placeId,
    date: calendarDateOf(search.get('date')),
    view: search.get('view') === 'week' ? 'week' : 'day',
    staffId: idOf(search.get('staff')),
    appointmentId: idOf(search.get('appointment')),
    booking: search.get('book') === '1',
  };
}

/** The query of a calendar address, with changes (an undefined or null value is left out). */
export function calendarQuery(
  address: CalendarAddress,
  changes: Partial<CalendarAddress> & { done?: string } = {},
): string {
  const next = { ...address, ...changes };
  const query = new URLSearchParams();
  query.set('place', next.placeId);
  if (next.date) query.set('date', next.date);
  query.set('view', next.view);
  if (next.staffId) query.set('staff', next.staffId);
  if (changes.appointmentId) query.set('appointment', changes.appointmentId);
  if (changes.booking) query.set('book', '1');
  if (changes.done) query.set('done', changes.done);
  return `?${query.toString()}`;
}
