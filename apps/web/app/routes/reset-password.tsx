import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@kalendo/contracts/password-policy';
import { useTranslation } from 'react-i18next';
import { Form, redirect, useSearchParams } from 'react-router';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { AuthSubmit } from '../features/auth/auth-submit.tsx';
import { translatedMeta } from '../lib/page-meta.ts';
import { requestContext } from '../lib/request-context.ts';
import { AuthField } from '../shared/auth/auth-field.tsx';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'auth.resetTitle');

/** The page the emailed link leads to (`?token=…`, or `?error=INVALID_TOKEN` when it expired). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? '');
  const newPassword = String(form.get('password') ?? '');
  if (newPassword.length < MIN_PASSWORD_LENGTH || newPassword.length > MAX_PASSWORD_LENGTH)
    return { error: 'password' as const };
  const result = await context.get(requestContext).api.account('resetPassword', { token, newPassword });
  if (result.status === 200) throw redirect(`/${params.locale}/sign-in?reset=1`);
  return { error: result.status === 429 ? ('rateLimited' as const) : ('invalidLink' as const) };
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token');
  const error = actionData?.error ?? (token ? undefined : ('invalidLink' as const));
  return (
    <AuthPage
      title={t('auth.resetTitle')}
      error={error && error !== 'password' ? t(`auth.errors.${error}`) : undefined}
    >
      {token && (
        <Form method="post" noValidate className="flex flex-col gap-4">
          <input type="hidden" name="token" value={token} />
          <AuthField
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('auth.newPassword')}
            hint={t('auth.passwordHint')}
            error={error === 'password' ? t('auth.errors.password') : undefined}
          />
          <AuthSubmit label={t('auth.savePassword')} busyLabel={t('auth.savingPassword')} />
        </Form>
      )}
    </AuthPage>
  );
}
