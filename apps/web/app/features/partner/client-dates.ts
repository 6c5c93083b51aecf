import { dateTimeFormat } from '@kalendo/i18n/intl-formats';

/** A day of a client's history in the place's time zone, with its year ("25 Nov 2026"). */
export function formatClientDay(iso: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(
    new Date(iso),
  );
}

/** A moment of a client's history or the activity log: date with year and time, in the place's zone. */
export function formatClientMoment(iso: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}
