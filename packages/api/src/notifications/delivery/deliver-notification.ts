import type { NotificationDeliveries, NotificationToDeliver } from '@kalendo/db';
import {
  type AppointmentsOfOwners,
  describeNotification,
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
  'class-teacher-changed',
  'membership-renewed',
  'membership-ended',
  'custom-domain-lapsed',
  'membership-activated',
]);

export interface DeliveryDeps {
  deliveries: NotificationDeliveries;
  appointments: AppointmentsOfOwners;
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

/** What became of one notification of a batch: sent by email and to how many browsers, or not yet. */
export type DeliveryOutcome = { email: boolean; pushes: number } | { failed: unknown };

/** A notification of the batch, rendered in its reader's language. */
interface Rendered {
  found: NotificationToDeliver;
  locale: Locale;
  described: ReturnType<typeof describeNotification>;
  text: ReturnType<typeof renderNotificationText>;
}

/**
 * Delivers a batch of notifications (the jobs of ADR 020), each in its reader's language, by the channels
 * they chose in Settings: email (through the outbox) and Web Push to each of their browsers. Each channel
 * of each notification at most once, however often its job runs: one transaction per channel claims the
 * batch's delivery records (a few queries for the whole batch, not a few per notification). A push service
 * that forgot a subscription (404/410) makes us forget it too. Notifications gone from the database count
 * as delivered (nothing to send); one whose browsers were all unreachable is `failed` (its job retries).
 */
export async function deliverNotifications(
  deps: DeliveryDeps,
  notificationIds: readonly string[],
): Promise<Map<string, DeliveryOutcome>> {
  const outcomes = new Map<string, DeliveryOutcome>(
    notificationIds.map((id) => [id, { email: false, pushes: 0 }]),
  );
  const rendered: Rendered[] = [];
  for (const found of await deps.deliveries.findMany(notificationIds)) {
    try {
      const { recipient } = found;
      const locale: Locale = isSupportedLocale(recipient.locale) ? recipient.locale : 'en';
      const described = describeNotification(found.notification, locale, isSupportedLocale);
      rendered.push({ found, locale, described, text: renderNotificationText(described, locale) });
    } catch (error) {
      outcomes.set(found.notification.id, { failed: error });
    }
  }
  const emailed = await deliverEmails(
    deps,
    rendered.filter((r) => r.found.recipient.byEmail && EMAILED_KINDS.has(r.described.content.kind)),
  );
  for (const id of emailed) outcomes.set(id, { email: true, pushes: 0 });
  if (deps.push) {
    const pushed = await deliverPushes(
      deps.push,
      deps,
      rendered.filter((r) => r.found.recipient.byPush),
    );
    for (const [id, result] of pushed) {
      const outcome = outcomes.get(id);
      if (typeof result !== 'number') outcomes.set(id, { failed: result.failed });
      else if (outcome && 'email' in outcome) outcomes.set(id, { ...outcome, pushes: result });
    }
  }
  return outcomes;
}

/** The batch's emails, written to the outbox with their delivery records in one transaction; the ids emailed. */
async function deliverEmails(deps: DeliveryDeps, batch: readonly Rendered[]): Promise<string[]> {
  if (batch.length === 0) return [];
  // The appointments the batch tells of, in one read (each its reader's own).
  const refs = batch.flatMap(({ found, described }) => {
    const id = appointmentIdOf(described.content);
    return id ? [{ userId: found.recipient.id, id }] : [];
  });
  const appointments = new Map((await deps.appointments.findEach(refs)).map((a) => [a.id, a]));
  const emails = new Map(
    batch.map(({ found, locale, described, text }) => {
      const appointmentId = appointmentIdOf(described.content);
      const email = composeNotificationEmail({
        to: found.recipient,
        locale,
        origin: deps.origin,
        now: deps.now(),
        text,
        actionPath: described.actionPath,
        appointment: (appointmentId && appointments.get(appointmentId)) || null,
      });
      return [found.notification.id, email] as const;
    }),
  );
  return deps.deliveries.deliverOnceEach([...emails.keys()], 'email', async (tx, claimed) => {
    await deps.deliveries.queueEmails(
      tx,
      claimed.flatMap((id) => emails.get(id) ?? []),
    );
    return new Set();
  });
}

/**
 * The batch's pushes, to every browser of each reader, inside the transaction holding their delivery
 * records: a notification none of whose browsers could be reached loses its record (its job retries; a
 * sent push is never resent). Answers, per notification pushed, how many browsers got it or its failure.
 */
async function deliverPushes(
  push: WebPushSender,
  deps: DeliveryDeps,
  batch: readonly Rendered[],
): Promise<Map<string, number | { failed: unknown }>> {
  const results = new Map<string, number | { failed: unknown }>();
  const subscriptions = await deps.deliveries.webPushSubscriptions(batch.map((r) => r.found.recipient.id));
  const toPush = new Map(
    batch.flatMap((r) => {
      const of = subscriptions.get(r.found.recipient.id) ?? [];
      return of.length > 0 ? [[r.found.notification.id, { ...r, subscriptions: of }] as const] : [];
    }),
  );
  const gone: string[] = [];
  await deps.deliveries.deliverOnceEach([...toPush.keys()], 'push', async (_tx, claimed) => {
    const failed = new Set<string>();
    await Promise.all(
      claimed.map(async (id) => {
        const {
          text,
          described,
          subscriptions: browsers,
        } = toPush.get(id) as NonNullable<ReturnType<typeof toPush.get>>;
        const message = { ...text, tag: id, data: { action_url: described.actionPath } };
        const sent = await Promise.allSettled(browsers.map((s) => push(s, message)));
        let pushes = 0;
        for (const [i, outcome] of sent.entries()) {
          if (outcome.status !== 'fulfilled') continue;
          if (outcome.value === 'sent') pushes++;
          else gone.push(browsers[i]?.endpoint ?? '');
        }
        // Every browser unreachable for now: the job tries again later.
        const failure = sent.find((o) => o.status === 'rejected');
        if (pushes === 0 && failure) {
          failed.add(id);
          results.set(id, { failed: failure.reason });
        } else results.set(id, pushes);
      }),
    );
    return failed;
  });
  // After the delivery's transaction: PGlite has one session, and it is held until the commit.
  for (const endpoint of gone) await deps.deliveries.forgetWebPushSubscription(endpoint);
  return results;
}
