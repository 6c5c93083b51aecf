/**
 * Why a change of one language's description is refused, or null (ADR 054): the text in the business's own
 * language is the fallback of every other one, so another language is written only after it, and it is
 * removed only once no other language has a text. `text` empty: the language's text is removed.
 */
export function refuseDescriptionChange(
  change: { locale: string; text: string },
  ownLocale: string,
  writtenLocales: readonly string[],
): 'own-language-first' | 'own-language-kept' | null {
  const removes = change.text.trim() === '';
  if (change.locale !== ownLocale)
    return removes || writtenLocales.includes(ownLocale) ? null : 'own-language-first';
  if (!removes) return null;
  return writtenLocales.some((locale) => locale !== ownLocale) ? 'own-language-kept' : null;
}
