import { reviewRequestNotification } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { planAndNotify } from './plan-notifications.ts';

/**
 * A visit marked completed later than this after its review moment is not asked about (the place marked it
 * late, or the process was down): a week-old "how was it?" is old news.
 */
export const REVIEW_REQUEST_GRACE_MINUTES = 7 * 24 * 60;

interface DueRequest {
  id: string;
  user_id: string;
  locale: string;
  service: string;
  place: string;
}

/**
 * Plans the review requests due at `now` (issue 18): for each completed visit whose end plus `delayMinutes`
 * has come (within the grace period) and that its client has not reviewed, ONE "How was your visit?" —
 * recorded in `appointment_review_requests` and told through `enqueueNotifications` in the same transaction.
 * Only completed visits: a review is accepted for those alone (`canReview`), and a cancelled visit or a
 * no-show is never asked about. Returns how many were planned (at most `limit`; call again while it
 * returns `limit`).
 */
export async function planDueReviewRequests(
  db: Db,
  input: { now: Date; delayMinutes: number; limit?: number },
): Promise<number> {
  const delay = Math.max(0, Math.trunc(input.delayMinutes));
  const moment = sql`${input.now.toISOString()}::timestamptz - make_interval(mins => ${delay}::int)`;
  const limit = input.limit ?? 1000;
  return planAndNotify<DueRequest>(
    db,
    sql`
      with due as (
        select a.id, a.user_id
        from appointments a
        where a.status = 'completed' and a.user_id is not null
          and a.ends_at <= ${moment}
          and a.ends_at > ${moment} - make_interval(mins => ${REVIEW_REQUEST_GRACE_MINUTES}::int)
          and not exists (select 1 from reviews r where r.appointment_id = a.id)
          and not exists (select 1 from appointment_review_requests q where q.appointment_id = a.id)
        order by a.ends_at
        limit ${limit}
      ), planned as (
        insert into appointment_review_requests (appointment_id)
        select id from due
        on conflict do nothing
        returning appointment_id
      )
      select due.id, due.user_id, u.locale, s.name as service, l.name as place
      from planned
      join due on due.id = planned.appointment_id
      join appointments a on a.id = due.id
      join services s on s.id = a.service_id
      join locations l on l.id = a.location_id
      join users u on u.id = due.user_id`,
    (row) => ({
      userId: row.user_id,
      notification: reviewRequestNotification(
        { id: row.id, service: { name: row.service }, place: { name: row.place } },
        row.locale,
      ),
    }),
  );
}
