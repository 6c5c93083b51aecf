import type { Db } from '@kalendo/db';
import { resultRows } from '@kalendo/db';
import { sql } from 'drizzle-orm';
import { insertJsonRows } from './insert-json-rows.ts';
import { buildLargeChunk } from './large/build-large-chunk.ts';
import { LARGE_COLUMNS, type LargeChunk } from './large/large-chunk.ts';
import { createRandom, DEFAULT_SEED } from './random.ts';

/** Locations per transaction: a few megabytes of JSON per statement. */
const CHUNK = 2500;

const ORDER: (keyof LargeChunk)[] = [
  'businesses',
  'businessDescriptions',
  'locations',
  'openingHours',
  'services',
  'staff',
  'workingHours',
  'staffServices',
];

export interface GenerateLargeOptions {
  locations: number;
  now: Date;
  /** Called after each chunk with the number of locations added so far. */
  onProgress?: (done: number) => void;
}

async function readIds(db: Db, table: 'categories' | 'marketplace_services'): Promise<Map<string, string>> {
  const rows = resultRows<{ id: string; slug: string }>(
    await db.execute(sql`select id, slug from ${sql.identifier(table)}`),
  );
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** The highest number ending a slug of the table (0 if none): generated slugs continue after it. */
async function highestSuffix(db: Db, table: 'businesses' | 'locations'): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(max((substring(slug from '-([0-9]{1,15})$'))::bigint), 0)::text as n
      from ${sql.identifier(table)}`,
  );
  return Number(resultRows<{ n: string }>(result)[0]?.n ?? 0);
}

/**
 * Adds `locations` synthetic locations across the seeded cities (a business per ~3 locations, 3–6
 * services and 2 staff with working hours each), in chunked transactions. Needs the catalogue of the
 * demo seed. Deterministic for a given database state; run it again to add more.
 */
export async function generateLarge(
  db: Db,
  options: GenerateLargeOptions,
): Promise<{ locations: number; ms: number }> {
  const started = performance.now();
  const categoryIds = await readIds(db, 'categories');
  const marketplaceServiceIds = await readIds(db, 'marketplace_services');
  if (categoryIds.size === 0 || marketplaceServiceIds.size === 0) {
    throw new Error('The marketplace catalogue is missing: seed the demo data before generating locations.');
  }
  const counters = {
    business: await highestSuffix(db, 'businesses'),
    location: await highestSuffix(db, 'locations'),
  };
  const random = createRandom((DEFAULT_SEED ^ Math.imul(counters.location + 1, 0x9e3779b1)) >>> 0);
  for (let done = 0; done < options.locations; ) {
    const count = Math.min(CHUNK, options.locations - done);
    const chunk = buildLargeChunk({
      random,
      now: options.now,
      count,
      counters,
      categoryIds,
      marketplaceServiceIds,
    });
    await db.transaction(async (tx) => {
      for (const key of ORDER) {
        const { table, columns } = LARGE_COLUMNS[key];
        await insertJsonRows(tx as unknown as Db, table, columns, chunk[key]);
      }
    });
    done += count;
    options.onProgress?.(done);
  }
  return { locations: options.locations, ms: Math.round(performance.now() - started) };
}
