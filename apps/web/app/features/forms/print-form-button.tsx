import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../shared/hooks/use-hydrated.ts';

/**
 * "Print or save as PDF" for a completed form (issue 19): the browser's own print dialog, whose PDF printer
 * saves it; the page's print stylesheet leaves only the form. Shown once the page runs (it needs script).
 */
export function PrintFormButton() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="self-start rounded-full border border-brand-800 px-5 py-2 font-medium text-brand-800 hover:bg-slate-50 print:hidden"
    >
      {t('forms.print')}
    </button>
  );
}
