/**
 * Conversions between instants and the wall-clock time of an IANA zone, with Intl only.
 * A wall-clock time in a DST fold resolves to the earlier instant and one in a gap moves
 * forward by the gap (Temporal's "compatible" disambiguation).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const HOUR_MS = 3_600_000;

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function wallClockParts(epochMs: number, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Offset of the zone from UTC at an instant, in milliseconds (positive east of Greenwich). */
function offsetAt(epochMs: number, timeZone: string): number {
  const p = wallClockParts(epochMs, timeZone);
  const asUtc = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The local calendar date (`YYYY-MM-DD`) of an instant in a zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  const p = wallClockParts(instant.getTime(), timeZone);
  const pad = (n: number | undefined, width = 2) => String(n ?? 0).padStart(width, '0');
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The instant at which the wall clock of `timeZone` shows `date` (`YYYY-MM-DD`) and `time` (`HH:MM`). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallMs = Date.UTC(year, month - 1, day, hour, minute);
  const before = offsetAt(wallMs - 24 * HOUR_MS, timeZone);
  const after = offsetAt(wallMs + 24 * HOUR_MS, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wallMs - offset)
    .filter((epochMs) => epochMs + offsetAt(epochMs, timeZone) === wallMs)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wallMs - before);
}
