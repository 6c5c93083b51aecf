import { LOCALE_NAMES, SUPPORTED_LOCALES } from '@kalendo/i18n/locales';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { useRootData } from '../lib/root-data.ts';

/**
 * The language dropdown (SPEC §2): submits `?lang=` on the current page, which switches the language,
 * remembers it and keeps the page with every parameter of its query (a GET form sends only its own
 * fields: the query rides along as hidden ones). Works without JavaScript through the submit button.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const root = useRootData();
  const { search } = useLocation();
  const id = useId();
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== 'lang');
  return (
    <Form
      method="get"
      action={root ? `/${root.locale}${root.path}` : undefined}
      className="flex items-center gap-2"
    >
      {kept.map(([name, value], index) => (
        // The same name may come more than once (a list parameter): the position keeps them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the query's order is the identity here.
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('menu.language')}
      </label>
      <select
        id={id}
        name="lang"
        defaultValue={root?.locale}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        {SUPPORTED_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-lg border px-2 py-1 text-sm">
          OK
        </button>
      </noscript>
    </Form>
  );
}
