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

const LATIN_OF: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ѓ: 'gj',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  ѕ: 'dz',
  и: 'i',
  й: 'y',
  ј: 'j',
  к: 'k',
  ќ: 'kj',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  џ: 'dzh',
  ш: 'sh',
  щ: 'sht',
  ъ: 'a',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/**
 * A city's slug, which places of one city share: a known city's own (its name in any case), else the
 * name in Latin letters ("Велико Търново" → "veliko-tarnovo").
 */
export function citySlugOf(city: string, known: readonly { slug: string; name: string }[] = []): string {
  const wanted = city.trim().toLocaleLowerCase();
  const match = known.find((other) => other.name.toLocaleLowerCase() === wanted || other.slug === wanted);
  if (match) return match.slug;
  const slug = [...wanted.normalize('NFD').replace(/[\u0300-\u036f]/g, '')]
    .map((letter) => LATIN_OF[letter] ?? letter)
    .join('')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'city';
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
