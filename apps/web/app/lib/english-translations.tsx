import fallbackMessages from '@kalendo/i18n/fallback-messages' with { type: 'json' };
import { FALLBACK_LOCALE } from '@kalendo/i18n/locales';
import type { ReactNode } from 'react';
import { Translations } from './translations.tsx';

/**
 * The English messages, for an error page shown without root data (a request stopped before the loaders
 * ran). Loaded on demand (`React.lazy`), so the bundle every page downloads does not carry them.
 */
export default function EnglishTranslations({ children }: { children: ReactNode }) {
  return (
    <Translations locale={FALLBACK_LOCALE} messages={fallbackMessages}>
      {children}
    </Translations>
  );
}
