import { createInstance, type Resource, type TFunction } from 'i18next';
import { FALLBACK_LOCALE, type Locale } from './locales.ts';
import { NAMESPACES, resources } from './resources.ts';

/** A `t` that knows every namespace: `t('emails:verifyEmail.subject')`, `t('errors:SLOT_UNAVAILABLE')`. */
export type Translate = TFunction<['common', 'errors', 'emails']>;

const instances = new Map<Locale, Translate>();

/** A `t` function for one language, falling back to English for anything missing. */
export function createTranslator(locale: Locale): Translate {
  const cached = instances.get(locale);
  if (cached) return cached;
  const instance = createInstance();
  instance.init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: resources as unknown as Resource,
    initAsync: false,
    // Said explicitly (the defaults), so i18next skips guessing per call whether a key is a sentence.
    nsSeparator: ':',
    keySeparator: '.',
    interpolation: { escapeValue: false },
  });
  const t = instance.t as Translate;
  instances.set(locale, t);
  return t;
}
