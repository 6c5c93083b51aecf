import type { NotificationDeliveries } from '@kalendo/db';
import {
  describeNotification,
  type MyAppointmentsStore,
  type NotificationContent,
  type NotificationKind,
} from '@kalendo/domain';
import { isSupportedLocale, type Locale } from '@kalendo/i18n';
import { renderNotificationText } from '../notification-text.ts';
import { composeNotificationEmail } from './compose-notification-email.ts';
import type { WebPushSender } from './send-web-push.ts';

/**
 * Kinds told by email too. A booking confirmation (every appointment and the calendar file) and a class
 * spot given from the waitlist have their own emails, written in the change's transaction; a `message`
 * row is old fixed text.
 */
const EMAILED_KINDS: ReadonlySet<NotificationKind> = new Set([
  'appointment-rescheduled',
  'appointment-cancelled',
  'appointment-reminder',
  'appointment-cancelled-by-place',
  'review-request',
  'form-requested',
  'form-reminder',
  'class-session-cancelled',
  'class-session-moved',
]);

export interface DeliveryDeps {
  deliveries: NotificationDeliveries;
  appointments: Pick<MyAppointmentsStore, 'find'>;
  /** Kalendo's public origin: every link in an email. */
  origin: string;
  now: () => Date;
  /** Web Push; off when absent (no VAPID keys). */
  push?: WebPushSender | undefined;
}

/** The appointment a notification is about, if it is about one. */
function appointmentIdOf(content: NotificationContent): string | null {
  switch (content.kind) {
    case 'appointment-rescheduled':
    case 'appointment-cancelled':
    case 'appointment-reminder':
    case 'appointment-cancelled-by-place':
      return content.params.appointment.appointmentId;
    case 'booking-confirmed':
      return content.params.appointments[0]?.appointmentId ?? null;
    default:
      return null;
  }
}

/**
 * Delivers one notification (the job of ADR 020) in its reader's language, by the channels they chose in
 * Settings: email (through the outbox) and Web Push to each of their browsers. Each channel at most once,
 * however often the job runs; a push service that forgot a subscription (404/410) makes us forget it too.
 */
export async function deliverNotification(
  deps: DeliveryDeps,
  notificationId: string,
): Promise<{ email: boolean; pushes: number }> {
  const found = await deps.deliveries.find(notificationId);
  if (!found) return { email: false, pushes: 0 };
  const { recipient } = found;
  const locale: Locale = isSupportedLocale(recipient.locale) ? recipient.locale : 'en';
  const described = describeNotification(found.notification, locale, isSupportedLocale);
  const text = renderNotificationText(described, locale);
  const appointmentId = appointmentIdOf(described.content);
  let email = false;
  if (recipient.byEmail && EMAILED_KINDS.has(described.content.kind)) {
    const appointment = appointmentId ? await deps.appointments.find(recipient.id, appointmentId) : null;
    email = await deps.deliveries.deliverOnce(notificationId, 'email', async (tx) => {
      await deps.deliveries.queueEmail(
        tx,
        composeNotificationEmail({
          to: recipient,
          locale,
          origin: deps.origin,
          now: deps.now(),
          text,
          actionPath: described.actionPath,
          appointment,
        }),
      );
    });
  }
  let pushes = 0;
  const push = deps.push;
  if (push && recipient.byPush) {
    const subscriptions = await deps.deliveries.webPushSubscriptions(recipient.id);
    const gone: string[] = [];
    if (subscriptions.length > 0)
      await deps.deliveries.deliverOnce(notificationId, 'push', async () => {
        const message = { ...text, tag: notificationId, data: { action_url: described.actionPath } };
        const outcomes = await Promise.allSettled(subscriptions.map((s) => push(s, message)));
        for (const [i, outcome] of outcomes.entries()) {
          if (outcome.status !== 'fulfilled') continue;
          if (outcome.value === 'sent') pushes++;
          else gone.push(subscriptions[i]?.endpoint ?? '');
        }
        // Every browser unreachable for now: the job tries again later (a sent push is never resent).
        const failure = outcomes.find((o) => o.status === 'rejected');
        if (pushes === 0 && failure) throw failure.reason;
      });
    // After the delivery's transaction: PGlite has one session, and it is held until the commit.
    for (const endpoint of gone) await deps.deliveries.forgetWebPushSubscription(endpoint);
  }
  return { email, pushes };
}
