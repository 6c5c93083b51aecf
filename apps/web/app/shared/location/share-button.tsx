import { useTranslation } from 'react-i18next';
import { useToasts } from '../ui/toast/toast-context.tsx';

/** Shares the page with the system share sheet (Web Share API) or, where there is none, copies its link. */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  async function share() {
    const url = `${window.location.origin}${window.location.pathname}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The user closed the share sheet: nothing to do.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toasts.show({ id: 'share', color: 'success', body: t('location.linkCopied'), delay: 4000 });
    } catch {
      toasts.show({ id: 'share', color: 'error', body: t('location.copyFailed', { url }) });
    }
  }
  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 15V4m0 0L8 8m4-4 4 4M5 12v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7" />
      </svg>
      {t('location.share')}
    </button>
  );
}
