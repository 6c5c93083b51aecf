import { numberFormat } from './intl-formats.ts';

/** Formats an amount in minor units in the user's language (`2500`, `EUR`, `bg` → "25,00 €"). */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const format = numberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}
