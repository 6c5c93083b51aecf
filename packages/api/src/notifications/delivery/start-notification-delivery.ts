import {
  createCustomDomainRechecks,
  createJobQueue,
  createMembershipRenewals,
  createMyAppointments,
  createNotificationDeliveries,
  type Database,
  DELIVER_NOTIFICATION_JOB,
  type DeliverNotificationJob,
  dispatchNotifications,
  planDueFormReminders,
  planDueReminders,
  planDueRenewals,
  planDueReviewRequests,
  RENEW_MEMBERSHIP_JOB,
  type RenewMembershipJob,
} from '@kalendo/db';
import {
  type PaymentGateway,
  payAtVenue,
  recheckDueDomains,
  renewMembership,
  type TxtResolver,
} from '@kalendo/domain';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { ApiLogger } from '../../logging/api-logger.ts';
import { deliverNotifications } from './deliver-notification.ts';
import { createWebPushSender, type VapidKeys, type WebPushSender } from './send-web-push.ts';

const tracer = trace.getTracer('kalendo-jobs');

/** Reminders before each appointment, in minutes (issue 18: 24 h and 2 h), unless configured otherwise. */
export const DEFAULT_REMINDER_MINUTES = [24 * 60, 2 * 60] as const;
/**
 * How often each process looks for due reminders, review requests and form reminders: a reminder goes out
 * at most this long after its moment (each round is one indexed query per planner when nothing is due).
 */
export const PLANNER_INTERVAL_MS = 10_000;
/** Minutes after a completed visit ends before "How was your visit?" (unless configured otherwise). */
export const DEFAULT_REVIEW_REQUEST_DELAY_MINUTES = 60;

/** How often each process looks for verified custom domains due for their daily re-check (ADR 053). */
export const DOMAIN_RECHECK_INTERVAL_MS = 60_000;
/** Domains one round re-checks at most, one after the other (a slow DNS server holds up only this round). */
export const DOMAIN_RECHECKS_PER_ROUND = 10;

export interface NotificationDeliveryOptions {
  database: Database;
  /** Kalendo's public origin: every link in an email. */
  publicOrigin: string;
  /** Web Push keys; no pushes without them. */
  vapid?: VapidKeys | undefined;
  reminderMinutesBefore?: readonly number[];
  reviewRequestDelayMinutes?: number;
  /**
   * How often the relay looks for new notifications (default 1 s) and the planner for due reminders, review
   * requests and form reminders (`PLANNER_INTERVAL_MS`).
   */
  relayIntervalMs?: number;
  plannerIntervalMs?: number;
  /** How many notifications one worker delivers at once (default 50). */
  batchSize?: number;
  /** Workers of the process on PostgreSQL, each taking its own batches (default 4; 1 on PGlite). */
  workers?: number;
  /** How often the jobs of a vanished process are looked for and retried, in seconds (default 60). */
  supervisionSeconds?: number;
  logger?: ApiLogger | undefined;
  /** Told of each failure (metrics, ADR 021): a push a push service refused, a job that will be retried. */
  onFailure?: ((what: 'push' | 'job') => void) | undefined;
  /** What time it is for the planner and the emails (`Clock.now`): the machine's clock by default. */
  now?: () => Date;
  /** Who is asked to pay a membership's renewal (ADR 035): the API's gateway; at the venue by default. */
  payments?: PaymentGateway;
  /**
   * Daily re-checks of verified custom domains (ADR 053) through this resolver; none without it.
   * `onLapsed` is told when a round made a domain untrusted (kept pages that named it are stale).
   */
  customDomains?: { resolver: TxtResolver; intervalMs?: number; perRound?: number; onLapsed?: () => void };
}

/**
 * Delivers notifications by email and push (ADR 020), in every app process: the relay queues the new
 * in-app notifications as pg-boss jobs, the planner writes the due reminders (of appointments and of forms
 * still to fill) and review requests, and a pg-boss worker runs
 * the jobs (retried with exponential backoff). With several processes on PostgreSQL each job runs in one
 * of them; stopped in the middle, the jobs left are delivered after a restart, none twice.
 */
export async function startNotificationDelivery(options: NotificationDeliveryOptions) {
  const { database, logger } = options;
  if (!database.queueConnection) throw new Error('this database runs no job queue');
  const now = options.now ?? (() => new Date());
  const queue = createJobQueue(database.queueConnection, { supervisionSeconds: options.supervisionSeconds });
  queue.on('error', (error: Error) => logger?.error?.({ err: error }, 'job queue error'));
  await queue.start();
  await queue.createQueue(DELIVER_NOTIFICATION_JOB, {
    retryLimit: 10,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 60 * 60,
    expireInSeconds: 5 * 60,
    // A worker that stops beating (a killed process) loses its jobs to the others after 10 s.
    heartbeatSeconds: 10,
  });
  const deps = {
    deliveries: createNotificationDeliveries(database.db),
    appointments: createMyAppointments(database.db),
    origin: options.publicOrigin,
    now,
    push: options.vapid ? countFailures(createWebPushSender(options.vapid), options.onFailure) : undefined,
  };
  await queue.work<DeliverNotificationJob>(
    DELIVER_NOTIFICATION_JOB,
    {
      batchSize: options.batchSize ?? 50,
      pollingIntervalSeconds: 1,
      // A full batch is followed by the next fetch at once (not after the polling interval: that held a
      // process to one batch a second), by each of the process's workers.
      burstWhenBatchFull: true,
      // PGlite is one session: one worker (its queries wait for each other anyway).
      localConcurrency: database.queueConnection.kind === 'pglite' ? 1 : (options.workers ?? 4),
      perJobResults: true,
    },
    // ADR 021: each batch of jobs is a span of its own (with the SQL and pushes inside it).
    (jobs) =>
      tracer.startActiveSpan(
        `job ${DELIVER_NOTIFICATION_JOB}`,
        {
          kind: SpanKind.CONSUMER,
          attributes: { 'messaging.system': 'pg-boss', 'messaging.batch.message_count': jobs.length },
        },
        async (span) => {
          try {
            const outcomes = await deliverNotifications(
              deps,
              jobs.map((job) => job.data.notificationId),
            );
            return jobs.map((job) => {
              const outcome = outcomes.get(job.data.notificationId);
              if (!outcome || !('failed' in outcome)) return { id: job.id, status: 'completed' as const };
              logger?.error?.(
                { err: outcome.failed, notificationId: job.data.notificationId },
                'delivery failed',
              );
              options.onFailure?.('job');
              return { id: job.id, status: 'failed' as const };
            });
          } catch (error) {
            // The batch's transactions rolled back: every job of it is tried again.
            span.setStatus({ code: SpanStatusCode.ERROR });
            logger?.error?.({ err: error, jobs: jobs.length }, 'delivery failed');
            for (const _ of jobs) options.onFailure?.('job');
            return jobs.map((job) => ({ id: job.id, status: 'failed' as const }));
          } finally {
            span.end();
          }
        },
      ),
  );
  await workRenewals(queue, { ...options, now });
  const minutesBefore = options.reminderMinutesBefore ?? DEFAULT_REMINDER_MINUTES;
  /** Runs `task` now and every `everyMs`, one run after the other; `runNow` adds a run and waits for it. */
  const repeat = (task: () => Promise<unknown>, everyMs: number, what: string) => {
    let running: Promise<unknown> = Promise.resolve();
    const tick = () => {
      running = running.then(task).catch((error: Error) => logger?.error?.({ err: error }, `${what} failed`));
      return running;
    };
    const timer = setInterval(tick, everyMs);
    tick();
    return {
      runNow: async () => {
        await tick();
      },
      stop: async () => {
        clearInterval(timer);
        await running;
      },
    };
  };
  /** Until a round takes less than a full batch: a fan-out of many is worked off at once. */
  const drain = async (round: () => Promise<number>, full: number) => {
    while ((await round()) >= full);
  };
  const delayMinutes = options.reviewRequestDelayMinutes ?? DEFAULT_REVIEW_REQUEST_DELAY_MINUTES;
  const planner = repeat(
    async () => {
      await drain(() => planDueReminders(database.db, { now: now(), minutesBefore, limit: 1000 }), 1000);
      await drain(() => planDueReviewRequests(database.db, { now: now(), delayMinutes, limit: 1000 }), 1000);
      await drain(() => planDueFormReminders(database.db, { now: now(), limit: 1000 }), 1000);
      await planDueRenewals(database.db, queue, { now: now(), limit: 500 });
    },
    options.plannerIntervalMs ?? PLANNER_INTERVAL_MS,
    'reminder planning',
  );
  const relay = repeat(
    () => drain(() => dispatchNotifications(database.db, queue, 500), 500),
    options.relayIntervalMs ?? 1000,
    'notification relay',
  );
  const domains = options.customDomains;
  const domainChecks = domains
    ? repeat(
        async () => {
          const round = await recheckDueDomains(
            { store: createCustomDomainRechecks(database.db), resolver: domains.resolver, now },
            domains.perRound ?? DOMAIN_RECHECKS_PER_ROUND,
          );
          if (round.lapsed > 0) domains.onLapsed?.();
        },
        domains.intervalMs ?? DOMAIN_RECHECK_INTERVAL_MS,
        'custom domain re-check',
      )
    : undefined;
  return {
    queue,
    /**
     * Plans what is due now and queues it, without waiting for the planner's and the relay's next rounds
     * (the clock moved forward, ADR 032); resolves when both rounds are done.
     */
    async planDue() {
      await planner.runNow();
      await domainChecks?.runNow();
      await relay.runNow();
    },
    /** Stops taking work; `graceful` lets the jobs in hand finish (a crash is the other case). */
    async stop({ graceful = true }: { graceful?: boolean } = {}) {
      await Promise.all([planner.stop(), relay.stop(), domainChecks?.stop()]);
      await queue.stop({ graceful, close: true });
    },
  };
}

/**
 * Renewals of memberships whose period ended (ADR 035): one job per membership and period (a `stately`
 * queue keeps one waiting per key), each decided in its own transaction behind the membership's row lock,
 * so a retry or a second process never renews twice. A job that fails (the gateway unreachable) is retried.
 */
async function workRenewals(
  queue: Awaited<ReturnType<typeof createJobQueue>>,
  options: NotificationDeliveryOptions & { now: () => Date },
) {
  const { database, logger } = options;
  await queue.createQueue(RENEW_MEMBERSHIP_JOB, {
    policy: 'stately',
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 60 * 60,
    expireInSeconds: 5 * 60,
    heartbeatSeconds: 10,
  });
  const deps = {
    renewals: createMembershipRenewals(database.db),
    payments: options.payments ?? payAtVenue,
    now: options.now,
  };
  await queue.work<RenewMembershipJob>(
    RENEW_MEMBERSHIP_JOB,
    {
      batchSize: 1,
      pollingIntervalSeconds: 1,
      localConcurrency: database.queueConnection?.kind === 'pglite' ? 1 : 2,
    },
    async ([job]) => {
      if (!job) return;
      try {
        await renewMembership(deps, {
          membershipId: job.data.membershipId,
          periodEndedAt: new Date(job.data.periodEndedAt),
        });
      } catch (error) {
        logger?.error?.({ err: error, membershipId: job.data.membershipId }, 'renewal failed');
        options.onFailure?.('job');
        throw error;
      }
    },
  );
}

/** The sender, telling `onFailure` of each push a push service refused or could not be reached for. */
function countFailures(
  send: WebPushSender,
  onFailure: NotificationDeliveryOptions['onFailure'],
): WebPushSender {
  if (!onFailure) return send;
  return async (subscription, message) => {
    try {
      return await send(subscription, message);
    } catch (error) {
      onFailure('push');
      throw error;
    }
  };
}

export type NotificationDelivery = Awaited<ReturnType<typeof startNotificationDelivery>>;
