import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { requestPosition } from '../../../shared/hooks/current-position.ts';
import { useHydrated } from '../../../shared/hooks/use-hydrated.ts';
import { homePathNear } from '../home-position.ts';

/**
 * "Use my location": asks for the position only when pressed, then reloads the home page around it
 * (rounded, in the URL). Without JavaScript there is no button (geolocation needs it).
 */
export function LocateButton({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<'idle' | 'locating' | 'failed'>('idle');
  if (!hydrated) return null;

  function locate() {
    setStatus('locating');
    requestPosition().then(
      (position) => {
        setStatus('idle');
        navigate(homePathNear(locale, position), { preventScrollReset: true });
      },
      () => setStatus('failed'),
    );
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={locate}
        disabled={status === 'locating'}
        className="rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-700/10 disabled:opacity-60"
      >
        {status === 'locating' ? t('search.locating') : t('home.useMyLocation')}
      </button>
      <p aria-live="polite" className="max-w-xs text-sm text-red-700">
        {status === 'failed' ? t('search.locationFailed') : ''}
      </p>
    </div>
  );
}
