import type { LocalizedNames } from '../catalog/localized-name.ts';

/** Port implemented by the database layer: the names of cities per language, by slug. */
export interface CityNameDirectory {
  /** The known cities among `slugs`; a slug without a row is left out. */
  namesOf(slugs: readonly string[]): Promise<Map<string, LocalizedNames>>;
  /** Every city that has a place: its names (empty when it has no row of names) and its places' spelling. */
  listWithPlaces(): Promise<{ slug: string; ownName: string; names: LocalizedNames }[]>;
}

/**
 * The cities that have places, named in `locale` (else as their places spell them), in that language's
 * alphabetical order.
 */
export async function listCitiesIn(
  deps: { cityNames: CityNameDirectory },
  locale: string,
): Promise<{ slug: string; name: string }[]> {
  const rows = await deps.cityNames.listWithPlaces();
  const collator = new Intl.Collator(locale);
  return rows
    .map((row) => ({ slug: row.slug, name: row.names[locale] ?? row.ownName }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * Places with their city named in the reader's language (SPEC §5: data in the page's language): "Sofia" on
 * an English page, "София" on a Bulgarian one. A city without a name in that language keeps the place's own.
 */
export async function nameCitiesIn<T extends { city: string; citySlug: string }>(
  deps: { cityNames: CityNameDirectory },
  items: readonly T[],
  locale: string,
): Promise<T[]> {
  if (items.length === 0) return [];
  const names = await deps.cityNames.namesOf([...new Set(items.map((item) => item.citySlug))]);
  return items.map((item) => {
    const name = names.get(item.citySlug)?.[locale];
    return name ? { ...item, city: name } : item;
  });
}
