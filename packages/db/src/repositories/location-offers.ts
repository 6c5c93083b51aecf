import type { MediaRef, ServiceGroup, StaffMember } from '@kalendo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { media, serviceCategories, services, staff } from '../schema/index.ts';

const mediaRef = { id: media.id, width: media.width, height: media.height, alt: media.alt };

/** Media rows by id (logos, staff photos); ids without a row are left out. */
export async function loadMediaRefs(db: Db, ids: readonly string[]): Promise<Map<string, MediaRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(mediaRef)
    .from(media)
    .where(inArray(media.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The gallery: the location's own photos (not inspiration shots of a marketplace service), in order. */
export function loadGalleryPhotos(db: Db, locationId: string): Promise<MediaRef[]> {
  return db
    .select(mediaRef)
    .from(media)
    .where(
      and(
        eq(media.locationId, locationId),
        eq(media.kind, 'photo'),
        sql`${media.marketplaceServiceId} is null`,
      ),
    )
    .orderBy(asc(media.position), asc(media.id));
}

/** Active services grouped by the location's service categories in their order; ungrouped ones last. */
export async function loadServiceGroups(db: Db, locationId: string): Promise<ServiceGroup[]> {
  const rows = await db
    .select({
      groupId: serviceCategories.id,
      groupSlug: serviceCategories.slug,
      groupName: serviceCategories.name,
      id: services.id,
      name: services.name,
      description: services.description,
      durationMinutes: services.durationMinutes,
      priceMinor: services.priceMinor,
      currency: services.currency,
      priceIsFrom: services.priceIsFrom,
    })
    .from(services)
    .leftJoin(serviceCategories, eq(serviceCategories.id, services.serviceCategoryId))
    .where(and(eq(services.locationId, locationId), eq(services.active, true)))
    .orderBy(
      sql`${serviceCategories.position} asc nulls last`,
      asc(serviceCategories.name),
      asc(services.position),
      asc(services.name),
      asc(services.id),
    );
  const groups = new Map<string | null, ServiceGroup>();
  for (const row of rows) {
    let group = groups.get(row.groupId);
    if (!group) {
      group = { id: row.groupId, slug: row.groupSlug, name: row.groupName, services: [] };
      groups.set(row.groupId, group);
    }
    group.services.push({
      id: row.id,
      name: row.name,
      description: row.description,
      durationMinutes: row.durationMinutes,
      price: { amountMinor: row.priceMinor, currency: row.currency.trim() },
      priceIsFrom: row.priceIsFrom,
    });
  }
  return [...groups.values()];
}

/** Active staff of the location, by name, with their photos. */
export async function loadStaff(db: Db, locationId: string): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: staff.id, name: staff.name, title: staff.title, photoId: staff.photoMediaId })
    .from(staff)
    .where(and(eq(staff.locationId, locationId), eq(staff.active, true)))
    .orderBy(asc(staff.name), asc(staff.id));
  const photos = await loadMediaRefs(
    db,
    rows.flatMap((row) => (row.photoId ? [row.photoId] : [])),
  );
  return rows.map(({ photoId, ...member }) => ({
    ...member,
    photo: (photoId && photos.get(photoId)) || null,
  }));
}
