import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbTransaction } from '../../client/database.ts';
import { locations, marketplaceServices, type services, type staff } from '../../schema/index.ts';
import { openPlaceOf, type WeeklyRange } from './partner-place-rows.ts';
import { notFound, PartnerRefusal } from './partner-refusal.ts';

/**
 * The place must be the business's and open: another business's id, or a closed place (ADR 058), is not
 * found. Read under FOR KEY SHARE, so a removal of the place and this write wait for each other.
 */
export async function placeOf(tx: DbTransaction, businessId: string, placeId: string) {
  const [place] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(openPlaceOf(businessId, placeId))
    .for('key share');
  if (!place) throw notFound();
}

/** Every id must name an active row of the business at the place; one that does not is not found. */
export async function checkIds(
  tx: DbTransaction,
  table: typeof services | typeof staff,
  ids: string[],
  businessId: string,
  placeId: string,
) {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const [row] = await tx
    .select({ found: count() })
    .from(table)
    .where(
      and(
        inArray(table.id, unique),
        eq(table.businessId, businessId),
        eq(table.locationId, placeId),
        eq(table.active, true),
      ),
    );
  if ((row?.found ?? 0) !== unique.length) throw notFound();
}

export async function marketplaceServiceIdOf(tx: DbTransaction, slug: string | null) {
  if (slug === null) return null;
  const [row] = await tx
    .select({ id: marketplaceServices.id })
    .from(marketplaceServices)
    .where(eq(marketplaceServices.slug, slug));
  if (!row) throw new PartnerRefusal({ kind: 'unknown-reference', field: 'marketplaceServiceSlug' });
  return row.id;
}

export const weeklyRows = (staffId: string, ranges: WeeklyRange[]) =>
  ranges.map((range) => ({ staffId, weekday: range.weekday, startsAt: range.start, endsAt: range.end }));
