import { toMinorUnits } from '@kalendo/i18n';
import { numberFormat } from '@kalendo/i18n/intl-formats';
import { numberOf, textOf } from './form-fields.ts';

/** A service's fields as a form sends them (`ServiceFormFields`), for adding one and for editing one. */
export function serviceFieldsOf(form: FormData) {
  const currency = textOf(form, 'currency');
  const price = numberOf(form, 'price');
  return {
    name: textOf(form, 'name'),
    marketplaceServiceSlug: textOf(form, 'marketplaceServiceSlug') || null,
    durationMinutes: numberOf(form, 'durationMinutes'),
    bufferBeforeMinutes: numberOf(form, 'bufferBeforeMinutes'),
    bufferAfterMinutes: numberOf(form, 'bufferAfterMinutes'),
    priceMinor: /^[A-Z]{3}$/.test(currency) && Number.isFinite(price) ? toMinorUnits(price, currency) : price,
    priceIsFrom: form.get('priceIsFrom') === 'on',
    currency,
    staffIds: form.getAll('staffIds').map(String),
  };
}

/** The contract's `priceMinor` is the form's `price`. */
export const servicePath = (path: string) => (path === 'priceMinor' ? 'price' : path);

/** A price in minor units as the form's decimal field shows it (`3000` EUR → `30`). */
export function priceField(priceMinor: number, currency: string): string {
  const digits =
    numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return String(priceMinor / 10 ** digits);
}
