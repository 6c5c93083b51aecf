import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const GIS_SCRIPT = 'https://accounts.google.com/gsi/client';

/**
 * "Sign in with Google" (Google Identity Services, redirect mode): never automatic, only when the user
 * presses it. Google posts the ID token to `/{locale}/sign-in/google`, which the server verifies. Without
 * Google's script (offline, blocked) nothing is drawn and email sign-in stays available.
 */
export function GoogleButton({
  clientId,
  locale,
  origin,
}: {
  clientId: string;
  locale: string;
  origin: string;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (document.querySelector(`script[src="${GIS_SCRIPT}"]`)) return;
    const script = document.createElement('script');
    script.src = GIS_SCRIPT;
    script.async = true;
    document.head.append(script);
  }, []);
  return (
    <div className="flex flex-col items-stretch gap-3">
      <div
        id="g_id_onload"
        data-client_id={clientId}
        data-login_uri={`${origin}/${locale}/sign-in/google`}
        data-ux_mode="redirect"
        data-auto_prompt="false"
        data-itp_support="false"
      />
      <div
        className="g_id_signin flex min-h-11 justify-center"
        data-type="standard"
        data-shape="pill"
        data-text="continue_with"
        data-size="large"
        data-locale={locale}
        data-width="320"
      />
      <p className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </p>
    </div>
  );
}
