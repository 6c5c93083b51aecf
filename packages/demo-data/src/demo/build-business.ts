import { CATEGORY_PALETTES } from '../catalog/categories.ts';
import type { BusinessSeed, CityData } from '../cities/city-data.ts';
import { LOCALE_PACKS } from '../locale-packs/locale-packs.ts';
import { buildForm } from './build-forms.ts';
import { buildLocation } from './build-location.ts';
import { buildServices } from './build-services.ts';
import { buildStaff } from './build-staff.ts';
import type { LocationPlan, SeedContext } from './seed-context.ts';

function initials(name: string): string {
  const words = name
    // Quotes « » „ “ as escapes: the served bundle stays ASCII (a non-Latin-1 character doubles its heap).
    .replace(/[\u00ab\u00bb\u201e\u201c"&.]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');
}

/** A business with its logo, its form, and each of its locations with services and staff. */
export function buildBusiness(ctx: SeedContext, city: CityData, business: BusinessSeed): LocationPlan[] {
  const { random, data } = ctx;
  const pack = LOCALE_PACKS[city.language];
  const id = random.uuid();
  const logoId = random.uuid();
  const palette = random.pick(CATEGORY_PALETTES[business.category]);
  data.businesses.push({
    id,
    slug: business.slug,
    name: business.name,
    categoryId: ctx.categoryIds.get(business.category) ?? null,
    locale: city.language,
    logoMediaId: logoId,
    themeColor: palette[0].toLowerCase(),
    publishedAt: ctx.now,
  });
  const descriptions = { ...business.translations, [city.language]: business.description };
  for (const [locale, text] of Object.entries(descriptions))
    data.businessDescriptions.push({ businessId: id, locale, text, updatedAt: ctx.now });
  data.media.push({
    id: logoId,
    kind: 'logo',
    businessId: id,
    artwork: { palette, motif: business.category, label: initials(business.name) },
    width: 512,
    height: 512,
    alt: pack.logoAlt(business.name),
  });
  const formId = buildForm(ctx, id, business.category, city.language);
  return business.locations.map((hoodSlug, index) => {
    const neighbourhood = city.neighbourhoods.find((hood) => hood.slug === hoodSlug);
    if (!neighbourhood) throw new Error(`Unknown neighbourhood ${hoodSlug} in ${city.slug}`);
    const location = buildLocation(ctx, {
      city,
      pack,
      business,
      businessId: id,
      businessName: business.name,
      neighbourhood,
      customDomain: index === 0 ? (business.customDomain ?? null) : null,
      palette,
    });
    location.services = buildServices(ctx, location, formId);
    location.staff = buildStaff(ctx, location);
    return location;
  });
}
