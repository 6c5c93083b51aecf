import type { Language } from '../catalog/languages.ts';
import { BG } from './bg.ts';
import { DE } from './de.ts';
import { EL } from './el.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { IT } from './it.ts';
import type { LocalePack } from './locale-pack.ts';
import { MK } from './mk.ts';
import { RO } from './ro.ts';
import { RU } from './ru.ts';
import { TR } from './tr.ts';

export const LOCALE_PACKS: Record<Language, LocalePack> = {
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
