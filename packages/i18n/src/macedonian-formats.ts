/**
 * Macedonian dates, numbers and lists from FormatJS's CLDR implementation, registered for `mk` (ADR 025).
 * Loaded through `loadBundledFormats`.
 */
import { DateTimeFormat } from '@formatjs/intl-datetimeformat';
import ListFormat from '@formatjs/intl-listformat';
import { NumberFormat } from '@formatjs/intl-numberformat';
import { type BundledFormatters, registerBundledFormats } from './intl-formats.ts';

type DataHooks = Record<'DateTimeFormat' | 'NumberFormat' | 'ListFormat', { __addLocaleData?: unknown }>;

/**
 * FormatJS's locale-data modules hand their data to `Intl.<Format>.__addLocaleData`, which exists only
 * where FormatJS has replaced the platform's `Intl`. It is not replaced here (the platform keeps every
 * other language), so the hooks forward the data to the bundled constructors while the modules load.
 */
export async function registerMacedonianFormats(): Promise<void> {
  const hooks = Intl as unknown as DataHooks;
  hooks.DateTimeFormat.__addLocaleData = DateTimeFormat.__addLocaleData;
  hooks.NumberFormat.__addLocaleData = NumberFormat.__addLocaleData;
  hooks.ListFormat.__addLocaleData = ListFormat.__addLocaleData;
  try {
    await import('@formatjs/intl-datetimeformat/locale-data/mk.js');
    await import('@formatjs/intl-numberformat/locale-data/mk.js');
    await import('@formatjs/intl-listformat/locale-data/mk.js');
  } finally {
    delete hooks.DateTimeFormat.__addLocaleData;
    delete hooks.NumberFormat.__addLocaleData;
    delete hooks.ListFormat.__addLocaleData;
  }
  registerBundledFormats('mk', {
    DateTimeFormat: DateTimeFormat as unknown as BundledFormatters['DateTimeFormat'],
    NumberFormat: NumberFormat as unknown as BundledFormatters['NumberFormat'],
    ListFormat: ListFormat as unknown as BundledFormatters['ListFormat'],
  });
}
