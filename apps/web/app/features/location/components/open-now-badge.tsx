import { useTranslation } from 'react-i18next';

/** "Open now" (green) or "Closed now", as computed by the API in the place's time zone. */
export function OpenNowBadge({ openNow }: { openNow: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium ${
        openNow ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'
      }`}
    >
      <span
        aria-hidden="true"
        className={`h-2 w-2 rounded-full ${openNow ? 'bg-emerald-600' : 'bg-slate-500'}`}
      />
      {openNow ? t('location.openNow') : t('location.closedNow')}
    </span>
  );
}
