import { createInstance, type Resource, type TFunction } from 'i18next';
import { FALLBACK_LOCALE, type Locale } from './locales.ts';
import { NAMESPACES, resources } from './resources.ts';

const instances = new Map<Locale, TFunction>();

/** A `t` function for one language, falling back to English for anything missing. */
export function createTranslator(locale: Locale): TFunction {
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
    interpolation: { escapeValue: false },
  });
  instances.set(locale, instance.t);
  return instance.t;
}
