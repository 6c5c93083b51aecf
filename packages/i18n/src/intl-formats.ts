/**
 * Building an `Intl` formatter costs far more than using one (tens of microseconds against a few): pages
 * format every card's rating, price, distance and every opening hour, so formatters are kept, one per
 * language and options. The options of a call site are few and fixed, so the maps stay small.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<T>(formats: Map<string, T>, locale: string, options: object, create: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** A distance in the reader's language and units ("1.2 km", "1,2 km", "1,2 км"): one decimal under 10 km. */
export function formatDistanceKm(locale: string, km: number): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}
