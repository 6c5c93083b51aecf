import type { PlannedAppointment } from '@kalendo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import type { BookingConfirmation } from './booking-confirmation.ts';
import { preparedRows } from './prepared-query.ts';

/** A booking as one statement writes it: ids made by the caller, so the confirmation can name them. */
export interface BookingWrite {
  bookingId: string;
  userId: string;
  key: string;
  requestHash: string;
  /** `membershipId`: the membership that paid for the appointment (its credit spent before this write). */
  appointments: Array<PlannedAppointment & { id: string; membershipId?: string | null }>;
  confirmation?: BookingConfirmation | undefined;
  /** The instant of the checkout (a "once per client" form's months are counted back from it). */
  now: Date;
}

/**
 * Item indexes by staff member, then start: every checkout takes its appointments' locks in this order, so
 * two baskets holding the same times in another order wait for each other instead of deadlocking.
 */
function lockOrder(planned: readonly PlannedAppointment[]): number[] {
  const key = (i: number) => `${planned[i]?.staffId} ${planned[i]?.busyStartsAt.toISOString()}`;
  return planned.map((_, i) => i).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a - b));
}

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** `(values …)` of the appointments in lock order, with their index in the request. */
function appointmentValues(write: BookingWrite): SQL {
  const rows = lockOrder(write.appointments).map((index, position) => {
    const a = write.appointments[index] as BookingWrite['appointments'][number];
    return sql`(${position}::int, ${index}::int, ${a.id}::uuid, ${a.businessId}::uuid, ${a.locationId}::uuid,
      ${a.serviceId}::uuid, ${a.staffId}::uuid, ${instant(a.startsAt)}, ${instant(a.endsAt)},
      ${instant(a.busyStartsAt)}, ${instant(a.busyEndsAt)}, ${a.priceMinor}::int, ${a.currency}::text,
      ${a.durationMinutes}::int, ${a.membershipId ?? null}::uuid)`;
  });
  // A checkout of class spots only writes no appointment: an empty set of the same columns.
  const values = rows.length
    ? sql`values ${sql.join(rows, sql`, `)}`
    : sql`select 0, 0, null::uuid, null::uuid, null::uuid, null::uuid, null::uuid, null::timestamptz,
      null::timestamptz, null::timestamptz, null::timestamptz, 0, null::text, 0, null::uuid where false`;
  return sql`(${values}) as v(position, index, id, business_id, location_id, service_id,
    staff_id, starts_at, ends_at, busy_starts_at, busy_ends_at, price_minor, currency, duration_minutes,
    membership_id)`;
}

/** Queues the confirmation email and notification, when there is one, if the booking was inserted. */
function confirmationInserts(write: BookingWrite): SQL {
  if (!write.confirmation) return sql``;
  const { email, notification } = write.confirmation;
  return sql`, queued as (
      insert into outbox_emails ("to", subject, text, html, attachments)
      select ${email.to}, ${email.subject}, ${email.text}, ${email.html ?? null},
        ${JSON.stringify(email.attachments ?? [])}::jsonb from booking
    ), notified as (
      insert into notifications (user_id, kind, params, action_url)
      select ${write.userId}, ${notification.kind}, ${JSON.stringify(notification.params)}::jsonb,
        ${notification.actionUrl} from booking
    )`;
}

/**
 * "A form to fill before your visit" (issue 18) for each response the booking asked for, written in the same
 * statement as the confirmation. The parameters are those of the domain's `formToFillNotification` (names cut
 * to 200 characters, the due time as an ISO instant), built here because the responses' ids are made here.
 */
function formNotifications(write: BookingWrite): SQL {
  if (!write.confirmation) return sql``;
  const prefix = `/${write.confirmation.locale}/forms/`;
  return sql`, forms_notified as (
      insert into notifications (user_id, kind, params, action_url)
      select ${write.userId}, 'form-requested', jsonb_build_object(
          'form', left(f.name, 200), 'place', left(l.name, 200),
          'dueAt', to_char(asked.due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'timeZone', l.time_zone),
        ${prefix} || asked.id::text
      from asked
      join forms f on f.id = asked.form_id
      join booked b on b.id = asked.appointment_id
      join locations l on l.id = b.location_id
    )`;
}

/**
 * Forms of the booked services (issue 19), in the same statement: a "before the visit" form becomes a
 * response to fill, due its hours before the start; a "once per client" one too, unless the user answered
 * it within its months or has one open already (one per form for the whole basket). The completed "before
 * booking" responses checkout used are linked to their appointments.
 */
function formInserts(write: BookingWrite): SQL {
  const { userId, now } = write;
  const asked = sql`, asked as (
      insert into form_responses (form_id, form_version_id, business_id, user_id, appointment_id, due_at)
      select distinct on (f.id, case when f.rule = 'before-visit' then b.id end)
        f.id, (select v.id from form_versions v where v.form_id = f.id order by v.version desc limit 1),
        f.business_id, ${userId}, b.id, b.starts_at - make_interval(hours => f.due_hours_before)
      from booked b
      join services s on s.id = b.service_id
      join forms f on f.id = s.required_form_id and f.active and f.rule in ('before-visit', 'once-per-client')
      where f.rule = 'before-visit' or not exists (
        select 1 from form_responses r left join appointments a on a.id = r.appointment_id
        where r.user_id = ${userId} and r.form_id = f.id and (
          (r.state = 'done' and r.signed_at > ${instant(now)} - make_interval(months => f.valid_months))
          or (r.state <> 'done' and (a.id is null or (a.status = 'booked' and a.starts_at > ${instant(now)})))))
      order by f.id, case when f.rule = 'before-visit' then b.id end, b.starts_at
      returning id, form_id, appointment_id, due_at
    )${formNotifications(write)}`;
  const used = write.appointments.filter((a) => a.formResponseId);
  if (used.length === 0) return asked;
  const pairs = used.map((a) => sql`(${a.formResponseId}::uuid, ${a.id}::uuid)`);
  return sql`${asked}, linked as (
      update form_responses r set appointment_id = u.appointment_id, updated_at = now()
      from (values ${sql.join(pairs, sql`, `)}) as u(response_id, appointment_id)
      where r.id = u.response_id and r.user_id = ${userId} and r.appointment_id is null
        and r.class_booking_id is null
        and exists (select 1 from booking)
    )`;
}

/**
 * The whole booking in ONE statement, atomic on its own (no BEGIN/COMMIT round trips): the booking row
 * (nothing at all when the key is already used: false), its appointments in lock order (the EXCLUDE
 * constraint refuses an overlap), the booked items removed from the user's basket and the confirmation.
 */
export async function writeBooking(db: Db, write: BookingWrite): Promise<boolean> {
  const inBasket = write.appointments.length
    ? sql.join(
        write.appointments.map(
          (a) => sql`(b.service_id = ${a.serviceId}::uuid and b.starts_at = ${instant(a.startsAt)})`,
        ),
        sql` or `,
      )
    : sql`false`;
  const rows = await preparedRows<{ inserted: number }>(
    db,
    sql`with booking as (
      insert into bookings (id, user_id, idempotency_key, request_hash)
      values (${write.bookingId}::uuid, ${write.userId}, ${write.key}, ${write.requestHash})
      on conflict (user_id, idempotency_key) do nothing
      returning id
    ), booked as (
      insert into appointments (id, booking_id, business_id, location_id, service_id, staff_id, user_id,
        starts_at, ends_at, busy_starts_at, busy_ends_at, price_minor, currency, duration_minutes, membership_id)
      select v.id, booking.id, v.business_id, v.location_id, v.service_id, v.staff_id, ${write.userId},
        v.starts_at, v.ends_at, v.busy_starts_at, v.busy_ends_at, v.price_minor, v.currency, v.duration_minutes,
        v.membership_id
      from booking, ${appointmentValues(write)}
      order by v.position
      returning id, service_id, location_id, starts_at
    )${formInserts(write)}, removed as (
      delete from basket_items b
      where b.user_id = ${write.userId} and exists (select 1 from booking) and (${inBasket})
    )${confirmationInserts(write)}
    select count(*)::int as inserted from booking`,
  );
  return Number(rows[0]?.inserted ?? 0) > 0;
}

/**
 * After the database refused the booking for an overlap (or broke a deadlock): the first item, in lock
 * order, whose time is taken by an active appointment or by an earlier item of the same basket.
 */
export async function takenItemIndex(db: Db, write: BookingWrite): Promise<number> {
  if (write.appointments.length === 1) return 0;
  const result = await db.execute(sql`select v.index from ${appointmentValues(write)}
    where exists (
      select 1 from appointments a
      where a.staff_id = v.staff_id and a.status <> 'cancelled'
        and a.busy_starts_at < v.busy_ends_at and a.busy_ends_at > v.busy_starts_at)
    order by v.position limit 1`);
  const taken = resultRows<{ index: number }>(result)[0];
  if (taken) return Number(taken.index);
  const order = lockOrder(write.appointments);
  const clash = order.find((index, position) =>
    order.slice(0, position).some((earlier) => {
      const [a, b] = [write.appointments[earlier], write.appointments[index]];
      return (
        a && b && a.staffId === b.staffId && a.busyStartsAt < b.busyEndsAt && b.busyStartsAt < a.busyEndsAt
      );
    }),
  );
  return clash ?? order[0] ?? 0;
}
