import { slugify } from '@kalendo/domain';
import { bookingPolicy } from '../booking-policy.ts';
import { CATEGORY_SLUGS, type CategorySlug } from '../catalog/categories.ts';
import { CATEGORY_OFFERINGS } from '../catalog/category-offerings.ts';
import { MARKETPLACE_SERVICE_LIST } from '../catalog/marketplace-services.ts';
import { CATALOG_TEXT } from '../catalog-text/catalog-names.ts';
import { CITIES } from '../cities/cities.ts';
import type { CityData } from '../cities/city-data.ts';
import { localPrice } from '../local-price.ts';
import type { LocalePack } from '../locale-packs/locale-pack.ts';
import { LOCALE_PACKS } from '../locale-packs/locale-packs.ts';
import { openingHours } from '../opening-hours.ts';
import { phoneNumber } from '../phone-number.ts';
import type { Random } from '../random.ts';
import type { LargeChunk } from './large-chunk.ts';

const DEFS = new Map(MARKETPLACE_SERVICE_LIST.map((def) => [def.slug as string, def]));

export interface LargeInput {
  random: Random;
  now: Date;
  /** Locations to build in this chunk. */
  count: number;
  /** Highest business and location numbers so far; slugs end with them, so they stay unique. */
  counters: { business: number; location: number };
  categoryIds: Map<string, string>;
  marketplaceServiceIds: Map<string, string>;
}

interface BusinessDraft {
  id: string;
  name: string;
  /** Slug stem: the transliterated name and the city. */
  stem: string;
  category: CategorySlug;
  city: CityData;
  pack: LocalePack;
  locations: number;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function gendered(title: string | [string, string], woman: boolean): string {
  return typeof title === 'string' ? title : title[woman ? 1 : 0];
}

/** "Йога Мария", "Kuaför Yılmaz", "Friseurin Becker": a category or trade and a local name. */
function businessName(random: Random, city: CityData, pack: LocalePack, category: CategorySlug): string {
  const woman = random.chance(0.6);
  if (random.chance(0.5)) {
    const first = random.pick(woman ? pack.womenFirstNames : pack.menFirstNames);
    return `${CATALOG_TEXT[city.language].categories[category]} ${first}`;
  }
  return `${gendered(pack.staffTitles[category], woman)} ${random.pick(pack.familyNames)[woman ? 1 : 0]}`;
}

/** Synthetic businesses (1–5 locations each, 3 on average) with services and two staff per location. */
export function buildLargeChunk(input: LargeInput): LargeChunk {
  const { random } = input;
  const chunk: LargeChunk = {
    businesses: [],
    businessDescriptions: [],
    locations: [],
    openingHours: [],
    services: [],
    staff: [],
    workingHours: [],
    staffServices: [],
  };
  const createdAt = input.now.toISOString();
  for (let made = 0; made < input.count; ) {
    const number = ++input.counters.business;
    const city = CITIES[number % CITIES.length] as CityData;
    const pack = LOCALE_PACKS[city.language];
    const category = random.pick(CATEGORY_SLUGS);
    const name = businessName(random, city, pack, category);
    const stem = `${slugify(name)}-${city.slug}`;
    const locations = Math.min(random.int(1, 5), input.count - made);
    const business: BusinessDraft = { id: random.uuid(), name, stem, category, city, pack, locations };
    const description = `${CATALOG_TEXT[city.language].categories[category]} – ${city.name}`;
    const categoryId = input.categoryIds.get(category);
    chunk.businesses.push([
      business.id,
      `${stem}-${number}`,
      name,
      categoryId,
      city.language,
      createdAt,
      createdAt,
    ]);
    chunk.businessDescriptions.push([business.id, city.language, description]);
    for (let index = 0; index < locations; index++, made++) addLocation(input, chunk, business, createdAt);
  }
  return chunk;
}

function addLocation(input: LargeInput, chunk: LargeChunk, business: BusinessDraft, createdAt: string): void {
  const { random } = input;
  const { city, pack, category } = business;
  const hood = random.pick(city.neighbourhoods);
  const number = ++input.counters.location;
  const id = random.uuid();
  const policy = bookingPolicy(category, random);
  chunk.locations.push([
    id,
    business.id,
    `${business.stem}-${hood.slug}-${number}`,
    business.locations > 1 ? `${business.name} – ${hood.name}` : business.name,
    pack.whereToFind(hood.name),
    city.language,
    pack.address(random.pick(hood.streets), String(random.int(1, 150))),
    city.name,
    city.slug,
    hood.postalCode,
    city.countryCode,
    round6(hood.latitude + (random.next() - 0.5) * 0.06),
    round6(hood.longitude + (random.next() - 0.5) * 0.09),
    city.timeZone,
    city.currency,
    phoneNumber(hood.phonePatterns ?? city.phonePatterns, random),
    `info-${number}@${business.stem}.example`,
    policy.leadTimeMinutes,
    policy.horizonDays,
    policy.cancellationWindowMinutes,
    policy.slotStepMinutes,
    createdAt,
  ]);
  const hours = [...openingHours(category, random)];
  for (const [weekday, [opens, closes]] of hours) chunk.openingHours.push([id, weekday, opens, closes]);
  const serviceIds = addServices(input, chunk, business, id);
  for (let member = 0; member < 2; member++) {
    const staffId = random.uuid();
    chunk.staff.push([staffId, business.id, id, ...staffName(random, business.pack, category)]);
    for (const [weekday, [opens, closes]] of hours)
      chunk.workingHours.push([staffId, weekday, opens, closes]);
    const does = member === 0 ? serviceIds : serviceIds.filter((_, i) => i === 0 || random.chance(0.5));
    for (const serviceId of does) chunk.staffServices.push([staffId, serviceId]);
  }
}

/** The category's three usual services and up to three more; returns their ids. */
function addServices(
  input: LargeInput,
  chunk: LargeChunk,
  business: BusinessDraft,
  locationId: string,
): string[] {
  const { random } = input;
  const { city } = business;
  const offerings = CATEGORY_OFFERINGS[business.category];
  const picked = [...offerings.slice(0, 3), ...random.sample(offerings.slice(3), random.int(0, 3))];
  return picked.map((slug, position) => {
    const def = DEFS.get(slug);
    const id = random.uuid();
    chunk.services.push([
      id,
      business.id,
      locationId,
      input.marketplaceServiceIds.get(slug),
      CATALOG_TEXT[city.language].services[slug],
      def?.minutes ?? 60,
      localPrice(def?.price ?? 3000, city, random),
      def?.from ?? false,
      city.currency,
      def?.bufferAfter ?? 0,
      position,
    ]);
    return id;
  });
}

function staffName(random: Random, pack: LocalePack, category: CategorySlug): [name: string, title: string] {
  const woman = random.chance(0.6);
  const first = random.pick(woman ? pack.womenFirstNames : pack.menFirstNames);
  const family = random.pick(pack.familyNames)[woman ? 1 : 0];
  return [`${first} ${family}`, gendered(pack.staffTitles[category], woman)];
}
