/**
 * An app process's notification delivery alone, for tests that start several and kill one (-9): reads
 * DATABASE_URL, PUBLIC_URL and VAPID (JSON) from the environment and says "ready" on stdout.
 */
import { createDb } from '@kalendo/db';
import { startNotificationDelivery } from '../notifications/delivery/start-notification-delivery.ts';

const database = await createDb({ databaseUrl: process.env.DATABASE_URL, poolSize: 4 });
await startNotificationDelivery({
  database,
  publicOrigin: process.env.PUBLIC_URL ?? 'https://kalendo.test',
  vapid: process.env.VAPID ? JSON.parse(process.env.VAPID) : undefined,
  relayIntervalMs: 100,
  // Planning often, two processes race for the same due rows (each is planned once).
  plannerIntervalMs: 100,
  batchSize: 5,
  workers: 2,
  supervisionSeconds: 1,
});
process.stdout.write('ready\n');
