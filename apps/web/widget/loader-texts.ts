import { widget as bg } from '@kalendo/i18n/locales/bg/common.json';
import { widget as de } from '@kalendo/i18n/locales/de/common.json';
import { widget as el } from '@kalendo/i18n/locales/el/common.json';
import { widget as en } from '@kalendo/i18n/locales/en/common.json';
import { widget as es } from '@kalendo/i18n/locales/es/common.json';
import { widget as fr } from '@kalendo/i18n/locales/fr/common.json';
import { widget as it } from '@kalendo/i18n/locales/it/common.json';
import { widget as mk } from '@kalendo/i18n/locales/mk/common.json';
import { widget as ro } from '@kalendo/i18n/locales/ro/common.json';
import { widget as ru } from '@kalendo/i18n/locales/ru/common.json';
import { widget as tr } from '@kalendo/i18n/locales/tr/common.json';

/** The loader's own words (the button, the dialog's name, its close button) in the 11 languages. */
export const LOADER_TEXTS: Record<string, typeof en> = { bg, en, de, es, it, fr, tr, ro, el, mk, ru };
