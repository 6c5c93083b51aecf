import { type FormRule, formToFillNotification } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import { enqueueNotification } from './notifications.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The form a class asks (issue 19) and the user's completed "before booking" response not used yet. */
export interface ClassForm {
  formId: string;
  rule: FormRule;
  responseId: string | null;
}

/** A response the spot asked for, with what its notification says. */
interface AskedRow {
  id: string;
  due_at: string | Date;
  form: string;
  place: string;
  time_zone: string;
  locale: string;
}

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * In the spot's transaction: the "before booking" response it used is linked to the class booking (used
 * once); a "before the visit" form becomes a response to fill, due its hours before the session; a "once
 * per client" one too, unless the user answered it within its months or has one open already — the same
 * rules as an appointment's forms in the booking statement. A response made is told ("A form to fill") in the
 * same transaction, as the booking statement tells an appointment's: named by the business's form name, at
 * the session's place, its link in the reader's own language (the users row's locale).
 */
export async function attachClassForm(
  tx: Tx,
  input: { form: ClassForm; userId: string; classBookingId: string; startsAt: Date; now: Date },
): Promise<void> {
  const { form, userId, classBookingId, startsAt, now } = input;
  if (form.rule === 'before-booking') {
    if (!form.responseId) return;
    await tx.execute(sql`update form_responses set class_booking_id = ${classBookingId}, updated_at = now()
      where id = ${form.responseId} and user_id = ${userId}
        and appointment_id is null and class_booking_id is null`);
    return;
  }
  const asked = resultRows<AskedRow>(
    await tx.execute(sql`with asked as (insert into form_responses
      (form_id, form_version_id, business_id, user_id, class_booking_id, due_at)
    select f.id, (select v.id from form_versions v where v.form_id = f.id order by v.version desc limit 1),
      f.business_id, ${userId}, ${classBookingId}, ${instant(startsAt)} - make_interval(hours => f.due_hours_before)
    from forms f
    where f.id = ${form.formId} and (f.rule = 'before-visit' or not exists (
      select 1 from form_responses r
      left join appointments a on a.id = r.appointment_id
      left join class_bookings cb on cb.id = r.class_booking_id
      left join class_sessions cs on cs.id = cb.session_id
      where r.user_id = ${userId} and r.form_id = f.id and (
        (r.state = 'done' and r.signed_at > ${instant(now)} - make_interval(months => f.valid_months))
        or (r.state <> 'done' and (
          (a.id is null and cb.id is null)
          or (a.status = 'booked' and a.starts_at > ${instant(now)})
          or (cb.status in ('booked', 'waitlisted') and cs.starts_at > ${instant(now)}))))))
    returning id, form_id, due_at)
    select asked.id, asked.due_at, f.name as form, l.name as place, l.time_zone, u.locale
    from asked
    join forms f on f.id = asked.form_id
    join class_bookings cb on cb.id = ${classBookingId}
    join class_sessions cs on cs.id = cb.session_id
    join locations l on l.id = cs.location_id
    join users u on u.id = ${userId}`),
  );
  for (const row of asked)
    await enqueueNotification(
      tx,
      userId,
      formToFillNotification(
        {
          id: row.id,
          form: row.form,
          place: row.place,
          dueAt: new Date(row.due_at),
          timeZone: row.time_zone,
        },
        'form-requested',
        row.locale,
      ),
    );
}
