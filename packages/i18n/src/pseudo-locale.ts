/**
 * A pseudo-locale (issue 24): English with every letter of our messages accented and each message
 * bracketed, e.g. "Book now" → "⟦Ɓööķ ñöŵ⟧". Run in place of English by an end-to-end test (`PSEUDO_LOCALE`,
 * development tools only), so text written into the code instead of the messages stands out as plain
 * English. Interpolations (`{{name}}`), nesting (`$t(key)`) and tags (`<1>…</1>`) are kept as they are.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] as string,
  ]),
);

/** Parts of a message that i18next reads: left untouched. */
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\d+\/?>|<\/?[a-z]+\/?>)/;

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** One message in the pseudo-locale. */
export function pseudoMessage(message: string): string {
  const parts = message.split(KEPT);
  const accented = parts.map((part, index) =>
    index % 2 === 1 ? part : [...part].map((char) => ACCENTED[char] ?? char).join(''),
  );
  return `${PSEUDO_OPEN}${accented.join('')}${PSEUDO_CLOSE}`;
}

/** Every message of a namespace (nested objects and plural forms included) in the pseudo-locale. */
export function pseudoLocalize<T>(messages: T): T {
  if (typeof messages === 'string') return pseudoMessage(messages) as T;
  if (Array.isArray(messages)) return messages.map(pseudoLocalize) as T;
  if (messages && typeof messages === 'object')
    return Object.fromEntries(
      Object.entries(messages).map(([key, value]) => [key, pseudoLocalize(value)]),
    ) as T;
  return messages;
}
