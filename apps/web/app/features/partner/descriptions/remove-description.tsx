import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AskedRemoval } from '../asked-removal.tsx';

/**
 * Removing one language's description asks first: `?removeDescription=<locale>` shows the question (so it
 * works without JavaScript), and only its answer posts the removal.
 */
export function RemoveDescription({ locale, language }: { locale: string; language: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const keep = new URLSearchParams(location.search);
  const asking = keep.get('removeDescription') === locale;
  keep.delete('removeDescription');
  if (asking)
    return (
      <AskedRemoval
        id={`remove-description-${locale}-question`}
        question={t('partnerTexts.question', { language })}
        intent={`remove-description-${locale}`}
        back={`${location.pathname}${keep.size > 0 ? `?${keep}` : ''}`}
        confirm={t('partnerTexts.removeConfirm')}
        keep={t('partnerTexts.keep')}
      />
    );
  return (
    <Link
      to={`?${new URLSearchParams([...keep, ['removeDescription', locale]])}`}
      preventScrollReset
      className="self-start text-sm font-medium text-red-800 underline"
    >
      {t('partnerTexts.remove', { language })}
    </Link>
  );
}
