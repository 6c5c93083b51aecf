import { dateTimeFormat } from '@kalendo/i18n/intl-formats';
import { LOCALE_NAMES, SUPPORTED_LOCALES } from '@kalendo/i18n/locales';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation, useSearchParams } from 'react-router';
import { AvatarSection } from '../features/settings/avatar-section.tsx';
import { describeDevice } from '../features/settings/describe-device.ts';
import { EmailSection } from '../features/settings/email-section.tsx';
import { NotificationsSection } from '../features/settings/notifications-section.tsx';
import { runSettingsAction } from '../features/settings/settings-action.ts';
import { SettingsSection } from '../features/settings/settings-section.tsx';
import { apiLinks } from '../lib/api-links.ts';
import { translatedMeta } from '../lib/page-meta.ts';
import { requestContext } from '../lib/request-context.ts';
import { requireUser } from '../lib/route-guards.ts';
import { AuthField } from '../shared/auth/auth-field.tsx';
import type { SettingsResult } from '../shared/settings/settings-result.ts';
import { SpinnerButton } from '../shared/ui/spinner-button.tsx';
import type { Route } from './+types/settings';

export const middleware: Route.MiddlewareFunction[] = [requireUser];

export async function loader({ context }: Route.LoaderArgs) {
  const { api, user } = context.get(requestContext);
  const [profile, sessions] = await Promise.all([api.getProfile(), api.listSessions()]);
  return { profile, sessions, currentUserId: user?.id };
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<SettingsResult> {
  return runSettingsAction(context.get(requestContext).api, await request.formData(), params.locale);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'settings.title', 'settings.description');

const button = 'rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800';

export default function Settings({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const confirmDelete = useRef<HTMLDialogElement>(null);
  const { profile, sessions } = loaderData;
  const changed = search.get('changed');
  const result: SettingsResult | undefined =
    changed === 'password'
      ? { intent: 'password', ok: true, message: 'settings.passwordChanged' }
      : changed === 'email'
        ? { intent: 'email', ok: true, message: 'settings.emailChanged' }
        : actionData;
  const dateFormat = dateTimeFormat(params.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 py-8">
      <div>
        <h1 className="text-3xl font-bold">{t('settings.title')}</h1>
        <p className="mt-2 text-slate-700">{t('settings.description')}</p>
      </div>
      <SettingsSection id="profile" title={t('settings.profileTitle')} result={result}>
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="profile" />
          <div className="grid gap-4 sm:grid-cols-2">
            <AuthField
              name="firstName"
              autoComplete="given-name"
              label={t('auth.firstName')}
              defaultValue={profile.firstName}
            />
            <AuthField
              name="lastName"
              autoComplete="family-name"
              label={t('auth.lastName')}
              defaultValue={profile.lastName}
            />
          </div>
          <SpinnerButton type="submit" loading={busy('profile')} className={`self-start ${button}`}>
            {t('settings.saveProfile')}
          </SpinnerButton>
        </Form>
      </SettingsSection>
      <AvatarSection user={profile} result={result} busy={busy('avatar')} />
      <EmailSection
        email={profile.email}
        verified={profile.emailVerified}
        result={result}
        busy={busy('email')}
      />
      <NotificationsSection
        preferences={profile.notifications}
        result={result}
        busy={busy('notifications')}
      />
      <SettingsSection id="language" title={t('settings.languageTitle')} result={result}>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="language" />
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t('settings.languageTitle')}
            <select
              name="locale"
              defaultValue={profile.locale}
              className="rounded-lg border border-slate-300 px-3 py-2"
            >
              {SUPPORTED_LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {LOCALE_NAMES[locale]}
                </option>
              ))}
            </select>
          </label>
          <SpinnerButton type="submit" loading={busy('language')} className={button}>
            {t('settings.saveLanguage')}
          </SpinnerButton>
          <p className="w-full text-sm text-slate-600">{t('settings.languageHint')}</p>
        </Form>
      </SettingsSection>
      <SettingsSection id="password" title={t('settings.passwordTitle')} result={result}>
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="password" />
          <AuthField
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            label={t('settings.currentPassword')}
          />
          <AuthField
            name="newPassword"
            type="password"
            autoComplete="new-password"
            label={t('settings.newPassword')}
            hint={t('auth.passwordHint')}
          />
          <SpinnerButton type="submit" loading={busy('password')} className={`self-start ${button}`}>
            {t('settings.changePassword')}
          </SpinnerButton>
        </Form>
      </SettingsSection>
      <SettingsSection id="revoke" title={t('settings.sessionsTitle')} result={result}>
        <ul className="flex flex-col divide-y divide-slate-200">
          {sessions.map((session) => (
            <li key={session.id} className="flex items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">
                  {describeDevice(session.userAgent) ?? t('settings.unknownDevice')}
                </p>
                <p className="text-sm text-slate-600">
                  {t('settings.signedInAt', { date: dateFormat.format(new Date(session.createdAt)) })}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="sessionId" value={session.id} />
                <button
                  type="submit"
                  className="rounded-full border border-slate-300 px-4 py-1.5 text-sm hover:bg-slate-100"
                >
                  {t('settings.endSession')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </SettingsSection>
      <section aria-labelledby="data-title" className="rounded-2xl border border-slate-200 p-5">
        <h2 id="data-title" className="text-lg font-semibold">
          {t('settings.dataTitle')}
        </h2>
        <p className="mt-2 text-slate-700">{t('settings.dataBody')}</p>
        <a href={apiLinks.accountExport()} download className={`mt-4 inline-block ${button}`}>
          {t('settings.download')}
        </a>
      </section>
      <SettingsSection id="delete" title={t('settings.deleteTitle')} result={result}>
        <p className="text-slate-700">{t('settings.deleteBody')}</p>
        <button
          type="button"
          onClick={() => confirmDelete.current?.showModal()}
          className="mt-4 rounded-full bg-red-700 px-5 py-2 font-medium text-white"
        >
          {t('settings.deleteButton')}
        </button>
        <dialog
          ref={confirmDelete}
          aria-labelledby="delete-title"
          className="m-auto max-w-sm rounded-2xl p-6 backdrop:bg-slate-900/40"
        >
          <h2 id="delete-title" className="text-lg font-semibold">
            {t('settings.deleteDialogTitle')}
          </h2>
          <p className="mt-2 text-slate-600">{t('settings.deleteBody')}</p>
          <Form method="post" className="mt-4 flex justify-end gap-2">
            <input type="hidden" name="intent" value="delete" />
            <button
              type="button"
              onClick={() => confirmDelete.current?.close()}
              className="rounded-full px-4 py-2 hover:bg-slate-100"
            >
              {t('settings.cancel')}
            </button>
            <SpinnerButton
              type="submit"
              loading={busy('delete')}
              className="rounded-full bg-red-700 px-4 py-2 font-medium text-white"
            >
              {t('settings.deleteConfirm')}
            </SpinnerButton>
          </Form>
        </dialog>
      </SettingsSection>
    </div>
  );
}
