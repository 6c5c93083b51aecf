import { DAY_MS } from './list-local-days.ts';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * `YYYY-MM-DDTHH:MM:SS` of epoch milliseconds read as UTC fields (years 1000–9999). Arithmetic instead of
 * `Date#toISOString`, which allocates a `Date` per call: it runs twice for every slot returned.
 */
export function formatUtcDateTime(ms: number): string {
  const days = Math.floor(ms / DAY_MS);
  const secondOfDay = Math.floor((ms - days * DAY_MS) / 1000);
  // Days since 1970-01-01 to a civil date (H. Hinnant, "chrono-compatible low-level date algorithms").
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const time = `${pad(Math.floor(secondOfDay / 3600))}:${pad(Math.floor(secondOfDay / 60) % 60)}:${pad(secondOfDay % 60)}`;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${time}`;
}
