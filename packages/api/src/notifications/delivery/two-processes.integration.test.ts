import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createPushTokenRegistry, type Database, enqueueNotification, schema } from '@kalendo/db';
import {
  addBookableStaff,
  insertAppointment,
  insertSampleMarketplace,
  testDatabaseTargets,
} from '@kalendo/db/testing';
import { appointmentCancelledNotification } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { startPushServiceStandIn } from '../../testing/push-service-stand-in.ts';

const WORKER = fileURLToPath(new URL('../../testing/notification-worker-process.ts', import.meta.url));
const postgres = (await testDatabaseTargets()).find((target) => target.kind === 'postgres');
const COUNT = 40;

describe.skipIf(!postgres)('notification delivery by two app processes on PostgreSQL', () => {
  let database: Database;
  let url: string;
  let drop: () => Promise<void>;
  let pushService: Awaited<ReturnType<typeof startPushServiceStandIn>>;
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@kalendo.test' };
  const workers: ChildProcess[] = [];

  /** An app process's delivery (see notification-worker-process.ts), ready when it says so. */
  async function startWorker(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', WORKER], {
      env: { ...process.env, DATABASE_URL: url, VAPID: JSON.stringify(vapid) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    workers.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await expect.poll(() => output, { timeout: 30_000 }).toContain('ready');
    return child;
  }

  const count = async (query: ReturnType<typeof sql>) =>
    Number(((await database.db.execute(query)) as unknown as Array<{ n: number }>)[0]?.n ?? 0);

  beforeAll(async () => {
    const opened = await (postgres as NonNullable<typeof postgres>).open();
    ({ database, drop } = opened);
    url = opened.url as string;
    // Slow answers keep pushes in flight, so the kill lands in the middle of jobs.
    pushService = await startPushServiceStandIn({ answerAfterMs: 100 });
    const registry = createPushTokenRegistry(database.db);
    const users = Array.from({ length: COUNT }, (_, i) => ({
      id: `reader-${i}`,
      name: `Reader ${i}`,
      email: `reader-${i}@example.com`,
      locale: i % 2 ? 'de' : 'ru',
    }));
    await database.db.insert(schema.users).values(users);
    for (const user of users) {
      const phone = pushService.subscribe();
      await registry.register(
        {
          userId: user.id,
          provider: 'webpush',
          token: phone.endpoint,
          refreshToken: null,
          platforms: ['web'],
          keys: phone.keys,
        },
        new Date(),
      );
      await database.db.transaction((tx) =>
        enqueueNotification(
          tx,
          user.id,
          appointmentCancelledNotification(
            {
              id: crypto.randomUUID(),
              startsAt: new Date(Date.now() + 86_400_000),
              endsAt: new Date(Date.now() + 90_000_000),
              service: { name: 'Haircut' },
              place: { name: 'Lotus', timeZone: 'Europe/Sofia' },
            },
            user.locale,
          ),
        ),
      );
    }
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await pushService.close();
    await drop();
  });

  it('delivers every notification once by email and push, with one process killed (-9) midway and restarted', async () => {
    const first = await startWorker();
    await startWorker();
    await expect
      .poll(() => pushService.received.length, { timeout: 30_000, interval: 20 })
      .toBeGreaterThan(5);
    first.kill('SIGKILL');
    await once(first, 'exit');
    await startWorker();
    await expect
      .poll(() => count(sql`select count(*)::int as n from notification_deliveries`), { timeout: 60_000 })
      .toBe(2 * COUNT);
    await expect.poll(() => new Set(pushService.received.map((p) => p.endpoint)).size).toBe(COUNT);
    // Each reader: exactly one email in the outbox, one notification's pushes (a push sent again by a
    // retry after the kill carries the same topic, so the push service keeps one).
    expect(
      await count(
        sql`select count(*)::int as n from (select "to" from outbox_emails group by "to" having count(*) > 1) twice`,
      ),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from outbox_emails`)).toBe(COUNT);
    const topics = new Map<string, Set<string>>();
    for (const push of pushService.received)
      topics.set(push.endpoint, (topics.get(push.endpoint) ?? new Set()).add(push.topic ?? ''));
    expect([...topics.values()].every((set) => set.size === 1 && !set.has(''))).toBe(true);
    expect(await count(sql`select count(*)::int as n from notifications where dispatched_at is null`)).toBe(
      0,
    );
    expect(pushService.refused).toEqual([]);
    // Sent again at most: the batches the killed process had in hand (2 workers, batchSize 5).
    expect(pushService.received.length).toBeLessThanOrEqual(COUNT + 2 * 5);
  });

  it('plans each review request once with two processes planning the same due visits', async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await insertSampleMarketplace(database.db);
    const place = await addBookableStaff(database.db, ['Iva'], { startsAt: '08:00', endsAt: '20:00' });
    const ended = Date.now() - 2 * 3_600_000;
    for (let i = 0; i < COUNT; i++)
      await insertAppointment(database.db, {
        location: place.location,
        serviceId: place.serviceId,
        staffId: place.staffIds[0] as string,
        start: new Date(ended - (i + 1) * 3_600_000),
        end: new Date(ended - i * 3_600_000),
        userId: `reader-${i}`,
        status: 'completed',
      });
    await Promise.all([startWorker(), startWorker()]);
    const requests = sql`select count(*)::int as n from notifications where kind = 'review-request'`;
    await expect.poll(() => count(requests), { timeout: 30_000 }).toBe(COUNT);
    await expect
      .poll(() => count(sql`select count(*)::int as n from notification_deliveries`), { timeout: 60_000 })
      .toBe(4 * COUNT);
    // More rounds of both planners: still one each, one email each.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await count(requests)).toBe(COUNT);
    expect(await count(sql`select count(*)::int as n from appointment_review_requests`)).toBe(COUNT);
    expect(await count(sql`select count(*)::int as n from outbox_emails`)).toBe(2 * COUNT);
    expect(
      await count(sql`select count(*)::int as n from (select "to" from outbox_emails
        group by "to" having count(*) > 2) thrice`),
    ).toBe(0);
  });
});
