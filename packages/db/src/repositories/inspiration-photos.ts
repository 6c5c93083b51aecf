import type { InspirationPhotoRecord, InspirationSource, LocalizedNames } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import { publicPlaceOf } from './published-business.ts';

interface InspirationRow {
  id: string;
  width: number;
  height: number;
  alt: string;
  palette: [string, string] | string | null;
  motif: string | null;
  service_slug: string;
  service_names: LocalizedNames | string;
  location_slug: string;
  location_name: string;
}

/**
 * Inspiration photos (media linked to a marketplace service and a place): the newest photo of each service
 * type, taking the first type of every category before the second, so a short row shows varied work.
 */
export function createInspirationPhotos(db: Db): InspirationSource {
  return {
    async listTeaser(limit) {
      const result = await db.execute(sql`
        with service_order as (
          select ms.id, ms.slug, ms.names, c.position as category_position, c.slug as category_slug,
            row_number() over (partition by ms.category_id order by ms.slug) as rank_in_category
          from marketplace_services ms join categories c on c.id = ms.category_id
        )
        select photo.id, photo.width, photo.height, photo.alt, photo.artwork -> 'palette' as palette,
          photo.artwork ->> 'motif' as motif, so.slug as service_slug,
          so.names as service_names, l.slug as location_slug, l.name as location_name
        from service_order so
        cross join lateral (
          select m.id, m.width, m.height, m.alt, m.artwork, m.location_id from media m
          where m.marketplace_service_id = so.id and m.kind = 'photo' and m.location_id is not null and not m.hidden
          order by m.created_at desc, m.id limit 1
        ) photo
        join locations l on l.id = photo.location_id and ${publicPlaceOf(sql`l`)}
        order by so.rank_in_category, so.category_position, so.category_slug
        limit ${limit}`);
      return resultRows<InspirationRow>(result).map(toRecord);
    },
  };
}

function toRecord(row: InspirationRow): InspirationPhotoRecord {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    alt: row.alt,
    tint: typeof row.palette === 'string' ? (JSON.parse(row.palette) as [string, string]) : row.palette,
    motif: row.motif,
    service: {
      slug: row.service_slug,
      names:
        typeof row.service_names === 'string'
          ? (JSON.parse(row.service_names) as LocalizedNames)
          : row.service_names,
    },
    location: { slug: row.location_slug, name: row.location_name },
  };
}
