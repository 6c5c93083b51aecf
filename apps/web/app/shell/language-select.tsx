import { LOCALE_NAMES, SUPPORTED_LOCALES } from '@kalendo/i18n/locales';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { useRootData } from '../platform/root-data.ts';

/**
 * The language dropdown (SPEC §2): submits `?lang=` on the current page, which switches the language,
 * remembers it and keeps the page. Works without JavaScript through the submit button.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const root = useRootData();
  const id = useId();
  return (
    <Form
      method="get"
      action={root ? `/${root.locale}${root.path}` : undefined}
      className="flex items-center gap-2"
    >
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
