import { formToFillNotification } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { planAndNotify } from './plan-notifications.ts';
import { REMINDER_GRACE_MINUTES } from './reminder-planner.ts';

/** A form still to fill is reminded this long before it is due (issue 18). */
export const FORM_REMINDER_MINUTES_BEFORE_DUE = 24 * 60;

interface DueFormReminder {
  id: string;
  user_id: string;
  locale: string;
  due_at: string | Date;
  form: string;
  place: string;
  time_zone: string;
}

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * Plans the reminders of forms still to fill (issue 19's responses before a visit) due at `now`: for each
 * response not done whose due time minus `FORM_REMINDER_MINUTES_BEFORE_DUE` has come (within the grace
 * period of the appointment reminders, and asked before that moment), whose visit is still booked, ONE
 * reminder per response and due time — recorded in `form_response_reminders` and told through
 * `enqueueNotifications` in the same transaction. Returns how many were planned (at most `limit`).
 */
export async function planDueFormReminders(db: Db, input: { now: Date; limit?: number }): Promise<number> {
  const now = sql`${input.now.toISOString()}::timestamptz`;
  const before = sql`make_interval(mins => ${FORM_REMINDER_MINUTES_BEFORE_DUE}::int)`;
  const limit = input.limit ?? 1000;
  return planAndNotify<DueFormReminder>(
    db,
    sql`
      with due as (
        select r.id, r.user_id, r.due_at, r.form_id, r.appointment_id, r.class_booking_id
        from form_responses r
        where r.state <> 'done' and r.user_id is not null
          and r.due_at > ${now} and r.due_at - ${before} <= ${now}
          and r.due_at - ${before} > ${now} - make_interval(mins => ${REMINDER_GRACE_MINUTES}::int)
          and r.created_at < r.due_at - ${before}
          and not exists (select 1 from appointments a
            where a.id = r.appointment_id and a.status <> 'booked')
          and not exists (select 1 from class_bookings cb join class_sessions cs on cs.id = cb.session_id
            where cb.id = r.class_booking_id
              and (cb.status not in ('booked', 'waitlisted') or cs.cancelled_at is not null))
          and not exists (select 1 from form_response_reminders m
            where m.response_id = r.id and m.due_at = r.due_at)
        order by r.due_at
        limit ${limit}
      ), planned as (
        insert into form_response_reminders (response_id, due_at)
        select id, due_at from due
        on conflict do nothing
        returning response_id
      )
      select due.id, due.user_id, u.locale, due.due_at, f.name as form, l.name as place, l.time_zone
      from planned
      join due on due.id = planned.response_id
      join forms f on f.id = due.form_id
      join users u on u.id = due.user_id
      join lateral (
        select l.name, l.time_zone from locations l
        where l.id = coalesce(
            (select a.location_id from appointments a where a.id = due.appointment_id),
            (select cs.location_id from class_bookings cb join class_sessions cs on cs.id = cb.session_id
              where cb.id = due.class_booking_id))
          or (due.appointment_id is null and due.class_booking_id is null and l.business_id = f.business_id)
        order by l.id limit 1
      ) l on true`,
    (row) => ({
      userId: row.user_id,
      notification: formToFillNotification(
        {
          id: row.id,
          form: row.form,
          place: row.place,
          dueAt: asDate(row.due_at),
          timeZone: row.time_zone,
        },
        'form-reminder',
        row.locale,
      ),
    }),
  );
}
