import { dateTimeFormat } from '@kalendo/i18n/intl-formats';

/** Formats of the calendar: times and days on the place's clock, in the page's language. */
export function calendarFormats(locale: string, timeZone: string) {
  const time = dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  const day = dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const shortDay = dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const hour = dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const localDate = (date: string) => new Date(`${date}T00:00:00Z`);
  return {
    /** "10:30" of an instant on the place's clock. */
    time: (instant: string) => time.format(new Date(instant)),
    /** "10:30–11:15" of two instants on the place's clock. */
    span: (from: string, to: string) => time.formatRange(new Date(from), new Date(to)),
    /** "Monday, 23 November" of a local date. */
    day: (date: string) => day.format(localDate(date)),
    /** "Mon, 23 Nov" of a local date. */
    shortDay: (date: string) => shortDay.format(localDate(date)),
    /** "09:00" of minutes since midnight. */
    minutes: (minutes: number) => hour.format(Date.UTC(2000, 0, 1, 0, minutes)),
  };
}

export type CalendarFormats = ReturnType<typeof calendarFormats>;

/** The ISO weekday (1 = Monday) of a local date. */
export function isoWeekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** `HH:MM` as minutes since midnight. */
export function minutesOf(wallTime: string): number {
  const [hours = 0, minutes = 0] = wallTime.split(':').map(Number);
  return hours * 60 + minutes;
}
