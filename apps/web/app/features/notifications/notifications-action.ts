import { redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { sameOriginPath } from '../../lib/same-origin-path.ts';

export type NotificationsIntent = 'open' | 'read-all';

/** What the page shows after an action that did not navigate away. */
export type NotificationsActionResult =
  | { intent: NotificationsIntent; ok: true }
  | { intent: NotificationsIntent; ok: false; message: string };

/**
 * The page action. `open`: marks the notification read and goes where it leads (its path, checked against
 * our origin once more; anything else is the home page). `read-all`: marks every notification read.
 */
export async function runNotificationsAction(
  api: ApiClient,
  form: FormData,
  locale: string,
): Promise<NotificationsActionResult | Response> {
  if (form.get('intent') === 'read-all') {
    const marked = await api.markAllNotificationsRead();
    return marked.ok
      ? { intent: 'read-all', ok: true }
      : { intent: 'read-all', ok: false, message: marked.error.message };
  }
  const read = await api.markNotificationRead(String(form.get('id') ?? ''));
  if (!read.ok) return { intent: 'open', ok: false, message: read.error.message };
  return redirect(sameOriginPath(read.data.actionUrl, `/${locale}/home`));
}
