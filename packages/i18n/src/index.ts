import './typed-keys.ts';

export { createTranslator, type Translate } from './create-translator.ts';
export { formatMoney, toMinorUnits } from './format-money.ts';
export {
  FALLBACK_LOCALE,
  isSupportedLocale,
  LOCALE_NAMES,
  type Locale,
  SUPPORTED_LOCALES,
  supportedLocaleOf,
} from './locales.ts';
export { negotiateLocale } from './negotiate-locale.ts';
export {
  type CommonMessages,
  type EmailMessages,
  type ErrorMessages,
  type Messages,
  NAMESPACES,
  type Namespace,
  resources,
} from './resources.ts';
