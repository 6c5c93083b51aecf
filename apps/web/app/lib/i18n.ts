import type { CommonMessages } from '@kalendo/i18n';
import { createInstance, type i18n as I18n, type ParseKeys, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** A key of the web app's messages (`common`): what `t` takes, checked by `tsc` (issue 24 item 2). */
export type MessageKey = ParseKeys<'common'>;

const instances = new WeakMap<CommonMessages, I18n>();

/**
 * The i18next instance of one language's messages (sent by the root loader, so the browser never
 * downloads the other ten languages): made once per messages object. On the server that is once per
 * language for the life of the process, not once per render; an instance's language never changes.
 */
export function createI18n(locale: string, common: CommonMessages): I18n {
  const existing = instances.get(common);
  if (existing?.language === locale) return existing;
  const instance = createInstance();
  instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources: { [locale]: { common } } as unknown as Resource,
    initAsync: false,
    // Said explicitly (the defaults), so i18next skips guessing per call whether a key is a sentence.
    nsSeparator: ':',
    keySeparator: '.',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  instances.set(common, instance);
  return instance;
}
