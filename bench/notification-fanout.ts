import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPushServiceStandIn } from '@kalendo/api/testing';
import type { Database } from '@kalendo/db';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import webpush from 'web-push';
import { type BenchRow, report } from './lib/report.ts';
import { onScratchMarketplace } from './lib/scratch-postgres.ts';
import { startSmtpStandIn } from './lib/smtp-stand-in.ts';
import { startApp } from './lib/spawn-app.ts';

const READERS = Number(process.env.BENCH_FANOUT_READERS ?? 10_000);
const PORTS = [3712, 3713];
/** Issue 18: 10,000 reminders due in the same minute, all delivered within 60 s by 2 processes. */
const BUDGET_SECONDS = 60;
const LOCALES = ['bg', 'en', 'de', 'es', 'it', 'fr', 'tr', 'ro', 'el', 'mk', 'ru'];
/** The reference's concurrency: what one process's delivery keeps in flight (its batch of jobs). */
const REFERENCE_CONCURRENCY = 25;

const count = async (database: Database, query: ReturnType<typeof sql>) =>
  Number(((await database.db.execute(query)) as unknown as Array<{ n: number }>)[0]?.n ?? 0);

/**
 * `READERS` clients, each with one browser subscribed to Web Push and email on, and a staff member each
 * for their appointments (appointments of one staff member may not overlap), written in bulk.
 */
async function writeReaders(
  database: Database,
  subscriptions: Array<{ endpoint: string; keys: { p256dh: string; auth: string } }>,
) {
  const [place] = (await database.db.execute(
    sql`select id, business_id from locations where slug = 'lotus-center'`,
  )) as unknown as Array<{ id: string; business_id: string }>;
  if (!place) throw new Error('sample marketplace missing');
  const locales = `{${LOCALES.join(',')}}`;
  await database.db.execute(sql`
    insert into users (id, name, email, locale)
    select 'reader-' || i, 'Reader ' || i, 'reader-' || i || '@example.com', (${locales}::text[])[1 + i % 11]
    from generate_series(1, ${READERS}::int) i`);
  await database.db.execute(sql`
    insert into staff (business_id, location_id, name)
    select ${place.business_id}::uuid, ${place.id}::uuid, 'Bench ' || i from generate_series(1, ${READERS}::int) i`);
  for (let i = 0; i < subscriptions.length; i += 1000) {
    const rows = subscriptions
      .slice(i, i + 1000)
      .map(
        (s, j) =>
          sql`(${`reader-${i + j + 1}`}, 'webpush', ${s.endpoint}, ${'{web}'}::text[], ${s.keys.p256dh}, ${s.keys.auth})`,
      );
    await database.db.execute(
      sql`insert into push_tokens (user_id, provider, token, platforms, p256dh, auth) values ${sql.join(rows, sql`, `)}`,
    );
  }
}

/** Their appointments tomorrow, each one's 24 h reminder due now (booked an hour ago): one statement. */
async function writeDueAppointments(database: Database) {
  const [place] = (await database.db.execute(
    sql`select id, business_id from locations where slug = 'lotus-center'`,
  )) as unknown as Array<{ id: string; business_id: string }>;
  const [service] = (await database.db.execute(
    sql`select id from services where duration_minutes = 45 limit 1`,
  )) as unknown as Array<{ id: string }>;
  if (!place || !service) throw new Error('sample marketplace missing');
  const [booking] = (await database.db.execute(sql`
    insert into bookings (idempotency_key, request_hash) values ('fan-out', 'bench') returning id`)) as unknown as Array<{
    id: string;
  }>;
  await database.db.execute(sql`
    insert into appointments (booking_id, business_id, location_id, service_id, staff_id, user_id,
      starts_at, ends_at, busy_starts_at, busy_ends_at, price_minor, currency, duration_minutes, created_at)
    select ${booking?.id}::uuid, ${place.business_id}::uuid, ${place.id}::uuid, ${service.id}::uuid, s.id,
      'reader-' || substr(s.name, 7), t.starts_at, t.starts_at + interval '45 minutes',
      t.starts_at, t.starts_at + interval '45 minutes', 3000, 'EUR', 45, now() - interval '1 hour'
    from staff s, (select now() + interval '24 hours' - interval '10 seconds' as starts_at) t
    where s.name like 'Bench %'`);
}

/** With `concurrency` in flight, runs `task` for 0..n-1; answers the seconds it took. */
async function timed(n: number, concurrency: number, task: (i: number) => Promise<unknown>) {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await task(next++);
    }),
  );
  return (performance.now() - started) / 1000;
}

/**
 * The 10,000-reminder fan-out (issue 18): 2 app processes (the built server, each running the planner, the
 * relay, the job queue's worker and the SMTP outbox) on one PostgreSQL; time from their start until every
 * reminder was accepted by the local push service stand-in (VAPID checked, payload decrypted) and by the
 * local SMTP server, and whether any reader got two. The reference, in the same run: the stand-ins' own
 * acceptance rate for the same number of pushes (encrypted and signed by web-push) and emails sent straight
 * at them, with the concurrency of one process's batch, without a queue or a database.
 */
export async function benchNotificationFanout(): Promise<boolean> {
  return onScratchMarketplace('notification fan-out', async ({ url, database, servers }) => {
    const pushService = await startPushServiceStandIn();
    const smtp = await startSmtpStandIn();
    const dataDir = mkdtempSync(join(tmpdir(), 'kalendo-bench-fanout-'));
    const vapid = webpush.generateVAPIDKeys();
    try {
      const subscriptions = Array.from({ length: READERS }, () => pushService.subscribe());
      await writeReaders(database, subscriptions);
      await database.db.execute(sql`analyze`);

      // Reference: the stand-ins' raw acceptance of as many pushes and emails, straight from here.
      const referencePush = await timed(READERS, REFERENCE_CONCURRENCY, async (i) => {
        const subscription = subscriptions[i] as (typeof subscriptions)[number];
        const details = webpush.generateRequestDetails(
          subscription,
          JSON.stringify({ title: 'Reminder', body: `#${i}` }),
          {
            vapidDetails: { subject: 'mailto:bench@kalendo.test', ...vapid },
            TTL: 3600,
          },
        );
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: new Uint8Array(details.body as Buffer),
        });
        await response.arrayBuffer();
      });
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        ignoreTLS: true,
        pool: true,
        maxConnections: 5,
      });
      const referenceMail = await timed(READERS, REFERENCE_CONCURRENCY, (i) =>
        transport.sendMail({
          from: 'bench@kalendo.test',
          to: `reference-${i}@example.com`,
          subject: 'Reminder',
          text: `#${i}`,
        }),
      );
      transport.close();
      const pushesBefore = pushService.received.length;
      const mailsBefore = smtp.total();

      const booting = performance.now();
      for (const port of PORTS)
        servers.push(
          await startApp({
            DATABASE_URL: url,
            PORT: String(port),
            DATA_DIR: dataDir,
            SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
            VAPID_PUBLIC_KEY: vapid.publicKey,
            VAPID_PRIVATE_KEY: vapid.privateKey,
            REMINDER_MINUTES_BEFORE: '1440',
          }),
        );
      const readyMs = performance.now() - booting;
      // Both processes run: the reminders fall due now (the planner finds them at its next round, ≤ 10 s).
      const started = performance.now();
      await writeDueAppointments(database);
      const deadline = started + Number(process.env.BENCH_FANOUT_DEADLINE_S ?? 5 * BUDGET_SECONDS) * 1000;
      let pushesMs = 0;
      let mailsMs = 0;
      while (performance.now() < deadline && (pushesMs === 0 || mailsMs === 0)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (!pushesMs && pushService.received.length - pushesBefore >= READERS)
          pushesMs = performance.now() - started;
        if (!mailsMs && smtp.total() - mailsBefore >= READERS) mailsMs = performance.now() - started;
      }
      // A little longer: a duplicate would arrive now.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const pushes = pushService.received.slice(pushesBefore);
      const perReader = new Map<string, number>();
      for (const push of pushes) perReader.set(push.endpoint, (perReader.get(push.endpoint) ?? 0) + 1);
      const readersPushedTwice = [...perReader.values()].filter((n) => n > 1).length;
      const readersMailedTwice = [...smtp.accepted.entries()].filter(
        ([to, n]) => to.startsWith('reader-') && n > 1,
      ).length;
      // The planner’s round (every 10 s) that found them: part of the time counted.
      const plannedAfter = await count(
        database,
        sql`select round(extract(epoch from
            (select min(created_at) from notifications where kind = 'appointment-reminder')
            - (select min(a.created_at) + interval '1 hour' from appointments a
              join bookings b on b.id = a.booking_id where b.idempotency_key = 'fan-out')) * 10)::int as n`,
      );
      const reminders = await count(
        database,
        sql`select count(*)::int as n from notifications where kind = 'appointment-reminder'`,
      );
      const allMs = Math.max(pushesMs, mailsMs) || performance.now() - started;
      const seconds = (ms: number) => Math.round(ms / 100) / 10;
      const rows: BenchRow[] = [
        { name: `${READERS} reminders due: in-app notifications written`, value: reminders, unit: '' },
        { name: 'start of the 2 processes (not counted below)', value: seconds(readyMs), unit: 's' },
        { name: 'first reminder planned (next planner round), after', value: plannedAfter / 10, unit: 's' },
        {
          name: `all ${READERS} pushes accepted by the push stand-in, after`,
          value: pushesMs ? seconds(pushesMs) : -1,
          unit: 's',
        },
        {
          name: `all ${READERS} emails accepted by the SMTP server, after`,
          value: mailsMs ? seconds(mailsMs) : -1,
          unit: 's',
        },
        {
          name: 'all delivered (push and email), after',
          value: seconds(allMs),
          unit: 's',
          budget: BUDGET_SECONDS,
        },
        {
          name: 'reminders delivered per second (push and email each)',
          value: Math.round(READERS / (allMs / 1000)),
          unit: '/s',
        },
        { name: 'readers pushed twice', value: readersPushedTwice, unit: '', budget: 0 },
        { name: 'readers emailed twice', value: readersMailedTwice, unit: '', budget: 0 },
        {
          name: `reference: ${READERS} pushes straight to the stand-in (${REFERENCE_CONCURRENCY} in flight)`,
          value: seconds(referencePush * 1000),
          unit: 's',
        },
        {
          name: 'reference: pushes accepted per second',
          value: Math.round(READERS / referencePush),
          unit: '/s',
        },
        {
          name: `reference: ${READERS} emails straight to the SMTP server`,
          value: seconds(referenceMail * 1000),
          unit: 's',
        },
        {
          name: 'reference: emails accepted per second',
          value: Math.round(READERS / referenceMail),
          unit: '/s',
        },
        {
          name: 'fan-out time ÷ the slower reference channel',
          value: Math.round((allMs / 1000 / Math.max(referencePush, referenceMail)) * 10) / 10,
          unit: '×',
        },
      ];
      const ok = report('notification-fanout', rows);
      if (readersPushedTwice > 0 || readersMailedTwice > 0)
        throw new Error('notification fan-out: a reader got a reminder twice (see above)');
      return ok;
    } finally {
      await Promise.all(servers.splice(0).map((server) => server.kill()));
      await pushService.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

if (import.meta.main) await benchNotificationFanout();
