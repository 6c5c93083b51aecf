import { FALLBACK_LOCALE, type Locale, supportedLocaleOf } from './locales.ts';

/**
 * Picks the best supported language from an `Accept-Language` header (RFC 9110 weights, case and region
 * subtags ignored: `de-AT` and `DE` count as `de`). Returns `fallback` when nothing matches.
 */
export function negotiateLocale(
  header: string | null | undefined,
  fallback: Locale = FALLBACK_LOCALE,
): Locale {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return {
        locale: supportedLocaleOf(tag),
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.find((entry) => entry.locale !== null)?.locale ?? fallback;
}
