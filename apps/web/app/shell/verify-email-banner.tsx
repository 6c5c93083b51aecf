import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useRootData } from '../lib/root-data.ts';
import { useSession } from '../lib/session-context.tsx';
import type { SettingsResult } from '../shared/settings/settings-result.ts';
import { SpinnerButton } from '../shared/ui/spinner-button.tsx';

/** Until the email is confirmed: a reminder under the header, with a way to get the link again. */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const locale = useRootData()?.locale ?? 'en';
  const fetcher = useFetcher<SettingsResult>();
  if (!user?.email || user.emailVerified !== false) return null;
  const outcome = fetcher.data;
  return (
    <section
      aria-label={t('verifyEmail.label')}
      className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-0 flex-1 basis-64 break-words text-sm">
          {t('verifyEmail.text', { email: user.email })}
        </p>
        {outcome ? (
          <p role={outcome.ok ? 'status' : 'alert'} className="text-sm font-medium">
            {t(outcome.message)}
          </p>
        ) : (
          <fetcher.Form method="post" action={`/${locale}/settings`}>
            <input type="hidden" name="intent" value="verify" />
            <input type="hidden" name="email" value={user.email} />
            <SpinnerButton
              type="submit"
              loading={fetcher.state !== 'idle'}
              className="rounded-full border border-amber-400 bg-white px-4 py-1.5 text-sm font-medium hover:bg-amber-100"
            >
              {t('verifyEmail.resend')}
            </SpinnerButton>
          </fetcher.Form>
        )}
      </div>
    </section>
  );
}
