import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { AuthField } from '../../shared/auth/auth-field.tsx';
import type { SettingsResult } from '../../shared/settings/settings-result.ts';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';
import { SettingsSection } from './settings-section.tsx';

/** The sign-in email: shown with its state; a new one takes effect once the link sent to it is opened. */
export function EmailSection({
  email,
  verified,
  result,
  busy,
}: {
  email: string;
  verified: boolean;
  result: SettingsResult | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SettingsSection id="email" title={t('settings.emailTitle')} result={result}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all">{email}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${verified ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
        >
          {verified ? t('settings.emailVerified') : t('settings.emailUnverified')}
        </span>
      </p>
      <Form method="post" noValidate className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value="email" />
        <AuthField
          name="newEmail"
          type="email"
          autoComplete="email"
          label={t('settings.newEmail')}
          hint={t('settings.newEmailHint')}
        />
        <SpinnerButton
          type="submit"
          loading={busy}
          className="self-start rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
        >
          {t('settings.changeEmail')}
        </SpinnerButton>
      </Form>
    </SettingsSection>
  );
}
