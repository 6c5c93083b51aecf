import type { SortKey } from '@kalendo/domain';
import { type SQL, sql } from 'drizzle-orm';

/** Each sort key as an ascending integer over the `base` columns (best first = smallest). */
const KEY_SQL: Record<SortKey, SQL> = {
  textRank: sql`-round(base.text_score * 100)::int`,
  rating: sql`-round(base.rating_average * 100)::int`,
  ratingCount: sql`-base.rating_count`,
  distance: sql`coalesce(round(base.distance_m)::int, 0)`,
  price: sql`coalesce(base.price_from_minor, 2147483647)`,
};

/** `key_0, key_1, …` for the select list of the ranked rows. */
export function keyColumns(keys: SortKey[]): SQL {
  return sql.join(
    keys.map((key, index) => sql`${KEY_SQL[key]} as ${sql.identifier(`key_${index}`)}`),
    sql`, `,
  );
}

/** The key columns and the id, in order: for ORDER BY and the keyset comparison. */
export function keyTuple(keys: SortKey[]): SQL {
  return sql.join([...keys.map((_, index) => sql.identifier(`key_${index}`)), sql`location_id`], sql`, `);
}

/** Rows strictly after the position (keys then id), or every row. */
export function afterPosition(keys: SortKey[], after: { keys: number[]; id: string } | null): SQL {
  if (!after) return sql`true`;
  const values = [...after.keys.map((value) => sql`${value}::int`), sql`${after.id}::uuid`];
  return sql`(${keyTuple(keys)}) > (${sql.join(values, sql`, `)})`;
}
