import type { SearchRankingWeights } from '@kalendo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../client/database.ts';
import { resultRows } from '../../client/result-rows.ts';

/** Catalogue entries (categories, marketplace service types) whose name in any language matches a query. */
export interface CatalogMatches {
  services: Map<string, number>;
  categories: Map<string, number>;
}

/** A ranking weight written into a statement as a numeric constant (the planner folds it like any literal). */
export function weightLiteral(weight: number): SQL {
  if (!Number.isFinite(weight)) throw new Error(`a ranking weight must be a finite number, got ${weight}`);
  return sql.raw(Number.isInteger(weight) ? weight.toFixed(1) : String(weight));
}

/** The query text as search stores text (lower case, no accents); constant-folded by the planner. */
export const normalized = (text: string): SQL => sql`search_normalize(${text}::text)`;

/** A PostgreSQL array literal of ids or numbers read from the database (sent as one text parameter). */
export const arrayLiteral = (values: Iterable<string | number>) => `{${[...values].join(',')}}`;

/**
 * Resolves the query against `catalog_search` (every language and the slug), best similarity per entry.
 * Call inside the search transaction: it relies on the word-similarity threshold set there.
 */
export async function findCatalogMatches(db: Db, text: string): Promise<CatalogMatches> {
  const q = normalized(text);
  const result = await db.execute(sql`
    select entity_id, kind, max(word_similarity(${q}, term)) as score
    from catalog_search
    where ${q} <% term
    group by entity_id, kind`);
  const matches: CatalogMatches = { services: new Map(), categories: new Map() };
  for (const row of resultRows<{ entity_id: string; kind: string; score: number | string }>(result)) {
    (row.kind === 'service' ? matches.services : matches.categories).set(row.entity_id, Number(row.score));
  }
  return matches;
}

/**
 * The transaction's trigram thresholds, and plans kept custom (the text's selectivity matters), as select
 * columns: a statement that selects them sets them. Search statements are short: no JIT compilation (the
 * raised trigram costs would trigger it, for tens of milliseconds) and no parallel workers (starting them
 * costs more than they save here).
 */
export const searchSettings = (weights: SearchRankingWeights): SQL => sql`
    set_config('pg_trgm.word_similarity_threshold', ${String(weights.textMatchThreshold)}, true),
    set_config('pg_trgm.similarity_threshold', ${String(weights.textMatchThreshold)}, true),
    set_config('plan_cache_mode', 'force_custom_plan', true),
    set_config('jit', 'off', true),
    set_config('max_parallel_workers_per_gather', '0', true)`;

/** Applies `searchSettings` to the transaction, for one that has no other first statement to carry them. */
export async function prepareSearchTransaction(db: Db, weights: SearchRankingWeights): Promise<void> {
  await db.execute(sql`select ${searchSettings(weights)}`);
}
