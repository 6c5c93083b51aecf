import bg_common from '../locales/bg/common.json' with { type: 'json' };
import bg_emails from '../locales/bg/emails.json' with { type: 'json' };
import bg_errors from '../locales/bg/errors.json' with { type: 'json' };
import de_common from '../locales/de/common.json' with { type: 'json' };
import de_emails from '../locales/de/emails.json' with { type: 'json' };
import de_errors from '../locales/de/errors.json' with { type: 'json' };
import el_common from '../locales/el/common.json' with { type: 'json' };
import el_emails from '../locales/el/emails.json' with { type: 'json' };
import el_errors from '../locales/el/errors.json' with { type: 'json' };
import en_common from '../locales/en/common.json' with { type: 'json' };
import en_emails from '../locales/en/emails.json' with { type: 'json' };
import en_errors from '../locales/en/errors.json' with { type: 'json' };
import es_common from '../locales/es/common.json' with { type: 'json' };
import es_emails from '../locales/es/emails.json' with { type: 'json' };
import es_errors from '../locales/es/errors.json' with { type: 'json' };
import fr_common from '../locales/fr/common.json' with { type: 'json' };
import fr_emails from '../locales/fr/emails.json' with { type: 'json' };
import fr_errors from '../locales/fr/errors.json' with { type: 'json' };
import it_common from '../locales/it/common.json' with { type: 'json' };
import it_emails from '../locales/it/emails.json' with { type: 'json' };
import it_errors from '../locales/it/errors.json' with { type: 'json' };
import mk_common from '../locales/mk/common.json' with { type: 'json' };
import mk_emails from '../locales/mk/emails.json' with { type: 'json' };
import mk_errors from '../locales/mk/errors.json' with { type: 'json' };
import ro_common from '../locales/ro/common.json' with { type: 'json' };
import ro_emails from '../locales/ro/emails.json' with { type: 'json' };
import ro_errors from '../locales/ro/errors.json' with { type: 'json' };
import ru_common from '../locales/ru/common.json' with { type: 'json' };
import ru_emails from '../locales/ru/emails.json' with { type: 'json' };
import ru_errors from '../locales/ru/errors.json' with { type: 'json' };
import tr_common from '../locales/tr/common.json' with { type: 'json' };
import tr_emails from '../locales/tr/emails.json' with { type: 'json' };
import tr_errors from '../locales/tr/errors.json' with { type: 'json' };
import type { Locale } from './locales.ts';

/** Translation namespaces; English is the source of the key types. */
export const NAMESPACES = ['common', 'errors', 'emails'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type CommonMessages = typeof en_common;
export type ErrorMessages = typeof en_errors;
export type EmailMessages = typeof en_emails;

export interface Messages {
  common: CommonMessages;
  errors: ErrorMessages;
  emails: EmailMessages;
}

/** Every language's messages, by namespace. */
export const resources: Record<Locale, Messages> = {
  bg: { common: bg_common, errors: bg_errors, emails: bg_emails },
  en: { common: en_common, errors: en_errors, emails: en_emails },
  de: { common: de_common, errors: de_errors, emails: de_emails },
  es: { common: es_common, errors: es_errors, emails: es_emails },
  it: { common: it_common, errors: it_errors, emails: it_emails },
  fr: { common: fr_common, errors: fr_errors, emails: fr_emails },
  tr: { common: tr_common, errors: tr_errors, emails: tr_emails },
  ro: { common: ro_common, errors: ro_errors, emails: ro_emails },
  el: { common: el_common, errors: el_errors, emails: el_emails },
  mk: { common: mk_common, errors: mk_errors, emails: mk_emails },
  ru: { common: ru_common, errors: ru_errors, emails: ru_emails },
};
