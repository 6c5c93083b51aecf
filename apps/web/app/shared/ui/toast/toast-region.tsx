import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from './toast-context.tsx';
import type { Toast } from './toast-store.ts';

const COLORS: Record<Toast['color'], string> = {
  info: 'border-brand-500 bg-white',
  success: 'border-emerald-600 bg-emerald-50',
  warning: 'border-amber-500 bg-amber-50',
  error: 'border-red-600 bg-red-50',
};

const NONE: readonly Toast[] = [];

/** SPEC §2: toasts fixed at the top centre, announced politely (errors assertively). */
export function ToastRegion() {
  const { t } = useTranslation();
  const store = useToasts();
  const toasts = useSyncExternalStore(store.subscribe, store.getToasts, () => NONE);
  return (
    <section
      aria-label={t('toast.region')}
      className="pointer-events-none fixed inset-x-0 top-2 z-50 flex flex-col items-center gap-2 px-2"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.color === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border-l-4 p-3 shadow-lg ${COLORS[toast.color]}`}
        >
          <div className="flex-1">
            {toast.header && <p className="font-semibold">{toast.header}</p>}
            <p className="text-sm text-slate-700">{toast.body}</p>
            {toast.buttonText && (
              <button
                type="button"
                onClick={() => {
                  toast.onClick?.();
                  store.dismiss(toast.id);
                }}
                className="mt-2 rounded-full bg-brand-700 px-3 py-1 text-sm font-medium text-white"
              >
                {toast.buttonText}
              </button>
            )}
          </div>
          <button
            type="button"
            onClick={() => store.dismiss(toast.id)}
            aria-label={t('toast.close')}
            className="rounded p-1 text-slate-500 hover:bg-slate-100"
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
