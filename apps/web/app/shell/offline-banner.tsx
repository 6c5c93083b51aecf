import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** The visible "you are offline" state (issue 20): what is shown is what this device kept. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p role="status" className="bg-slate-900 px-4 py-2 text-center text-sm font-medium text-white">
      {t('offline.banner')}
    </p>
  );
}
