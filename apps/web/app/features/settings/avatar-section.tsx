import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { SettingsResult } from '../../shared/settings/settings-result.ts';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';
import { UserAvatar } from '../../shell/user-avatar.tsx';
import { SettingsSection } from './settings-section.tsx';

const MAX_BYTES = 5 * 1024 * 1024;

/** Picture upload: checked for size in the browser first, resized to a thumbnail by the server. */
export function AvatarSection({
  user,
  result,
  busy,
}: {
  user: { firstName: string; lastName: string; avatarThumbnailUrl: string | null };
  result: SettingsResult | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  // Once saved, the stored thumbnail replaces the local preview.
  useEffect(() => {
    if (result?.intent === 'avatar' && result.ok) setPreview(null);
  }, [result]);
  return (
    <SettingsSection id="avatar" title={t('settings.avatarTitle')} result={result}>
      <Form
        method="post"
        encType="multipart/form-data"
        className="flex flex-col gap-4 sm:flex-row sm:items-center"
      >
        <input type="hidden" name="intent" value="avatar" />
        <UserAvatar user={{ ...user, avatarThumbnailUrl: preview ?? user.avatarThumbnailUrl }} size={72} />
        <div className="flex w-full min-w-0 flex-col gap-2 sm:flex-1">
          <label htmlFor="avatar" className="text-sm font-medium text-slate-800">
            {t('settings.avatarChoose')}
          </label>
          <input
            id="avatar"
            name="avatar"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/gif"
            aria-describedby="avatar-hint"
            aria-invalid={tooLarge || undefined}
            className="max-w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-slate-100 file:px-4 file:py-2"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setTooLarge(Boolean(file && file.size > MAX_BYTES));
              setPreview(file && file.size <= MAX_BYTES ? URL.createObjectURL(file) : null);
            }}
          />
          <p id="avatar-hint" className={`text-sm ${tooLarge ? 'text-red-700' : 'text-slate-600'}`}>
            {tooLarge ? t('settings.avatarTooLarge') : t('settings.avatarHint')}
          </p>
        </div>
        <SpinnerButton
          type="submit"
          loading={busy}
          disabled={tooLarge}
          className="self-start rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-50 sm:self-center"
        >
          {t('settings.avatarSave')}
        </SpinnerButton>
      </Form>
    </SettingsSection>
  );
}
