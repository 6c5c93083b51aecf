import { localNow } from '@kalendo/domain';
import { bookingPolicy } from '../booking-policy.ts';
import type { BusinessSeed, CityData, Neighbourhood } from '../cities/city-data.ts';
import { addDays, isoWeekday } from '../local-date.ts';
import type { LocalePack } from '../locale-packs/locale-pack.ts';
import { openingHours } from '../opening-hours.ts';
import { phoneNumber } from '../phone-number.ts';
import { upcomingHolidays } from '../upcoming-holidays.ts';
import { fromMinutes, toMinutes } from '../wall-clock.ts';
import type { LocationPlan, SeedContext } from './seed-context.ts';

export interface LocationInput {
  city: CityData;
  pack: LocalePack;
  business: BusinessSeed;
  businessId: string;
  businessName: string;
  neighbourhood: Neighbourhood;
  customDomain: string | null;
  palette: [string, string];
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** The location row, its weekly hours, holiday exceptions and photos. Services and staff come later. */
export function buildLocation(ctx: SeedContext, input: LocationInput): LocationPlan {
  const { city, pack, business, neighbourhood: hood, random } = { ...input, random: ctx.random };
  const id = random.uuid();
  const slug = `${business.slug}-${city.slug}-${hood.slug}`;
  const name = business.locations.length > 1 ? `${input.businessName} – ${hood.name}` : input.businessName;
  const policy = bookingPolicy(business.category, random);
  const today = localNow(ctx.now, city.timeZone).date;
  ctx.data.locations.push({
    id,
    businessId: input.businessId,
    slug,
    name,
    description: `${business.description} ${pack.whereToFind(hood.name)}`,
    locale: city.language,
    addressLine: pack.address(random.pick(hood.streets), String(random.int(1, 120))),
    city: city.name,
    citySlug: city.slug,
    postalCode: hood.postalCode,
    countryCode: city.countryCode,
    latitude: round6(hood.latitude + (random.next() - 0.5) * 0.008),
    longitude: round6(hood.longitude + (random.next() - 0.5) * 0.012),
    timeZone: city.timeZone,
    currency: city.currency,
    phone: phoneNumber(hood.phonePatterns ?? city.phonePatterns, random),
    email: `${hood.slug}@${business.slug}.example`,
    ...policy,
    customDomain: input.customDomain,
    // The demo's domains are set by the operator: trusted without a DNS record (ADR 044).
    customDomainVerifiedAt: input.customDomain ? ctx.now : null,
    widgetOrigins: input.customDomain ? [`https://www.${input.customDomain.replace(/^[^.]+\./, '')}`] : [],
  });
  const hours = openingHours(business.category, random);
  for (const [weekday, [opensAt, closesAt]] of hours) {
    ctx.data.locationOpeningHours.push({ id: random.uuid(), locationId: id, weekday, opensAt, closesAt });
  }
  const exceptionDates = buildExceptions(ctx, id, pack, hours, today);
  buildPhotos(ctx, {
    id,
    businessId: input.businessId,
    name,
    category: business.category,
    pack,
    palette: input.palette,
  });
  return {
    id,
    slug,
    name,
    businessId: input.businessId,
    business,
    city,
    pack,
    language: city.language,
    timeZone: city.timeZone,
    currency: city.currency,
    today,
    hours,
    exceptionDates,
    leadTimeMinutes: policy.leadTimeMinutes,
    services: [],
    staff: [],
    palette: input.palette,
  };
}

/** The next public holiday closed; sometimes the one after too, or short hours on the eve. */
function buildExceptions(
  ctx: SeedContext,
  locationId: string,
  pack: LocalePack,
  hours: Map<number, [string, string]>,
  today: string,
): Set<string> {
  const [first, second] = upcomingHolidays(pack.holidays, today);
  const dates = new Set<string>();
  const closed = (holiday: { date: string; name: string }) => {
    ctx.data.locationExceptions.push({
      id: ctx.random.uuid(),
      locationId,
      date: holiday.date,
      note: holiday.name,
    });
    dates.add(holiday.date);
  };
  if (!first) return dates;
  closed(first);
  const eve = addDays(first.date, -1);
  const eveHours = hours.get(isoWeekday(eve));
  const roll = ctx.random.next();
  if (roll < 0.3 && eveHours && eve > today && !dates.has(eve)) {
    const closesAt = fromMinutes(Math.min(toMinutes(eveHours[1]), toMinutes(eveHours[0]) + 240));
    ctx.data.locationExceptions.push({
      id: ctx.random.uuid(),
      locationId,
      date: eve,
      closed: false,
      opensAt: eveHours[0],
      closesAt,
      note: pack.shortDay,
    });
    dates.add(eve);
  } else if (roll < 0.65 && second && !dates.has(second.date)) {
    closed(second);
  }
  return dates;
}

interface PhotoInput {
  id: string;
  businessId: string;
  name: string;
  category: string;
  pack: LocalePack;
  palette: [string, string];
}

function buildPhotos(ctx: SeedContext, location: PhotoInput): void {
  const captions = ctx.random.sample(location.pack.photoCaptions, ctx.random.int(3, 6));
  captions.forEach((caption, position) => {
    const [a, b] = location.palette;
    ctx.data.media.push({
      id: ctx.random.uuid(),
      kind: 'photo',
      businessId: location.businessId,
      locationId: location.id,
      artwork: { palette: position % 2 === 0 ? [a, b] : [b, a], motif: location.category },
      width: 1200,
      height: 800,
      alt: `${location.name} – ${caption}`,
      position,
    });
  });
}
