import type {
  AvailabilityRequest,
  AvailabilitySource,
  BookableAvailability,
  InstantRange,
  IsoWeekday,
  LocationException,
  OfferDetails,
  WeeklyRange,
} from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { preparedRows } from './prepared-query.ts';
import { publicPlaceOf } from './published-business.ts';

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `[weekday, 'HH:MM:SS', 'HH:MM:SS']` and `[start, end]` as the query aggregates them. */
type WeeklyRow = [number, string, string];
type RangeRow = [string, string];

interface Loaded {
  businessId: string;
  place: OfferDetails['place'];
  policy: BookableAvailability['policy'];
  service: OfferDetails['service'] & BookableAvailability['service'];
  staff: Array<{
    id: string;
    name: string;
    hours: WeeklyRow[];
    breaks: WeeklyRow[];
    timeOff: RangeRow[];
    busy: RangeRow[];
  }>;
  opening: WeeklyRow[] | null;
  exceptions: Array<{ date: string; closed: boolean; opens: string | null; closes: string | null }>;
}

const weekly = ([weekday, start, end]: WeeklyRow): WeeklyRange => ({
  weekday: weekday as IsoWeekday,
  start: start.slice(0, 5),
  end: end.slice(0, 5),
});

/** JSON prints a timestamptz as ISO 8601 with the session zone's offset: already an instant string. */
const range = ([start, end]: RangeRow): InstantRange => ({ start, end });

const exception = (e: Loaded['exceptions'][number]): LocationException =>
  e.closed || !e.opens || !e.closes
    ? { date: e.date, closed: true }
    : { date: e.date, closed: false, opens: e.opens.slice(0, 5), closes: e.closes.slice(0, 5) };

/** `[weekday, start, end]` of staff member `m`'s rows of a weekly ranges table, as a JSON array. */
const weeklyRows = (table: 'staff_working_hours' | 'staff_breaks') =>
  sql.raw(`(select coalesce(json_agg(json_build_array(r.weekday, r.starts_at, r.ends_at)), '[]')
    from ${table} r where r.staff_id = m.id)`);

/**
 * Everything availability and booking need about a service at a place, in ONE statement (one round trip):
 * the place and its policy, the service, its active staff (name order; only the requested member unless
 * 'any') with weekly hours, breaks, and the time off and busy ranges (appointments, classes they teach)
 * near the requested days, opening hours and exceptions. A day of margin on each side of the range covers every time zone's offset from UTC.
 */
function loadQuery(request: AvailabilityRequest) {
  // Slots of one staff member depend on their schedule alone: the others are not loaded.
  const staffFilter = request.staffId === 'any' ? sql`true` : sql`st.id = ${request.staffId}::uuid`;
  const from = new Date(Date.parse(`${request.from}T00:00:00Z`) - DAY_MS).toISOString();
  const to = new Date(Date.parse(`${request.to}T00:00:00Z`) + 2 * DAY_MS).toISOString();
  return sql`select json_build_object(
    'businessId', s.business_id,
    'place', json_build_object('id', l.id, 'slug', l.slug, 'name', l.name, 'addressLine', l.address_line,
      'postalCode', l.postal_code, 'city', l.city, 'countryCode', trim(l.country_code), 'timeZone', l.time_zone,
      'latitude', l.latitude, 'longitude', l.longitude, 'cancellationWindowMinutes', l.cancellation_window_minutes),
    'policy', json_build_object('leadTimeMinutes', l.lead_time_minutes, 'horizonDays', l.horizon_days,
      'slotStepMinutes', l.slot_step_minutes),
    'service', json_build_object('id', s.id, 'name', s.name, 'priceMinor', s.price_minor, 'currency', s.currency,
      'durationMinutes', s.duration_minutes, 'bufferBeforeMinutes', s.buffer_before_minutes,
      'bufferAfterMinutes', s.buffer_after_minutes),
    'staff', (select coalesce(json_agg(json_build_object(
        'id', m.id, 'name', m.name,
        'hours', ${weeklyRows('staff_working_hours')},
        'breaks', ${weeklyRows('staff_breaks')},
        'timeOff', (select coalesce(json_agg(json_build_array(t.starts_at, t.ends_at)), '[]') from staff_time_off t
          where t.staff_id = m.id and t.starts_at <= ${to}::timestamptz and t.ends_at >= ${from}::timestamptz),
        'busy', (select coalesce(json_agg(json_build_array(busy.starts_at, busy.ends_at)), '[]') from (
            select a.busy_starts_at as starts_at, a.busy_ends_at as ends_at from appointments a
            where a.staff_id = m.id and a.status <> 'cancelled'
              and a.busy_starts_at <= ${to}::timestamptz and a.busy_ends_at >= ${from}::timestamptz
            union all
            select c.starts_at, c.ends_at from class_sessions c
            where c.instructor_staff_id = m.id
              and c.starts_at <= ${to}::timestamptz and c.ends_at >= ${from}::timestamptz) busy)
      ) order by m.name, m.id), '[]')
      from (select st.id, st.name from staff st join staff_services ss on ss.staff_id = st.id
            where ss.service_id = s.id and st.active and ${staffFilter}) m),
    'opening', (select json_agg(json_build_array(o.weekday, o.opens_at, o.closes_at))
      from location_opening_hours o where o.location_id = l.id),
    'exceptions', (select coalesce(json_agg(json_build_object('date', e.date, 'closed', e.closed,
        'opens', e.opens_at, 'closes', e.closes_at)), '[]')
      from location_exceptions e where e.location_id = l.id
        and e.date between ${request.from}::date - 1 and ${request.to}::date + 1)
  ) as loaded
  from locations l join services s on s.location_id = l.id
  where l.slug = ${request.locationSlug} and s.id = ${request.serviceId}::uuid and s.active
    and ${publicPlaceOf(sql`l`)}`;
}

/**
 * Loads a location's schedule for the availability engine (wall-clock rules plus busy instants nearby) with
 * what booking needs of the offer, in one query: the one loader of availability, the basket and checkout.
 */
export function createAvailabilitySource(db: Db): AvailabilitySource<BookableAvailability> {
  return {
    async load(request): Promise<BookableAvailability | null> {
      if (!UUID.test(request.serviceId) || (request.staffId !== 'any' && !UUID.test(request.staffId)))
        return null;
      const [row] = await preparedRows<{ loaded: Loaded | string }>(db, loadQuery(request));
      if (!row) return null;
      const loaded = typeof row.loaded === 'string' ? (JSON.parse(row.loaded) as Loaded) : row.loaded;
      const { service, place } = loaded;
      return {
        timeZone: place.timeZone,
        policy: loaded.policy,
        service: {
          durationMinutes: service.durationMinutes,
          bufferBeforeMinutes: service.bufferBeforeMinutes,
          bufferAfterMinutes: service.bufferAfterMinutes,
        },
        staff: loaded.staff.map((member) => ({
          id: member.id,
          weeklyHours: member.hours.map(weekly),
          breaks: member.breaks.map(weekly),
          timeOff: member.timeOff.map(range),
          busy: member.busy.map(range),
        })),
        exceptions: loaded.exceptions.map(exception),
        openingHours: loaded.opening ? loaded.opening.map(weekly) : undefined,
        offer: {
          businessId: loaded.businessId,
          place,
          service: {
            id: service.id,
            name: service.name,
            priceMinor: service.priceMinor,
            currency: service.currency,
          },
          staffNames: Object.fromEntries(loaded.staff.map((member) => [member.id, member.name])),
        },
      };
    },
  };
}
