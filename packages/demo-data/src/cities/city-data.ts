import type { CategorySlug } from '../catalog/categories.ts';
import type { Language, Names } from '../catalog/languages.ts';

export interface Neighbourhood {
  /** ASCII, used in location slugs. */
  slug: string;
  /** As locals write it. */
  name: string;
  /** Centre of the neighbourhood; locations are jittered around it. */
  latitude: number;
  longitude: number;
  postalCode: string;
  /** Real streets of the neighbourhood, as written in addresses. */
  streets: string[];
  /** Overrides the city's phone patterns (another area code). */
  phonePatterns?: string[];
}

export interface BusinessSeed {
  /** ASCII, transliterated, unique across the marketplace. */
  slug: string;
  name: string;
  category: CategorySlug;
  /** In the city's language: the business's own (ADR 054). */
  description: string;
  /** The description in other languages, for the few businesses that wrote one (ADR 054). */
  translations?: Partial<Record<Language, string>>;
  /** One location per entry: the neighbourhood slug. */
  locations: string[];
  /** Custom domain of the first location (custom-domain mode). */
  customDomain?: string;
}

export interface CityData {
  slug: string;
  /** As locals write it: the name on its places' addresses. */
  name: string;
  /** The city in every language of Kalendo, even where it is written the same (the `cities` table). */
  names: Names;
  language: Language;
  countryCode: string;
  currency: string;
  timeZone: string;
  /** Minor units of the local currency per euro cent of a Berlin price (price level × exchange rate). */
  priceFactor: number;
  /** Prices are rounded to this many minor units (1 EUR, 50 TRY, 100 RUB …). */
  priceStep: number;
  /** Phone formats, `#` standing for a digit. */
  phonePatterns: string[];
  neighbourhoods: Neighbourhood[];
  businesses: BusinessSeed[];
}
