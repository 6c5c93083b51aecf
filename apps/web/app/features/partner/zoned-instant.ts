const parts = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The instant (ISO) at which the place's wall clock reads `date` `time`: the same reading in UTC, moved by
 * the zone's offset at that moment. Null when the date or time is not one.
 */
export function zonedInstant(date: string, time: string, timeZone: string): string | null {
  const utc = Date.parse(`${date}T${time}:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(utc)) return null;
  const read = Object.fromEntries(
    parts(timeZone)
      .formatToParts(utc)
      .map((part) => [part.type, part.value]),
  );
  const asZone = Date.UTC(
    Number(read.year),
    Number(read.month) - 1,
    Number(read.day),
    Number(read.hour),
    Number(read.minute),
  );
  return new Date(utc - (asZone - utc)).toISOString();
}

/** An instant as the date the place's wall clock shows then (`YYYY-MM-DD`). */
export function zonedDate(iso: string, timeZone: string): string {
  const read = Object.fromEntries(
    parts(timeZone)
      .formatToParts(Date.parse(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${read.year}-${read.month}-${read.day}`;
}
