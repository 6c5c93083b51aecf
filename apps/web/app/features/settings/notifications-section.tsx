import type { NotificationPreferencesInput } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { PushOptIn } from '../../shared/push/push-opt-in.tsx';
import type { SettingsResult } from '../../shared/settings/settings-result.ts';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';
import { SettingsSection } from './settings-section.tsx';

const CHOICES = ['email', 'push', 'marketing'] as const;

/** Which messages the user wants: reminders by email or push, and news and offers. */
export function NotificationsSection({
  preferences,
  result,
  busy,
}: {
  preferences: NotificationPreferencesInput;
  result: SettingsResult | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SettingsSection id="notifications" title={t('settings.notificationsTitle')} result={result}>
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="notifications" />
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{t('settings.notificationsTitle')}</legend>
          {CHOICES.map((choice) => (
            <label key={choice} className="flex items-start gap-3">
              <input
                type="checkbox"
                name={choice}
                defaultChecked={preferences[choice]}
                aria-describedby={`notify-${choice}-hint`}
                className="mt-1 size-5 accent-brand-700"
              />
              <span>
                <span className="block font-medium">{t(`settings.notify.${choice}`)}</span>
                <span id={`notify-${choice}-hint`} className="block text-sm text-slate-600">
                  {t(`settings.notify.${choice}Hint`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <SpinnerButton
          type="submit"
          loading={busy}
          className="self-start rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
        >
          {t('settings.notificationsSave')}
        </SpinnerButton>
      </Form>
      <PushOptIn variant="settings" />
    </SettingsSection>
  );
}
