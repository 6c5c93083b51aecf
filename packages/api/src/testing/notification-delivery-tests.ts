import type { Database } from '@kalendo/db';
import {
  addBookableStaff,
  databaseTest,
  insertSampleMarketplace,
  type TestDatabaseTarget,
  testsOnEveryTarget,
} from '@kalendo/db/testing';
import webpush from 'web-push';
import type { VapidKeys } from '../notifications/delivery/send-web-push.ts';
import {
  type NotificationDelivery,
  type NotificationDeliveryOptions,
  startNotificationDelivery,
} from '../notifications/delivery/start-notification-delivery.ts';
import { startPushServiceStandIn } from './push-service-stand-in.ts';

type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;

/** The public origin the delivered emails link to. */
export const DELIVERY_TEST_ORIGIN = 'https://kalendo.test';

/** What a `notificationDeliveryTest` gives each test of the file. */
export interface NotificationDeliveryFixtures {
  database: Database;
  vapid: VapidKeys;
  pushService: PushServiceStandIn;
  place: Awaited<ReturnType<typeof addBookableStaff>>;
  startDelivery: StartDelivery;
}

type StartDelivery = (
  options?: Omit<NotificationDeliveryOptions, 'database' | 'publicOrigin' | 'vapid'>,
) => Promise<NotificationDelivery>;

/**
 * `databaseTest(target)` with what the notification delivery tests share, all of the file: `vapid` keys,
 * a Web Push service stand-in (`pushService`), the sample marketplace with one bookable staff member
 * named `${staffName} ${kind}` (`place`), and `startDelivery(options)`, which starts the delivery on the
 * file's database with those keys and stops whatever is still running at the end of the file, before
 * the push service closes and the database is dropped.
 */
export function notificationDeliveryTest(target: TestDatabaseTarget, staffName: string) {
  return (
    databaseTest(target)
      .extend('vapid', { scope: 'file' }, () => ({
        ...webpush.generateVAPIDKeys(),
        subject: 'mailto:ops@kalendo.test',
      }))
      // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
      .extend('pushService', { scope: 'file' }, async ({}, { onCleanup }) => {
        const pushService = await startPushServiceStandIn();
        onCleanup(() => pushService.close());
        return pushService;
      })
      .extend('place', { scope: 'file' }, async ({ database }) => {
        await insertSampleMarketplace(database.db);
        return addBookableStaff(database.db, [`${staffName} ${target.kind}`], {
          startsAt: '08:00',
          endsAt: '20:00',
        });
      })
      // Depends on the push service so that it is stopped before the push service closes.
      .extend(
        'startDelivery',
        { scope: 'file' },
        async ({ database, vapid, pushService: _pushService }, { onCleanup }): Promise<StartDelivery> => {
          const running = new Set<NotificationDelivery>();
          onCleanup(async () => {
            for (const delivery of running) await delivery.stop();
          });
          return async (options = {}) => {
            const delivery = await startNotificationDelivery({
              database,
              publicOrigin: DELIVERY_TEST_ORIGIN,
              vapid,
              ...options,
            });
            running.add(delivery);
            return {
              ...delivery,
              stop: (how) => {
                running.delete(delivery);
                return delivery.stop(how);
              },
            };
          };
        },
      )
  );
}

/**
 * The file's fixtures in one object, filled before the first test, for helpers written beside the tests
 * (`shared.database`, `shared.place`, …): a hook that names them is what makes vitest start them.
 */
export function sharedFixtures(
  it: ReturnType<typeof notificationDeliveryTest>,
): NotificationDeliveryFixtures {
  const shared = {} as NotificationDeliveryFixtures;
  it.beforeAll(({ database, vapid, pushService, place, startDelivery }) => {
    Object.assign(shared, { database, vapid, pushService, place, startDelivery });
  });
  return shared;
}

/** Every test database target with its `notificationDeliveryTest`, for `describe.each`. */
export const notificationDeliveryTests = (staffName: string) =>
  testsOnEveryTarget((target) => notificationDeliveryTest(target, staffName));
