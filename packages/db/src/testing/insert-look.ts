import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import * as schema from '../schema/index.ts';

export interface LookFixture {
  alt: string;
  serviceSlug: string;
  locationSlug?: string;
  createdAt: string;
  kind?: 'photo' | 'video';
  staffId?: string;
  hidden?: boolean;
}

/**
 * A look of the Look Book on the sample marketplace (after `addMarketplaceServices`): a photo or video of a
 * service type at a place (default "lotus-center"). Returns its media id.
 */
export async function insertLook(db: Db, look: LookFixture): Promise<string> {
  const [service] = await db
    .select()
    .from(schema.marketplaceServices)
    .where(eq(schema.marketplaceServices.slug, look.serviceSlug));
  const [location] = await db
    .select()
    .from(schema.locations)
    .where(eq(schema.locations.slug, look.locationSlug ?? 'lotus-center'));
  if (!service || !location) throw new Error('sample marketplace missing: call addMarketplaceServices first');
  const video = look.kind === 'video';
  const [row] = await db
    .insert(schema.media)
    .values({
      kind: look.kind ?? 'photo',
      locationId: location.id,
      businessId: location.businessId,
      marketplaceServiceId: service.id,
      staffId: look.staffId ?? null,
      hidden: look.hidden ?? false,
      width: 800,
      height: 1000,
      alt: look.alt,
      artwork: { palette: ['#00acc1', '#7e57c2'], motif: 'hair' },
      // Microseconds kept (a Date has milliseconds only), as `now()` writes them.
      createdAt: sql`${look.createdAt}::timestamptz`,
      ...(video
        ? { storageKey: 'clips/look-1.mp4', durationSeconds: 4, captions: { en: look.alt, bg: look.alt } }
        : {}),
    })
    .returning();
  return row?.id ?? '';
}
