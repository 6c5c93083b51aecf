import { type Db, resultRows } from '@kalendo/db';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** City centres of the seeded cities (the generated locations lie within a few kilometres). */
const CENTRES: Array<[number, number]> = [
  [42.6977, 23.3219],
  [42.1354, 24.7453],
  [41.9981, 21.4254],
  [37.9838, 23.7275],
  [40.6401, 22.9444],
  [41.0082, 28.9784],
  [44.4268, 26.1025],
  [52.52, 13.405],
  [40.4168, -3.7038],
  [41.9028, 12.4964],
  [48.8566, 2.3522],
  [55.7558, 37.6173],
  [51.5072, -0.1276],
];

/** Text in several scripts, some misspelled or unaccented, with the category a user would pick. */
const TEXTS: Array<[string, string]> = [
  ['manikur', 'nails'],
  ['маникюр', 'nails'],
  ['μασαζ', 'massage'],
  ['masaj', 'massage'],
  ['haircut', 'hair'],
  ['friseur', 'hair'],
  ['barber', 'barber'],
  ['yoga', 'yoga'],
  ['tattoo', 'tattoo'],
  ['fizioterapia', 'physio'],
  ['facial', 'beauty'],
  ['pedikür', 'nails'],
];

const PREFIXES = [
  'ma',
  'man',
  'mani',
  'мас',
  'μα',
  'μασ',
  'fri',
  'bar',
  'sof',
  'lon',
  'kuaf',
  'yog',
  'tat',
  'hair',
  'nag',
  'pél',
  'coaf',
  'фриз',
  'κομμ',
  'peluq',
  'massa',
  'берл',
  'athen',
  'gel',
  'pedi',
];

/** `runs` text + category + distance searches, cycling through texts, cities and radii. */
export function searchQueries(runs: number) {
  return Array.from({ length: runs }, (_, i) => {
    const [text, category] = TEXTS[i % TEXTS.length] as [string, string];
    const [lat, lng] = CENTRES[i % CENTRES.length] as [number, number];
    return { q: text, category, lat, lng, radius: [2, 5, 10][i % 3] as number, limit: 20 };
  });
}

export function autocompleteQueries(runs: number): string[] {
  return Array.from({ length: runs }, (_, i) => PREFIXES[i % PREFIXES.length] as string);
}

/**
 * A view of the database that also runs EXPLAIN ANALYZE for statements containing `marker` (through the
 * search transaction) and keeps the plans; the statements themselves run unchanged.
 */
export function explaining(db: Db, marker: string, plans: string[][]): Db {
  const dialect = new PgDialect();
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        return (run: (tx: Db) => Promise<unknown>) =>
          target.transaction((tx) => run(explaining(tx as unknown as Db, marker, plans)));
      }
      if (property === 'execute') {
        return async (query: SQL) => {
          if (dialect.sqlToQuery(query).sql.includes(marker)) {
            const plan = await target.execute(sql`explain (analyze, costs off) ${query}`);
            plans.push(resultRows<Record<string, string>>(plan).map((row) => Object.values(row)[0] ?? ''));
          }
          return target.execute(query);
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}
