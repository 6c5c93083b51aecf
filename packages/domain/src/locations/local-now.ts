import { Temporal } from 'temporal-polyfill';
import type { IsoWeekday, LocalDate } from '../availability/availability-query.ts';

/** The wall-clock reading of an instant in an IANA time zone. */
export interface LocalNow {
  date: LocalDate;
  weekday: IsoWeekday;
  /** Minutes since local midnight. */
  minutes: number;
}

/** What the clocks of `timeZone` show at `now`. */
export function localNow(now: Date, timeZone: string): LocalNow {
  const zoned = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone);
  return {
    date: zoned.toPlainDate().toString(),
    weekday: zoned.dayOfWeek as IsoWeekday,
    minutes: zoned.hour * 60 + zoned.minute,
  };
}

/** The local date `days` calendar days after `date` (`YYYY-MM-DD`). */
export function addLocalDays(date: LocalDate, days: number): LocalDate {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}
