import { createTestApi, sessionCookieOf, signUpThroughApi } from '@kalendo/api/testing';
import { type Database, type Db, resultRows, schema } from '@kalendo/db';
import { addBookableStaff } from '@kalendo/db/testing';
import { sql } from 'drizzle-orm';

/** Checkout traffic against API processes (`startApiServer`), shared by the race tests and the benchmarks. */

export interface CheckoutItem {
  locationSlug: string;
  serviceId: string;
  staffId: string;
  start: string;
}

const DAY_MS = 86_400_000;
const SIGN_UPS_AT_ONCE = 4;

/**
 * Signs `count` users up through in-process APIs on `database` and returns their session cookies, valid on
 * every `serve-api` process of that database. A few at a time (the password hash is the slow part), each
 * batch on a new API instance: sign-ups are rate limited per instance and address (5 a minute).
 */
export async function signUpMany(database: Database, count: number, prefix = 'buyer'): Promise<string[]> {
  const cookies: string[] = [];
  for (let first = 0; first < count; first += SIGN_UPS_AT_ONCE) {
    const api = createTestApi(database);
    const batch = Array.from({ length: Math.min(SIGN_UPS_AT_ONCE, count - first) }, async (_, offset) => {
      const response = await signUpThroughApi(api, {
        name: 'Load Test',
        email: `${prefix}${first + offset}@example.com`,
      });
      if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
      return sessionCookieOf(response);
    });
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}

/**
 * `count` staff members of the sample marketplace's "lotus-center" who do its 45-minute service every day
 * of the week between `hours` (Sofia wall clock).
 */
export async function addEveryDayStaff(db: Db, count: number, hours: { startsAt: string; endsAt: string }) {
  const names = Array.from({ length: count }, (_, i) => `Staff ${String(i + 1).padStart(3, '0')}`);
  const added = await addBookableStaff(db, names, hours);
  const otherDays = [2, 3, 4, 5, 6, 7].flatMap((weekday) =>
    added.staffIds.map((staffId) => ({ staffId, weekday, ...hours })),
  );
  await db.insert(schema.staffWorkingHours).values(otherDays);
  return added;
}

/** The UTC date (YYYY-MM-DD) of the first Monday at least `minDaysAhead` days after `now`. */
export function upcomingMonday(now: Date, minDaysAhead = 2): string {
  const earliest = new Date(now.getTime() + minDaysAhead * DAY_MS);
  const daysToMonday = (8 - earliest.getUTCDay()) % 7;
  return new Date(earliest.getTime() + daysToMonday * DAY_MS).toISOString().slice(0, 10);
}

/** `POST /api/v1/bookings` as a signed-in browser would send it. */
export function postCheckout(
  baseUrl: string,
  cookie: string,
  idempotencyKey: string,
  items: CheckoutItem[],
): Promise<Response> {
  return fetch(`${baseUrl}/api/v1/bookings`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: baseUrl,
      Cookie: cookie,
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify({ items }),
  });
}

/** The error code of a refused checkout (`SLOT_UNAVAILABLE`, …), or '' for a success. */
export async function errorCodeOf(response: Response): Promise<string> {
  const body = (await response.json()) as { error?: { code?: string } };
  return body.error?.code ?? '';
}

export interface OverlappingPair {
  staffId: string;
  first: string;
  second: string;
}

/** Pairs of active appointments of one staff member whose busy times overlap: a double booking. */
export async function overlappingAppointments(db: Db): Promise<OverlappingPair[]> {
  const result = await db.execute(sql`
    select a.staff_id as "staffId",
      a.id || ' ' || a.busy_starts_at || '–' || a.busy_ends_at as "first",
      b.id || ' ' || b.busy_starts_at || '–' || b.busy_ends_at as "second"
    from appointments a
    join appointments b on b.staff_id = a.staff_id and b.id > a.id
    where a.status <> 'cancelled' and b.status <> 'cancelled'
      and tstzrange(a.busy_starts_at, a.busy_ends_at, '[)') && tstzrange(b.busy_starts_at, b.busy_ends_at, '[)')`);
  return resultRows<OverlappingPair>(result);
}

/** 45-minute turns from 06:00 UTC: 14 of them end by 16:30 UTC, inside 08:00–20:00 in Sofia all year. */
const TURNS_PER_DAY = 14;

/**
 * `count` single-item baskets that never collide, for staff of `addEveryDayStaff` (08:00–20:00): staff
 * member first, then turn, then day from `firstDay`, so neighbouring requests book different people.
 */
export function collisionFreeBaskets(
  count: number,
  place: { serviceId: string; staffIds: string[]; firstDay: string },
  skip = 0,
): CheckoutItem[][] {
  const firstTurn = Date.parse(`${place.firstDay}T06:00:00Z`);
  const perDay = place.staffIds.length * TURNS_PER_DAY;
  return Array.from({ length: count }, (_, i) => {
    const k = i + skip;
    const day = Math.floor(k / perDay);
    const turn = Math.floor((k % perDay) / place.staffIds.length);
    const start = firstTurn + day * DAY_MS + turn * 45 * 60_000;
    return [
      {
        locationSlug: 'lotus-center',
        serviceId: place.serviceId,
        staffId: place.staffIds[k % place.staffIds.length] ?? '',
        start: new Date(start).toISOString(),
      },
    ];
  });
}
