import { appointmentReminderNotification, notifiedAppointment } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { planAndNotify } from './plan-notifications.ts';

/** A reminder later than this after its moment is not sent (the process was down): old news. */
export const REMINDER_GRACE_MINUTES = 30;

interface DueReminder {
  id: string;
  user_id: string;
  locale: string;
  minutes_before: number;
  starts_at: string | Date;
  ends_at: string | Date;
  service: string;
  place: string;
  time_zone: string;
}

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * Plans the reminders due at `now` (issue 18): for each booked appointment whose start minus an offset of
 * `minutesBefore` has come (within the grace period, and booked before that moment), ONE reminder per
 * appointment, offset and start time — recorded in `appointment_reminders` and told through
 * `enqueueNotifications` in the same transaction. Reminders follow the appointment: a cancelled one is
 * no longer booked; a moved one has another start, so it is reminded at its new time only. Returns how
 * many were planned (at most `limit` per call; call again while it returns `limit`).
 */
export async function planDueReminders(
  db: Db,
  input: { now: Date; minutesBefore: readonly number[]; limit?: number },
): Promise<number> {
  const offsets = [...new Set(input.minutesBefore)].filter((m) => Number.isInteger(m) && m > 0);
  if (offsets.length === 0) return 0;
  const now = sql`${input.now.toISOString()}::timestamptz`;
  const furthest = Math.max(...offsets);
  const limit = input.limit ?? 1000;
  return planAndNotify<DueReminder>(
    db,
    sql`
      with due as (
        select a.id, a.user_id, o.minutes as minutes_before, a.starts_at, a.ends_at
        from appointments a
        cross join unnest(${`{${offsets.join(',')}}`}::int[]) as o(minutes)
        where a.status = 'booked'
          and a.starts_at > ${now} and a.starts_at <= ${now} + make_interval(mins => ${furthest}::int)
          and a.starts_at - make_interval(mins => o.minutes) <= ${now}
          and a.starts_at - make_interval(mins => o.minutes)
            > ${now} - make_interval(mins => ${REMINDER_GRACE_MINUTES}::int)
          and a.created_at < a.starts_at - make_interval(mins => o.minutes)
          -- Planned already: skipped, so a fan-out beyond one batch reaches its next rows.
          and not exists (select 1 from appointment_reminders r
            where r.appointment_id = a.id and r.minutes_before = o.minutes and r.starts_at = a.starts_at)
        order by a.starts_at
        limit ${limit}
      ), planned as (
        insert into appointment_reminders (appointment_id, minutes_before, starts_at)
        select id, minutes_before, starts_at from due
        on conflict do nothing
        returning appointment_id, minutes_before
      )
      select due.id, due.user_id, u.locale, due.minutes_before, due.starts_at, due.ends_at,
        s.name as service, l.name as place, l.time_zone
      from planned
      join due on due.id = planned.appointment_id and due.minutes_before = planned.minutes_before
      join appointments a on a.id = due.id
      join services s on s.id = a.service_id
      join locations l on l.id = a.location_id
      join users u on u.id = due.user_id`,
    (row) => ({
      userId: row.user_id,
      notification: appointmentReminderNotification(
        notifiedAppointment({
          id: row.id,
          startsAt: asDate(row.starts_at),
          endsAt: asDate(row.ends_at),
          service: { name: row.service },
          place: { name: row.place, timeZone: row.time_zone },
        }),
        Number(row.minutes_before),
        row.locale,
      ),
    }),
  );
}
