import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import { locationOpeningHours, locations } from '../../schema/index.ts';
import { appendAudit } from './partner-audit.ts';
import { notFound } from './partner-refusal.ts';
import { slugFrom } from './slug-from.ts';

/** A place as a partner gives it: at set-up, or added later (ADR 056). */
export interface NewPlace {
  name: string;
  addressLine: string;
  city: string;
  citySlug: string;
  postalCode: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  currency: string;
  phone: string;
  email: string;
  description: string;
}

export interface WeeklyRange {
  weekday: number;
  start: string;
  end: string;
}

export interface BookingPolicy {
  horizonDays: number;
  leadTimeMinutes: number;
  cancellationWindowMinutes: number;
  slotStepMinutes: number;
}

/** Details of a place a partner may change. */
export type PlacePatch = Partial<NewPlace>;

export interface SpecialDay {
  date: string;
  closed: boolean;
  opens: string | null;
  closes: string | null;
  note: string;
}

/** `HH:MM:SS` as PostgreSQL prints `time`, `HH:MM` as the API speaks (`24:00:00` stays the day's end). */
export const wallTime = (value: string) => value.slice(0, 5);

/** The business's place, unless closed (ADR 058: an archived place is not found in the portal). */
export const openPlaceOf = (businessId: string, placeId: string) =>
  and(eq(locations.id, placeId), eq(locations.businessId, businessId), isNull(locations.archivedAt));

/** The place of the business, locked for the change; another business's (or a closed) place is not found. */
export async function lockPlace(tx: DbTransaction, businessId: string, placeId: string) {
  const [place] = await tx.select().from(locations).where(openPlaceOf(businessId, placeId)).for('update');
  if (!place) throw notFound();
  return place;
}

export async function weeklyOf(db: Db | DbTransaction, placeId: string): Promise<WeeklyRange[]> {
  const rows = await db
    .select()
    .from(locationOpeningHours)
    .where(eq(locationOpeningHours.locationId, placeId))
    .orderBy(asc(locationOpeningHours.weekday), asc(locationOpeningHours.opensAt));
  return rows.map((row) => ({
    weekday: row.weekday,
    start: wallTime(row.opensAt),
    end: wallTime(row.closesAt),
  }));
}

/** Replaces the place's weekly hours with `weekly` (the set-up's one way to write them). */
export async function writeWeekly(tx: DbTransaction, placeId: string, weekly: WeeklyRange[]) {
  await tx.delete(locationOpeningHours).where(eq(locationOpeningHours.locationId, placeId));
  if (weekly.length > 0)
    await tx.insert(locationOpeningHours).values(
      weekly.map((range) => ({
        locationId: placeId,
        weekday: range.weekday,
        opensAt: range.start,
        closesAt: range.end,
      })),
    );
}

/**
 * Inserts a place of the business and audits it (`place.create`): the set-up's first place, public with its
 * business (`publishedAt` set), or one added later, out of public view until published itself (null, ADR 056).
 */
export async function insertPlace(
  tx: DbTransaction,
  input: {
    businessId: string;
    actorUserId: string;
    locale: string;
    place: NewPlace;
    publishedAt: Date | null;
  },
) {
  const { businessId, actorUserId, locale, place, publishedAt } = input;
  const [row] = await tx
    .insert(locations)
    .values({ ...place, businessId, slug: slugFrom(place.name), locale, publishedAt })
    .returning();
  if (!row) throw new Error('place not inserted');
  await appendAudit(tx, {
    businessId,
    actorUserId,
    action: 'place.create',
    subjectKind: 'place',
    subjectId: row.id,
    after: row,
  });
  return row;
}
