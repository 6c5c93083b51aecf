import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { MASTER_LOADER_ID } from '../shared/ui/loader/loader-constants.ts';
import { useLoaderService } from '../shared/ui/loader/loader-context.tsx';
import { LoaderOverlay } from '../shared/ui/loader/loader-overlay.tsx';
import { useLoaderState } from '../shared/ui/loader/use-loader-state.ts';

/** Route navigations show the master loader; quick ones (under 300 ms) show nothing. */
const NAVIGATION_DELAY_MS = 300;

export function NavigationLoader() {
  const { t } = useTranslation();
  const service = useLoaderService();
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    service.start(MASTER_LOADER_ID, 'navigation', { delay: NAVIGATION_DELAY_MS });
    return () => service.stop(MASTER_LOADER_ID, 'navigation');
  }, [busy, service]);
  return <LoaderOverlay state={useLoaderState(service, MASTER_LOADER_ID)} label={t('loader.loading')} />;
}
