import type { CommonMessages } from '@kalendo/i18n';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from './i18n.ts';

/** Provides the translations of one language (the root loader sends only the current one) to every screen. */
export function Translations({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: CommonMessages;
  children: ReactNode;
}) {
  const i18n = useMemo(() => createI18n(locale, messages), [locale, messages]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
