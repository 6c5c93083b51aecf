import { dateTimeFormat, localDate } from '@kalendo/i18n/intl-formats';
/** Notifications grouped by the local day they arrived on, newest day first (the list is newest first). */
export interface NotificationDay<T> {
  /** `YYYY-MM-DD` in the viewer's time zone. */
  key: string;
  /** "Today", "Yesterday", or the date in the page's language. */
  label: string;
  items: T[];
}

/** The day before `key` (`YYYY-MM-DD`), as a key. */
function dayBefore(key: string): string {
  const date = new Date(`${key}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Groups `items` (newest first) by their local day in `timeZone`: today and yesterday by name, other days
 * as a date in `locale` (with the year when it is not this year's).
 */
export function groupByDay<T extends { createdAt: string }>(
  items: readonly T[],
  options: { locale: string; timeZone: string; now: Date; today: string; yesterday: string },
): NotificationDay<T>[] {
  const { locale, timeZone, now } = options;
  const todayKey = localDate(now, timeZone);
  const yesterdayKey = dayBefore(todayKey);
  const thisYear = todayKey.slice(0, 4);
  const days: NotificationDay<T>[] = [];
  for (const item of items) {
    const instant = new Date(item.createdAt);
    const key = localDate(instant, timeZone);
    let day = days.at(-1);
    if (day?.key !== key) {
      const label =
        key === todayKey
          ? options.today
          : key === yesterdayKey
            ? options.yesterday
            : dateTimeFormat(locale, {
                timeZone,
                weekday: 'long',
                day: 'numeric',
                month: 'long',
                ...(key.slice(0, 4) === thisYear ? {} : { year: 'numeric' }),
              }).format(instant);
      day = { key, label, items: [] };
      days.push(day);
    }
    day.items.push(item);
  }
  return days;
}
