/** A business's description per language code (ADR 054), e.g. `{ "bg": "…", "en": "…" }`; no text: left out. */
export type Descriptions = Partial<Record<string, string>>;

/** The text a reader is shown and the language it is written in (for the page's `lang` mark). */
export interface ChosenDescription {
  text: string;
  locale: string;
}

/**
 * The description in the reader's language, else in the business's own language (the one it must have),
 * else none: an empty text in the own language. A text of blanks counts as none.
 */
export function chooseDescription(
  descriptions: Descriptions,
  readerLocale: string,
  ownLocale: string,
): ChosenDescription {
  for (const locale of [readerLocale, ownLocale]) {
    const text = descriptions[locale]?.trim();
    if (text) return { text, locale };
  }
  return { text: '', locale: ownLocale };
}

/**
 * What a place says about itself per language: its own text (written in the business's language, ADR 054)
 * replaces the business's text in that language; the business's other languages stand for the place.
 */
export function placeDescriptions(
  businessDescriptions: Descriptions,
  ownLocale: string,
  placeText: string,
): Descriptions {
  return placeText.trim() ? { ...businessDescriptions, [ownLocale]: placeText } : businessDescriptions;
}
