import type { SearchRankingWeights, SearchSuggestion, SuggestionKind } from '@kalendo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../client/database.ts';
import { resultRows } from '../../client/result-rows.ts';
import { normalized, prepareSearchTransaction, weightLiteral } from './catalog-matches.ts';

/** Shorter texts match only at the start of names (trigrams need three characters). */
const MIN_FUZZY_LENGTH = 3;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** How well the text matches the value: it starts the value, starts a later word, else word similarity. */
function matchScore(value: SQL, q: SQL, fuzzy: boolean, weights: SearchRankingWeights): SQL {
  return sql`case when ${value} like ${q} || '%' then ${weightLiteral(weights.suggestionStartsValue)}
    when ${value} like '% ' || ${q} || '%' then ${weightLiteral(weights.suggestionStartsLaterWord)}
    else ${fuzzy ? sql`word_similarity(${q}, ${value})` : sql`0`} end`;
}

function catalogPart(q: SQL, locale: string, fuzzy: boolean, weights: SearchRankingWeights): SQL {
  const label = (alias: string) =>
    sql`coalesce(${sql.raw(alias)}.names ->> ${locale}::text, ${sql.raw(alias)}.names ->> 'en', ${sql.raw(alias)}.slug)`;
  return sql`select hit.kind, coalesce(ms.slug, c.slug) as slug,
      case when hit.kind = 'service' then ${label('ms')} else ${label('c')} end as label,
      case when hit.kind = 'service' then ${label('sc')} end as detail,
      hit.score, case when hit.kind = 'service' then 0 else 1 end as priority
    from (
      select entity_id, kind, max(${matchScore(sql`term`, q, fuzzy, weights)}) as score from catalog_search
      where term like ${q} || '%' or term like '% ' || ${q} || '%' ${fuzzy ? sql`or ${q} <% term` : sql``}
      group by entity_id, kind
    ) hit
    left join marketplace_services ms on ms.id = hit.entity_id
    left join categories sc on sc.id = ms.category_id
    left join categories c on c.id = hit.entity_id`;
}

/** A place's city in the request language where the `cities` table names it, else as the place writes it. */
function cityName(slug: SQL, city: SQL, locale: string): SQL {
  return sql`coalesce((select n.names ->> ${locale}::text from cities n where n.slug = ${slug}), ${city})`;
}

/**
 * The seeded cities are few: a loose index scan lists them without reading every location. A city matches
 * by its own name, its slug or its name in any language ("Рим", "Rom", "Roma"), and is labelled in the
 * request language.
 */
function cityPart(q: SQL, locale: string, weights: SearchRankingWeights): SQL {
  const inAnyLanguage = sql`exists (select 1 from cities n, jsonb_each_text(n.names) name
      where n.slug = city.city_slug and search_normalize(name.value) like ${q} || '%')`;
  return sql`select 'city' as kind, city_slug as slug, ${cityName(sql`city_slug`, sql`city`, locale)} as label,
      null as detail,
      greatest(${matchScore(sql`search_normalize(city)`, q, false, weights)},
               case when city_slug like ${q} || '%' or ${inAnyLanguage}
                 then ${weightLiteral(weights.suggestionStartsValue)} else 0 end) as score,
      2 as priority
    from (
      with recursive seen as (
        (select city_slug, city from locations order by city_slug, city limit 1)
        union all
        select next.city_slug, next.city from seen,
          lateral (select city_slug, city from locations where locations.city_slug > seen.city_slug
                   order by city_slug, city limit 1) next
      )
      select * from seen
    ) city
    where search_normalize(city) like ${q} || '%' or search_normalize(city) like '% ' || ${q} || '%'
      or city_slug like ${q} || '%' or ${inAnyLanguage}`;
}

/**
 * Businesses or locations whose name starts with the text, in name order: `~<~` is the order of the
 * (normalised name text_pattern_ops, slug) index, so its prefix range scan stops after `limit` rows.
 */
function placePart(
  kind: 'business' | 'location',
  q: SQL,
  locale: string,
  limit: number,
  weights: SearchRankingWeights,
): SQL {
  const name = sql`search_normalize(p.name)`;
  const table = kind === 'business' ? sql`businesses p` : sql`locations p`;
  const detail =
    kind === 'business'
      ? sql`(select ${cityName(sql`l.city_slug`, sql`l.city`, locale)} from locations l
          where l.business_id = p.id order by l.slug limit 1)`
      : cityName(sql`p.city_slug`, sql`p.city`, locale);
  return sql`select * from (
      select ${kind}::text as kind, p.slug, p.name as label, ${detail} as detail,
        ${weightLiteral(weights.suggestionPlaceName)} as score, ${sql.raw(kind === 'business' ? '3' : '4')} as priority
      from ${table}
      where ${name} like ${q} || '%'
      order by ${name} using ~<~, p.slug limit ${limit}
    ) ${sql.identifier(`${kind}_hits`)}`;
}

/**
 * Catalogue entries (typo-tolerant, any language), cities, and from three characters on businesses and
 * locations whose name starts with the text.
 */
export async function suggestSearchTerms(
  db: Db,
  request: { text: string; locale: string; limit: number },
  weights: SearchRankingWeights,
): Promise<SearchSuggestion[]> {
  const q = normalized(escapeLike(request.text));
  const fuzzy = request.text.length >= MIN_FUZZY_LENGTH;
  const parts = [catalogPart(q, request.locale, fuzzy, weights), cityPart(q, request.locale, weights)];
  if (fuzzy)
    parts.push(
      placePart('business', q, request.locale, 3, weights),
      placePart('location', q, request.locale, 3, weights),
    );
  return db.transaction(async (tx) => {
    await prepareSearchTransaction(tx as unknown as Db, weights);
    const result = await tx.execute(sql`
      select kind, slug, label, detail from (${sql.join(parts, sql` union all `)}) hits
      order by score desc, priority, label limit ${request.limit}`);
    return resultRows<{ kind: SuggestionKind; slug: string; label: string; detail: string | null }>(
      result,
    ).map((row) => ({ kind: row.kind, slug: row.slug, label: row.label, detail: row.detail ?? null }));
  });
}
