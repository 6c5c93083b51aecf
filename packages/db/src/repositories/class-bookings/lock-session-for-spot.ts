import type { FormRule } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../../client/database.ts';
import type { ClassForm } from '../class-booking-forms.ts';
import { preparedRows } from '../prepared-query.ts';
import { lockClassSession } from './lock-class-session.ts';

interface SpotContextRow {
  published: boolean;
  held_id: string | null;
  waitlisted: number | string;
  form_id: string | null;
  form_rule: FormRule | null;
  response_id: string | null;
}

/**
 * The session's row, locked until the transaction ends (every decision about its spots waits there), and
 * then, in one more statement, what the spot's decision reads: the spot or waitlist place the user holds in
 * it, how many wait, and the active form its class asks (issue 19) with the user's completed response not
 * used yet. The second statement runs after the lock is taken, so (read committed) it sees every decision
 * made before this one. Both statements are prepared. Null when no session has the id, the place cancelled
 * it, or its business is a draft (ADR 038: nobody books a class of a business that is not public) or its place is
 * not public yet (ADR 056).
 */
export async function lockSessionForSpot(tx: DbTransaction, sessionId: string, userId: string) {
  const session = await lockClassSession(tx, sessionId);
  if (!session) return null;
  const [row] = await preparedRows<SpotContextRow>(
    tx,
    sql`select
        exists (select 1 from locations l join businesses pb on pb.id = l.business_id
          where l.id = c.location_id and l.published_at is not null
            and pb.published_at is not null) as published,
        (select b.id from class_bookings b where b.session_id = ${sessionId} and b.user_id = ${userId}
          and b.status in ('booked', 'waitlisted') limit 1) as held_id,
        (select count(*)::int from class_bookings b
          where b.session_id = ${sessionId} and b.status = 'waitlisted') as waitlisted,
        f.id as form_id, f.rule as form_rule,
        (select r.id from form_responses r where r.form_id = f.id and r.user_id = ${userId}
          and r.state = 'done' and r.appointment_id is null and r.class_booking_id is null
          order by r.signed_at desc limit 1) as response_id
      from classes c left join forms f on f.id = c.required_form_id and f.active
      where c.id = ${session.classId}`,
  );
  if (!row?.published) return null;
  const form: ClassForm | null =
    row?.form_id && row.form_rule
      ? { formId: row.form_id, rule: row.form_rule, responseId: row.response_id }
      : null;
  return { ...session, heldId: row?.held_id ?? null, waitlisted: Number(row?.waitlisted ?? 0), form };
}
