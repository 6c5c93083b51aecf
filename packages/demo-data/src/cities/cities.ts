import { ATHENS } from './athens.ts';
import { BERLIN } from './berlin.ts';
import { BUCHAREST } from './bucharest.ts';
import type { CityData } from './city-data.ts';
import { ISTANBUL } from './istanbul.ts';
import { LONDON } from './london.ts';
import { MADRID } from './madrid.ts';
import { MOSCOW } from './moscow.ts';
import { PARIS } from './paris.ts';
import { PLOVDIV } from './plovdiv.ts';
import { ROME } from './rome.ts';
import { SKOPJE } from './skopje.ts';
import { SOFIA } from './sofia.ts';
import { THESSALONIKI } from './thessaloniki.ts';

/** The seeded cities, in the order the seed walks them. */
export const CITIES: CityData[] = [
  SOFIA,
  PLOVDIV,
  SKOPJE,
  ATHENS,
  THESSALONIKI,
  ISTANBUL,
  BUCHAREST,
  BERLIN,
  MADRID,
  ROME,
  PARIS,
  MOSCOW,
  LONDON,
];
