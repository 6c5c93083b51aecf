/** Notifications grouped by the local day they arrived on, newest day first (the list is newest first). */
export interface NotificationDay<T> {
  /** `YYYY-MM-DD` in the viewer's time zone. */
  key: string;
  /** "Today", "Yesterday", or the date in the page's language. */
  label: string;
  items: T[];
}

const dayKeyFormats = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of an instant in a time zone. */
export function localDayKey(instant: Date, timeZone: string): string {
  let format = dayKeyFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayKeyFormats.set(timeZone, format);
  }
  return format.format(instant);
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
  const todayKey = localDayKey(now, timeZone);
  const yesterdayKey = dayBefore(todayKey);
  const thisYear = todayKey.slice(0, 4);
  const days: NotificationDay<T>[] = [];
  for (const item of items) {
    const instant = new Date(item.createdAt);
    const key = localDayKey(instant, timeZone);
    let day = days.at(-1);
    if (day?.key !== key) {
      const label =
        key === todayKey
          ? options.today
          : key === yesterdayKey
            ? options.yesterday
            : new Intl.DateTimeFormat(locale, {
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
