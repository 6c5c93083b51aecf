import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/root-data.ts';
import { browserApi } from '../../platform/browser-api.ts';
import {
  turnOffWebPush,
  turnOnWebPush,
  type WebPushState,
  webPushState,
} from '../../platform/push/web-push.ts';

/** Set when the visitor said "Not now" to the prompt after a booking: it is not shown again. */
const DISMISSED_KEY = 'kalendo.pushPromptDismissed';

const button = 'rounded-full px-4 py-1.5 text-sm font-medium';

/**
 * Push on this browser (ADR 020): in Settings, its state and a switch; after a booking, a prompt shown only
 * while this browser can be asked and was not asked before (never on a first load). The permission is
 * asked for on a click only. Nothing renders on the server: the state is the browser's.
 */
export function PushOptIn({ variant }: { variant: 'settings' | 'after-booking' }) {
  const { t } = useTranslation();
  const root = useRootData();
  const [state, setState] = useState<WebPushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [dismissed, setDismissed] = useState(true);

  useEffect(() => {
    setDismissed(localStorage.getItem(DISMISSED_KEY) !== null);
    void webPushState().then(setState, () => setState('unsupported'));
  }, []);

  const change = (turn: typeof turnOnWebPush) => async () => {
    if (!root) return;
    setBusy(true);
    setFailed(false);
    try {
      setState(await turn(await browserApi(root)));
    } catch (error) {
      console.warn('Web Push could not be changed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const message = failed
    ? t('push.failed')
    : state === 'on'
      ? t('push.on')
      : state === 'denied'
        ? t('push.denied')
        : t('push.off');

  if (state === null || state === 'unsupported') return null;
  if (variant === 'after-booking') {
    // Once answered here (turned on), the outcome stays visible; declined or blocked, the prompt goes.
    if (state !== 'on' && (dismissed || state === 'denied')) return null;
    return (
      <section
        aria-labelledby="push-prompt-title"
        className="rounded-2xl border border-brand-300 bg-slate-50 p-4"
      >
        <h2 id="push-prompt-title" className="font-semibold">
          {t('push.promptTitle')}
        </h2>
        {state === 'on' ? (
          <p role="status" className="mt-1 text-slate-700">
            {t('push.on')}
          </p>
        ) : (
          <>
            <p className="mt-1 text-slate-700">{t('push.promptBody')}</p>
            {failed && (
              <p role="alert" className="mt-1 text-red-800">
                {t('push.failed')}
              </p>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                disabled={busy}
                onClick={change(turnOnWebPush)}
                className={`${button} bg-brand-800 text-white hover:bg-brand-700`}
              >
                {t('push.turnOn')}
              </button>
              <button
                type="button"
                onClick={() => {
                  localStorage.setItem(DISMISSED_KEY, String(Date.now()));
                  setDismissed(true);
                }}
                className={`${button} border border-slate-300 hover:bg-slate-100`}
              >
                {t('push.notNow')}
              </button>
            </div>
          </>
        )}
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <h3 className="font-medium">{t('push.thisDevice')}</h3>
      <p role="status" className="text-sm text-slate-700">
        {message}
      </p>
      {state !== 'denied' && (
        <button
          type="button"
          disabled={busy}
          onClick={change(state === 'on' ? turnOffWebPush : turnOnWebPush)}
          className={`${button} self-start border border-slate-300 hover:bg-slate-100`}
        >
          {state === 'on' ? t('push.turnOff') : t('push.turnOn')}
        </button>
      )}
    </div>
  );
}
