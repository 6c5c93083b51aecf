import { type NumberFormat, numberFormat } from './intl-formats.ts';

/** Minor units per major unit of each kept currency formatter (`resolvedOptions` builds a fresh object per call). */
const divisors = new WeakMap<NumberFormat, number>();

/** Formats an amount in minor units in the user's language (`2500`, `EUR`, `bg` → "25,00 €"). */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const format = numberFormat(locale, { style: 'currency', currency });
  let divisor = divisors.get(format);
  if (divisor === undefined) {
    divisor = 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2);
    divisors.set(format, divisor);
  }
  return format.format(amountMinor / divisor);
}

/** An amount typed in major units as minor units (`25.5`, `EUR` → 2550; `1200`, `JPY` → 1200). */
export function toMinorUnits(amount: number, currency: string): number {
  const digits =
    numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return Math.round(amount * 10 ** digits);
}
