/**
 * The `lang` a text written by a business needs on a page: its own language when it is not the page's (ADR
 * 054: a description shown in the business's language to a reader of another), else none.
 */
export const langIfOther = (textLocale: string, pageLocale: string): string | undefined =>
  textLocale === pageLocale ? undefined : textLocale;
