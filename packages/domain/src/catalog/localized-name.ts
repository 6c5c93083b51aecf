/** Names per language code, e.g. `{ "en": "Hair", "bg": "Коса" }` (missing languages left out). */
export type LocalizedNames = Partial<Record<string, string>>;

/** The name in `locale`, else in `fallbackLocale`, else the slug: a catalogue entry always has a label. */
export function localizedName(
  names: LocalizedNames,
  slug: string,
  locale: string,
  fallbackLocale: string,
): string {
  return names[locale] || names[fallbackLocale] || slug;
}
