import {
  type BasketEntry,
  type BasketItemDetails,
  type BasketStore,
  type BookingItemRequest,
  isClassItem,
} from '@kalendo/domain';
import { and, asc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import { basketItems, businesses, locations, services, staff, users } from '../schema/index.ts';

import { describeSessions } from './basket-sessions.ts';
import { isPublicPlace } from './published-business.ts';
import { UUID } from './uuid-pattern.ts';

/** The user's items (services at a start, class sessions), oldest first. */
async function listEntries(db: Db, userId: string): Promise<BasketEntry[]> {
  const rows = await db
    .select({
      id: basketItems.id,
      serviceId: basketItems.serviceId,
      staffId: basketItems.staffId,
      startsAt: basketItems.startsAt,
      classSessionId: basketItems.classSessionId,
      locationSlug: locations.slug,
    })
    .from(basketItems)
    .leftJoin(services, eq(services.id, basketItems.serviceId))
    .leftJoin(locations, eq(locations.id, services.locationId))
    .where(eq(basketItems.userId, userId))
    .orderBy(asc(basketItems.createdAt), asc(basketItems.id));
  return rows.flatMap((row): BasketEntry[] => {
    if (row.classSessionId) return [{ id: row.id, sessionId: row.classSessionId }];
    if (!row.locationSlug || !row.startsAt) return [];
    return [
      {
        id: row.id,
        locationSlug: row.locationSlug,
        serviceId: row.serviceId ?? '',
        staffId: row.staffId ?? 'any',
        start: row.startsAt.toISOString(),
      },
    ];
  });
}

/** Place, business, service and staff names of each item; null when one of them does not exist there. */
async function describeItems(
  db: Db,
  items: readonly BookingItemRequest[],
): Promise<Array<BasketItemDetails | null>> {
  const serviceIds = [...new Set(items.map((item) => item.serviceId).filter((id) => UUID.test(id)))];
  const staffIds = [...new Set(items.map((item) => item.staffId).filter((id) => UUID.test(id)))];
  const [offers, members] = await Promise.all([
    serviceIds.length
      ? db
          .select({
            service: services,
            location: locations,
            businessSlug: businesses.slug,
            businessName: businesses.name,
          })
          .from(services)
          .innerJoin(locations, eq(locations.id, services.locationId))
          .innerJoin(businesses, eq(businesses.id, services.businessId))
          .where(and(inArray(services.id, serviceIds), isPublicPlace))
      : [],
    staffIds.length
      ? db
          .select({ id: staff.id, name: staff.name, locationId: staff.locationId })
          .from(staff)
          .where(inArray(staff.id, staffIds))
      : [],
  ]);
  return items.map((item) => {
    const offer = offers.find((row) => row.service.id === item.serviceId);
    if (!offer || offer.location.slug !== item.locationSlug) return null;
    const member =
      item.staffId === 'any'
        ? null
        : members.find((row) => row.id === item.staffId && row.locationId === offer.location.id);
    if (member === undefined) return null;
    return {
      locationSlug: offer.location.slug,
      locationName: offer.location.name,
      businessSlug: offer.businessSlug,
      businessName: offer.businessName,
      serviceName: offer.service.name,
      staffName: member?.name ?? null,
      timeZone: offer.location.timeZone,
      durationMinutes: offer.service.durationMinutes,
      priceMinor: offer.service.priceMinor,
      currency: offer.service.currency,
      bookable: offer.service.active,
    };
  });
}

/** How many items a user's basket holds, as a scalar subquery (alone or with the shell's other counts). */
export function basketCount(userId: string | Placeholder): SQL {
  return sql`(select count(*)::int from ${basketItems} where ${basketItems.userId} = ${userId})`;
}

/** Signed-in users' baskets (`basket_items`); changes are serialized per user by locking the user's row. */
export function createBasketStore(db: Db): BasketStore {
  return {
    list: (userId) => listEntries(db, userId),
    async count(userId) {
      const result = await db.execute(sql`select ${basketCount(userId)} as count`);
      return Number(resultRows<{ count: number | string }>(result)[0]?.count ?? 0);
    },
    describe: (items) => describeItems(db, items),
    describeSessions: (sessionIds, userId) => describeSessions(db, sessionIds, userId),
    change: (userId, plan) =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const { add, result } = plan(await listEntries(tx, userId));
        if (add.length > 0) {
          await tx.insert(basketItems).values(
            add.map((item) =>
              isClassItem(item)
                ? { userId, classSessionId: item.sessionId }
                : {
                    userId,
                    serviceId: item.serviceId,
                    staffId: item.staffId === 'any' ? null : item.staffId,
                    startsAt: new Date(item.start),
                  },
            ),
          );
        }
        return result;
      }),
    async remove(userId, id) {
      const removed = await db
        .delete(basketItems)
        .where(and(eq(basketItems.userId, userId), eq(basketItems.id, id)))
        .returning({ id: basketItems.id });
      return removed.length > 0;
    },
    async clear(userId) {
      await db.delete(basketItems).where(eq(basketItems.userId, userId));
    },
  };
}
