import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiLinks } from '../../lib/api-links.ts';
import { useRootData } from '../../lib/root-data.ts';
import { browserApi } from '../../platform/browser-api.ts';
import { ALTCHA_LANGUAGE, loadAltcha } from './load-altcha.ts';

/** The form field the server reads the solved proof of work from (sent on as the API's `X-Bot-Check`). */
export const BOT_CHECK_FIELD = 'altcha';

const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true });

/**
 * ALTCHA's "I am not a robot" check (self-hosted proof of work). It starts working when the user
 * focuses the form; a submit that comes before it is done (or before the widget has even loaded) waits
 * for it and then goes on by itself. Without JavaScript the form is sent as it is and the server asks again.
 */
export function BotCheckField({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  /** The button of a submit made before the widget was there (null: the form was sent without one). */
  const waiting = useRef<HTMLElement | null | undefined>(undefined);
  const root = useRootData();
  useEffect(() => {
    loadAltcha(locale).then(
      () => setReady(true),
      () => setFailed(true),
    );
  }, [locale]);
  useEffect(() => {
    const widget = box.current?.querySelector('altcha-widget');
    if (!ready || !widget || !root) return;
    // The widget fetches its challenge through our client, with the headers of SPEC §7 (it asks for
    // nothing else: no server verification is configured).
    const configured = widget.configure({
      challenge: apiLinks.botCheckChallenge(),
      fetch: async (_input, init) => (await browserApi(root)).fetchBotCheckChallenge(init?.signal),
    });
    // A submit that came while the widget loaded goes on once it is solved.
    const form = widget.closest('form');
    const submitter = waiting.current;
    waiting.current = undefined;
    if (form && submitter !== undefined)
      void Promise.resolve(configured)
        .then(() => widget.verify())
        .then(() => {
          if (widget.getState() === 'verified') form.requestSubmit(submitter);
        });
  }, [ready, root]);
  useEffect(() => {
    const form = box.current?.closest('form');
    if (failed || !form) return;
    // On the form itself, so it runs before React's submit handler (which listens higher up).
    const holdUntilVerified = (event: SubmitEvent) => {
      const widget = form.querySelector('altcha-widget');
      if (ready && (!widget || widget.getState() === 'verified')) return;
      event.preventDefault();
      event.stopPropagation();
      // Still loading: the submit is kept and sent once the widget is there and solved (above).
      if (!ready || !widget) {
        waiting.current = event.submitter;
        return;
      }
      widget.verify().then(() => {
        if (widget.getState() === 'verified') form.requestSubmit(event.submitter);
      });
    };
    form.addEventListener('submit', holdUntilVerified);
    return () => form.removeEventListener('submit', holdUntilVerified);
  }, [ready, failed]);
  return (
    <div ref={box} className="min-h-16" data-bot-check={ready ? 'ready' : 'loading'}>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {t('auth.errors.botCheckUnavailable')}
        </p>
      ) : (
        <altcha-widget
          name={BOT_CHECK_FIELD}
          auto="onfocus"
          language={ALTCHA_LANGUAGE[locale] ?? locale}
          configuration={WIDGET_CONFIGURATION}
          suppressHydrationWarning
        />
      )}
    </div>
  );
}
