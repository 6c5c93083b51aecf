/** The product's languages (SPEC §2), in the order the seed writes them. */
export const LANGUAGES = ['bg', 'en', 'de', 'es', 'it', 'fr', 'tr', 'ro', 'el', 'mk', 'ru'] as const;

export type Language = (typeof LANGUAGES)[number];

/** A text in every language. */
export type Names = Record<Language, string>;
