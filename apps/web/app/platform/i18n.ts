import type { CommonMessages } from '@kalendo/i18n';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * An i18next instance for one render, with only the current language's messages (sent by the root
 * loader), so the browser never downloads the other ten languages.
 */
export function createI18n(locale: string, common: CommonMessages): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources: { [locale]: { common } } as unknown as Resource,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
