import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../ui/toast/toast-context.tsx';

/** A message for the next page after a redirect: a moved appointment, guest items that could not be merged. */
export type Flash = { key: 'rescheduled' } | { key: 'notMerged'; count: number };

/** Shows the flash message of this page load as a toast. */
export function FlashToast({ flash }: { flash: Flash | null }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  useEffect(() => {
    if (!flash) return;
    if (flash.key === 'rescheduled') {
      toasts.show({ id: 'flash', color: 'success', body: t('booking.rescheduled') });
    } else {
      toasts.show({ id: 'flash', color: 'warning', body: t('basket.notMerged', { count: flash.count }) });
    }
  }, [flash, t, toasts]);
  return null;
}
