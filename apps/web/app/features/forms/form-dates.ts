import { dateTimeFormat } from '@kalendo/i18n/intl-formats';
/** A date and time on a place's clock (or UTC when there is no place), in the page's language. */
export function formatFormInstant(iso: string, locale: string, timeZone = 'UTC'): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}
