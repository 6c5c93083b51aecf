import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createCookie } from 'react-router';
import { useToasts } from '../../shell/toast/toast-context.tsx';

/** A message for the next page after a redirect: a moved appointment, guest items that could not be merged. */
export type Flash = { key: 'rescheduled' } | { key: 'notMerged'; count: number };

const flashCookie = createCookie('kalendo_flash', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 });

/** The `Set-Cookie` that carries a flash message to the next page. */
export function setFlash(flash: Flash): Promise<string> {
  return flashCookie.serialize(flash);
}

/** The `Set-Cookie` that removes the flash message once shown. */
export function clearFlash(): Promise<string> {
  return flashCookie.serialize('', { maxAge: 0 });
}

/** The flash message a request carries, if any (anything unknown is ignored). */
export async function readFlash(request: Request): Promise<Flash | null> {
  const value = (await flashCookie.parse(request.headers.get('Cookie'))) as Partial<Flash> | null;
  if (value?.key === 'rescheduled') return { key: 'rescheduled' };
  if (value?.key === 'notMerged' && Number.isSafeInteger(value.count) && (value.count ?? 0) > 0) {
    return { key: 'notMerged', count: value.count ?? 0 };
  }
  return null;
}

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
