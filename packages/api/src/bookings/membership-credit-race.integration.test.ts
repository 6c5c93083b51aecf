import type { ErrorBody } from '@kalendo/contracts';
import { schema } from '@kalendo/db';
import {
  addBookableStaff,
  buyActiveMembership,
  insertClass,
  insertPlan,
  marketplaceTests,
} from '@kalendo/db/testing';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
const BOOKINGS = 20;
const CREDITS = 3;

describe.each(await marketplaceTests())(
  'bookings racing for a membership’s credits on $kind',
  ({ it, target }) => {
    // Concurrency needs several connections: PGlite serves one statement at a time.
    it.skipIf(target.kind !== 'postgres')(
      `${BOOKINGS} concurrent bookings against ${CREDITS} credits: exactly ${CREDITS} succeed`,
      async ({ marketplace }) => {
        const db = marketplace.db;
        const staffNames = ['Ана', 'Бела', 'Вида'];
        const { serviceId, staffIds } = await addBookableStaff(db, staffNames, {
          startsAt: '09:00',
          endsAt: '17:00',
        });
        const yoga = await insertClass(db, 'lotus-center', { name: 'Hatha yoga' });
        const planId = await insertPlan(db, yoga, {
          name: 'Three cuts',
          credits: CREDITS,
          serviceIds: [serviceId],
        });
        const api = createTestApi(marketplace, { now: () => NOW });
        const email = `race-${target.kind}@example.com`;
        const cookie = sessionCookieOf(await signUpThroughApi(api, { name: 'Racer', email }));
        const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
        const membershipId = await buyActiveMembership(db, { userId: user?.id ?? '', planId, now: NOW });
        // Twenty different free times (Monday 2026-11-23, 09:00–16:00 in Sofia, three staff members).
        const items = Array.from({ length: BOOKINGS }, (_, i) => ({
          locationSlug: 'lotus-center',
          serviceId,
          staffId: staffIds[i % staffIds.length] ?? '',
          start: new Date(Date.UTC(2026, 10, 23, 7 + Math.floor(i / staffIds.length))).toISOString(),
        }));
        const client = apiTestClient(api, { cookie });
        const responses = await Promise.all(
          items.map((item, i) =>
            client.bookings.$post({
              json: { items: [item], membershipId },
              header: { 'idempotency-key': `credit-race-${i}` },
            }),
          ),
        );
        const outcomes = await Promise.all(
          responses.map(async (response) =>
            response.status === 201
              ? '201'
              : `${response.status} ${(await bodyOf<ErrorBody>(response)).error.code}`,
          ),
        );
        expect(outcomes.filter((outcome) => outcome === '201')).toHaveLength(CREDITS);
        expect(outcomes.filter((outcome) => outcome === '422 MEMBERSHIP_NOT_USABLE')).toHaveLength(
          BOOKINGS - CREDITS,
        );
        const [row] = await db
          .select({ creditsLeft: schema.memberships.creditsLeft })
          .from(schema.memberships)
          .where(eq(schema.memberships.id, membershipId));
        expect(row?.creditsLeft).toBe(0);
        const paid = await db
          .select({ id: schema.appointments.id })
          .from(schema.appointments)
          .where(and(eq(schema.appointments.membershipId, membershipId), isNotNull(schema.appointments.id)));
        expect(paid).toHaveLength(CREDITS);
        const moves = await db
          .select()
          .from(schema.membershipCreditMoves)
          .where(eq(schema.membershipCreditMoves.membershipId, membershipId));
        expect(moves.map((move) => move.reason)).toEqual(Array(CREDITS).fill('service-booked'));
      },
    );
  },
);
