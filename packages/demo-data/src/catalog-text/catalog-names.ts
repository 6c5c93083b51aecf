import type { Language, Names } from '../catalog/languages.ts';
import { LANGUAGES } from '../catalog/languages.ts';
import { BG } from './bg.ts';
import type { CatalogText } from './catalog-text.ts';
import { DE } from './de.ts';
import { EL } from './el.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { IT } from './it.ts';
import { MK } from './mk.ts';
import { RO } from './ro.ts';
import { RU } from './ru.ts';
import { TR } from './tr.ts';

export const CATALOG_TEXT: Record<Language, CatalogText> = {
  bg: BG,
  en: EN,
  de: DE,
  es: ES,
  it: IT,
  fr: FR,
  tr: TR,
  ro: RO,
  el: EL,
  mk: MK,
  ru: RU,
};

/** One catalogue label in every language, e.g. `catalogNames((t) => t.categories.hair)`. */
export function catalogNames(label: (text: CatalogText) => string): Names {
  return Object.fromEntries(LANGUAGES.map((language) => [language, label(CATALOG_TEXT[language])])) as Names;
}
