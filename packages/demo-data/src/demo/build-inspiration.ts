import { MARKETPLACE_SERVICE_LIST, type MarketplaceServiceDef } from '../catalog/marketplace-services.ts';
import { createRandom, type Random } from '../random.ts';
import type { LocationPlan, SeedContext } from './seed-context.ts';

/** Short demo clips (`clips/look-N.mp4` beside the seed, made by the API's `make-demo-clips` script). */
export const DEMO_CLIP_COUNT = 8;
export const DEMO_CLIP_SECONDS = 4;
/** The Look Book's own random stream: its extra draws leave the rest of the seed as it was. */
const LOOK_BOOK_SEED = 0x4c4f4f4b;
const DAY_MS = 86_400_000;

/**
 * Inspiration (the Look Book): for each marketplace service, one or two places that offer it show their
 * work, each look done by one of the staff members who do the service, made over the last 90 days; then
 * more photos from the Look Book's own stream, and one short video for each of the first service types of
 * `DEMO_CLIP_COUNT` categories.
 */
export function buildInspiration(ctx: SeedContext, locations: LocationPlan[]): void {
  const looks = createRandom(LOOK_BOOK_SEED);
  const offeringOf = (def: MarketplaceServiceDef) =>
    locations.filter((location) => location.services.some((s) => s.marketplaceSlug === def.slug));
  for (const def of MARKETPLACE_SERVICE_LIST) {
    const offering = offeringOf(def);
    // The first looks draw from the seed's stream exactly as they always did (the rest depends on it).
    const shown = ctx.random.sample(offering, ctx.random.int(1, 2));
    for (const location of shown) addLook(ctx, looks, location, def, ctx.random);
    // At least two looks of every type offered anywhere: a look always has a next one in its service's gallery.
    const more = Math.max(looks.int(0, 2), offering.length > 0 ? 2 - shown.length : 0);
    for (const location of looks.sample(offering, more)) addLook(ctx, looks, location, def, looks);
  }
  const categories = new Set<string>();
  for (const def of MARKETPLACE_SERVICE_LIST) {
    const offering = offeringOf(def);
    if (categories.size === DEMO_CLIP_COUNT || categories.has(def.category) || offering.length === 0)
      continue;
    categories.add(def.category);
    const location = looks.pick(offering);
    addLook(ctx, looks, location, def, looks, categories.size);
  }
}

/**
 * One look of `location` (a video when `clip` numbers its clip): id, palette order and position drawn from
 * `own`, staff member, shape and age from `looks`.
 */
function addLook(
  ctx: SeedContext,
  looks: Random,
  location: LocationPlan,
  def: MarketplaceServiceDef,
  own: Random,
  clip?: number,
): void {
  const id = own.uuid();
  const [a, b] = location.palette;
  const palette: [string, string] = own.chance(0.5) ? [a, b] : [b, a];
  const position = 100 + own.int(0, 99);
  const service = location.services.find((s) => s.marketplaceSlug === def.slug);
  const label = service?.name.replace(/ \(.*\)$/, '') ?? def.slug;
  const staffIds = service?.staffIds ?? [];
  const alt = `${label} – ${location.name}`;
  ctx.data.media.push({
    id,
    kind: clip ? 'video' : 'photo',
    businessId: location.businessId,
    locationId: location.id,
    marketplaceServiceId: ctx.marketplaceServiceIds.get(def.slug) ?? null,
    staffId: staffIds.length > 0 && looks.chance(0.8) ? looks.pick(staffIds) : null,
    artwork: { palette, motif: def.category, label },
    width: 800,
    height: looks.chance(0.3) ? 800 : 1000,
    alt,
    position,
    createdAt: new Date(ctx.now.getTime() - looks.int(0, 90 * 24 * 60) * 60_000 - looks.int(0, DAY_MS)),
    ...(clip
      ? {
          storageKey: `clips/look-${clip}.mp4`,
          durationSeconds: DEMO_CLIP_SECONDS,
          captions: { [location.language]: alt },
        }
      : {}),
  });
}
