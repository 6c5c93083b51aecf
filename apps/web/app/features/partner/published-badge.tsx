import { useTranslation } from 'react-i18next';

/** Whether a business is live (published) or still a draft only its members see. */
export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-3 py-1 text-sm font-medium ${published ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
    >
      {published ? t('partner.published') : t('partner.draft')}
    </span>
  );
}
