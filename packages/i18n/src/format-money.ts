/** Formats an amount in minor units in the user's language (`2500`, `EUR`, `bg` → "25,00 €"). */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const { format, digits } = currencyFormat(locale, currency);
  return format.format(amountMinor / 10 ** digits);
}

/** Building a formatter costs far more than using one: keep one per language and currency. */
const formats = new Map<string, { format: Intl.NumberFormat; digits: number }>();

function currencyFormat(locale: string, currency: string) {
  const key = `${locale}|${currency}`;
  let cached = formats.get(key);
  if (!cached) {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    cached = { format, digits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    formats.set(key, cached);
  }
  return cached;
}
