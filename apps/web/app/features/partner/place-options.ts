/**
 * Names of regions or currencies in the page's language (the code where the runtime has none). Server and
 * browser may spell a few differently: the options that show them do not warn on hydration.
 */
function displayNames(locale: string, options: { type: 'region' | 'currency' }) {
  try {
    return new Intl.DisplayNames([locale, 'en'], options);
  } catch {
    return { of: (code: string) => code };
  }
}

/** The countries a place may be in (ISO 3166), with the zone and currency a new place there starts with. */
export const PLACE_COUNTRIES = {
  BG: { timeZone: 'Europe/Sofia', currency: 'EUR' },
  GR: { timeZone: 'Europe/Athens', currency: 'EUR' },
  CY: { timeZone: 'Asia/Nicosia', currency: 'EUR' },
  RO: { timeZone: 'Europe/Bucharest', currency: 'RON' },
  MK: { timeZone: 'Europe/Skopje', currency: 'MKD' },
  RS: { timeZone: 'Europe/Belgrade', currency: 'RSD' },
  TR: { timeZone: 'Europe/Istanbul', currency: 'TRY' },
  RU: { timeZone: 'Europe/Moscow', currency: 'RUB' },
  DE: { timeZone: 'Europe/Berlin', currency: 'EUR' },
  AT: { timeZone: 'Europe/Vienna', currency: 'EUR' },
  CH: { timeZone: 'Europe/Zurich', currency: 'CHF' },
  FR: { timeZone: 'Europe/Paris', currency: 'EUR' },
  BE: { timeZone: 'Europe/Brussels', currency: 'EUR' },
  NL: { timeZone: 'Europe/Amsterdam', currency: 'EUR' },
  IT: { timeZone: 'Europe/Rome', currency: 'EUR' },
  ES: { timeZone: 'Europe/Madrid', currency: 'EUR' },
  PT: { timeZone: 'Europe/Lisbon', currency: 'EUR' },
  GB: { timeZone: 'Europe/London', currency: 'GBP' },
  IE: { timeZone: 'Europe/Dublin', currency: 'EUR' },
  PL: { timeZone: 'Europe/Warsaw', currency: 'PLN' },
  CZ: { timeZone: 'Europe/Prague', currency: 'CZK' },
  HU: { timeZone: 'Europe/Budapest', currency: 'HUF' },
  HR: { timeZone: 'Europe/Zagreb', currency: 'EUR' },
  SI: { timeZone: 'Europe/Ljubljana', currency: 'EUR' },
} as const;

export type PlaceCountry = keyof typeof PLACE_COUNTRIES;

/** The time zones of those countries, plus UTC: a fixed list, the same on the server and in the browser. */
export const PLACE_TIME_ZONES = [
  ...new Set(Object.values(PLACE_COUNTRIES).map((c) => c.timeZone)),
  'UTC',
].sort();

export const PLACE_CURRENCIES = [...new Set(Object.values(PLACE_COUNTRIES).map((c) => c.currency))].sort();

/** The countries as options named in the page's language, sorted by name. */
export function countryOptions(locale: string) {
  const names = displayNames(locale, { type: 'region' });
  return Object.keys(PLACE_COUNTRIES)
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** The currencies as options: code and name in the page's language. */
export function currencyOptions(locale: string) {
  const names = displayNames(locale, { type: 'currency' });
  return PLACE_CURRENCIES.map((code) => ({ value: code, label: `${code} · ${names.of(code) ?? code}` }));
}

/** The country a new place starts in, by the page's language (Bulgaria otherwise: the marketplace's home). */
export function defaultCountry(locale: string): PlaceCountry {
  const byLanguage: Record<string, PlaceCountry> = {
    el: 'GR',
    ro: 'RO',
    mk: 'MK',
    tr: 'TR',
    ru: 'RU',
    de: 'DE',
    fr: 'FR',
    it: 'IT',
    es: 'ES',
  };
  return byLanguage[locale] ?? 'BG';
}

export const isPlaceCountry = (code: string): code is PlaceCountry => code in PLACE_COUNTRIES;
