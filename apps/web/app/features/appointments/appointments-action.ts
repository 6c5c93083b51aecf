import type { CalendarFeed } from '@kalendo/contracts';
import type { ApiResult } from '../../lib/api-answers.ts';
import type { ApiClient } from '../../lib/api-client.ts';

/** Actions on one appointment (the result carries its id) and on the calendar feed (id ''). */
export type CardIntent = 'cancel' | 'review' | 'delete-review' | 'cancel-class';
export type FeedIntent = 'feed-create' | 'feed-rotate' | 'feed-off';
export type AppointmentsIntent = CardIntent | FeedIntent;

/** What the page shows after an action, next to where it was taken; `feed`: a new URL, shown once. */
export type AppointmentsActionResult =
  | { intent: AppointmentsIntent; id: string; ok: true; feed?: CalendarFeed }
  | { intent: AppointmentsIntent; id: string; ok: false; message: string };

function outcome(
  intent: AppointmentsIntent,
  id: string,
  result: ApiResult<unknown>,
): AppointmentsActionResult {
  return result.ok ? { intent, id, ok: true } : { intent, id, ok: false, message: result.error.message };
}

/**
 * The page action: cancel, review, withdraw a review, give back a class spot or waitlist place, or
 * create/rotate/turn off the calendar feed.
 */
export async function runAppointmentsAction(
  api: ApiClient,
  form: FormData,
): Promise<AppointmentsActionResult> {
  const intent = String(form.get('intent') ?? 'cancel');
  const id = String(form.get('id') ?? '');
  switch (intent) {
    case 'review':
      return outcome(
        intent,
        id,
        await api.writeReview(id, {
          rating: Number(form.get('rating')),
          body: String(form.get('body') ?? ''),
        }),
      );
    case 'delete-review':
      return outcome(intent, id, await api.deleteReview(String(form.get('reviewId') ?? '')));
    case 'feed-create':
    case 'feed-rotate': {
      const created = await api.createCalendarFeed();
      return created.ok ? { intent, id: '', ok: true, feed: created.data } : outcome(intent, '', created);
    }
    case 'cancel-class':
      return outcome(intent, id, await api.cancelClassBooking(id));
    case 'feed-off':
      return outcome(intent, '', await api.deleteCalendarFeed());
    default:
      return outcome('cancel', id, await api.cancelMyAppointment(id));
  }
}
