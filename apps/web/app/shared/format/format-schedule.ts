import { dateTimeFormat, numberFormat } from '@kalendo/i18n/intl-formats';

/** `HH:MM` wall-clock time in the page's language ("09:00", "9:00 AM"); `24:00` reads as midnight. */
export function formatWallTime(wallTime: string, locale: string): string {
  const [hours = 0, minutes = 0] = wallTime.split(':').map(Number);
  const format = dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return format.format(Date.UTC(2000, 0, 1, hours % 24, minutes));
}

/** The name of an ISO weekday (1 = Monday) in the page's language. */
export function weekdayName(weekday: number, locale: string, width: 'long' | 'short' = 'long'): string {
  // 1 January 2024 was a Monday.
  const format = dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  return format.format(Date.UTC(2024, 0, weekday));
}

/** A local date `YYYY-MM-DD` as the page's language writes it ("24 Nov", "24. Nov."). */
export function formatLocalDate(date: string, locale: string, withWeekday = false): string {
  const format = dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    weekday: withWeekday ? 'short' : undefined,
    timeZone: 'UTC',
  });
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** A service length in the page's language: "45 min", "1 h 30 min". */
export function formatDuration(totalMinutes: number, locale: string): string {
  const unit = (unitName: 'hour' | 'minute', value: number) =>
    numberFormat(locale, { style: 'unit', unit: unitName, unitDisplay: 'short' }).format(value);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return unit('minute', minutes);
  return minutes === 0 ? unit('hour', hours) : `${unit('hour', hours)} ${unit('minute', minutes)}`;
}

/** An instant in the place's time zone: weekday, date and time ("Wed, 25 Nov, 10:00"). */
export function formatInstant(iso: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}
