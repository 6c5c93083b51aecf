/**
 * Every date, number and list a page shows is formatted here, on the server and in the browser alike.
 *
 * - Formatters are kept, one per language and options: building an `Intl` formatter costs far more than
 *   using one (tens of microseconds against a few), and pages format every card's rating, price, distance
 *   and opening hour. The options of a call site are few and fixed, so the maps stay small.
 * - A language a browser may have no `Intl` data for (ADR 025: Chromium's ICU has no Macedonian dates,
 *   numbers or lists) is formatted by a bundled implementation on both sides once it is registered
 *   (`loadBundledFormats`), so the browser writes the same text as the server and hydration matches.
 * - A range's spaces are written as plain spaces (`spacedAlike`): runtimes of one ICU space it differently.
 */

/** What the pages use of a date formatter. */
export interface DateFormat {
  format(date: Date | number): string;
  formatRange(start: Date | number, end: Date | number): string;
}

/** What the pages use of a number formatter. */
export type NumberFormat = Pick<Intl.NumberFormat, 'format' | 'resolvedOptions'>;

/** What the pages use of a list formatter. */
export type ListFormat = Pick<Intl.ListFormat, 'format'>;

/** Constructors of a bundled implementation (the shapes `Intl`'s constructors have). */
export interface BundledFormatters {
  DateTimeFormat: new (locale: string, options: Intl.DateTimeFormatOptions) => DateFormat;
  NumberFormat: new (locale: string, options: Intl.NumberFormatOptions) => NumberFormat;
  ListFormat: new (locale: string, options: Intl.ListFormatOptions) => ListFormat;
}

const bundled = new Map<string, BundledFormatters>();
const numberFormats = new Map<string, NumberFormat>();
const dateTimeFormats = new Map<string, DateFormat>();
const listFormats = new Map<string, ListFormat>();
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function kept<T>(formats: Map<string, T>, locale: string, options: object, create: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

/** From now on, `locale` is formatted by these constructors instead of the platform's `Intl`. */
export function registerBundledFormats(locale: string, formatters: BundledFormatters): void {
  bundled.set(locale, formatters);
  for (const formats of [numberFormats, dateTimeFormats, listFormats]) {
    for (const key of formats.keys()) if (key.startsWith(`${locale}|`)) formats.delete(key);
  }
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): NumberFormat {
  const Format = bundled.get(locale)?.NumberFormat ?? Intl.NumberFormat;
  return kept(numberFormats, locale, options, () => new Format(locale, options));
}

export function listFormat(locale: string, options: Intl.ListFormatOptions = {}): ListFormat {
  const Format = bundled.get(locale)?.ListFormat ?? Intl.ListFormat;
  return kept(listFormats, locale, options, () => new Format(locale, options));
}

/**
 * Node writes a time range with thin spaces around its dash and a narrow no-break space before "AM"
 * ("10:30 – 11:15 AM"); Chromium, of the same ICU, with plain spaces. Plain spaces on both sides: the
 * server's text is the browser's, and a range hydrates without a mismatch.
 */
const RANGE_SPACES = /[\u2009\u202f]/gu;

function spacedAlike(range: string): string {
  return range.replace(RANGE_SPACES, ' ');
}

/** The platform's formatter, its ranges spaced alike (`spacedAlike`). */
class PlatformDateFormat extends Intl.DateTimeFormat {
  override formatRange(start: Date | number, end: Date | number): string {
    return spacedAlike(super.formatRange(start, end));
  }
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): DateFormat {
  const formatters = bundled.get(locale);
  if (!formatters)
    return kept(dateTimeFormats, locale, options, () => new PlatformDateFormat(locale, options));
  return kept(dateTimeFormats, locale, options, () => atZoneOffsets(locale, options, formatters));
}

/**
 * A bundled implementation carries no time-zone database (hundreds of kilobytes), so the platform, which
 * always has one, finds the zone's UTC offset at the instant and the bundled formatter formats at that
 * offset. A range uses its start's offset.
 */
function atZoneOffsets(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  { DateTimeFormat }: BundledFormatters,
): DateFormat {
  const zone = options.timeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const at = (date: Date | number) => {
    const timeZone = utcOffset(zone, date);
    return kept(
      dateTimeFormats,
      `${locale}@`,
      { ...options, timeZone },
      () => new DateTimeFormat(locale, { ...options, timeZone }),
    );
  };
  return {
    format: (date) => at(date).format(date),
    formatRange: (start, end) => spacedAlike(at(start).formatRange(start, end)),
  };
}

/** `Europe/Skopje` at an instant in winter → `+01:00`; UTC → `+00:00`. */
export function utcOffset(timeZone: string, date: Date | number): string {
  const format = kept(
    offsetFormats,
    'en-US',
    { timeZone },
    () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }),
  );
  const name = format.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/** `YYYY-MM-DD` of an instant on a time zone's clock. */
export function localDate(instant: Date | number, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** A distance in the reader's language and units ("1.2 km", "1,2 km", "1,2 км"): one decimal under 10 km. */
export function formatDistanceKm(locale: string, km: number): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}
