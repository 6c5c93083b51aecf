import { MIN_PASSWORD_LENGTH } from '@kalendo/contracts/password-policy';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useSearchParams } from 'react-router';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { AuthSubmit } from '../features/auth/auth-submit.tsx';
import { passwordStrength } from '../features/auth/password-strength.ts';
import { BotCheckField } from '../features/bot-check/bot-check-field.tsx';
import { translatedMeta } from '../lib/page-meta.ts';
import { requestContext } from '../lib/request-context.ts';
import { sameOriginPath } from '../lib/same-origin-path.ts';
import { useWidgetPath, widgetRedirect } from '../lib/widget-path.ts';
import { AuthField } from '../shared/auth/auth-field.tsx';
import { type AuthFormResult, authErrorKey, botCheckOf } from '../shared/auth/auth-outcome.ts';
import { looksLikeEmail } from '../shared/auth/looks-like-email.ts';
import type { Route } from './+types/sign-up';

export function loader({ context, params, request }: Route.LoaderArgs) {
  if (context.get(requestContext).user) throw redirect(widgetRedirect(request, `/${params.locale}/home`));
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'auth.signUpTitle', 'auth.signUpDescription');

export async function action({ request, context, params }: Route.ActionArgs): Promise<AuthFormResult> {
  const form = await request.formData();
  const values = Object.fromEntries(
    ['firstName', 'lastName', 'email'].map((k) => [k, String(form.get(k) ?? '').trim()]),
  );
  const password = String(form.get('password') ?? '');
  const fieldErrors: AuthFormResult['fieldErrors'] = {};
  if (!values.firstName || values.firstName.length > 80) fieldErrors.firstName = 'firstName';
  if (!values.lastName || values.lastName.length > 80) fieldErrors.lastName = 'lastName';
  if (!looksLikeEmail(values.email ?? '')) fieldErrors.email = 'email';
  if (password.length < MIN_PASSWORD_LENGTH || password.length > 128) fieldErrors.password = 'password';
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, values };
  const { api } = context.get(requestContext);
  const result = await api.account(
    'signUp',
    {
      name: `${values.firstName} ${values.lastName}`,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      password,
      locale: params.locale,
      // Where the emailed link signs the new account in to (a guest basket joins it there).
      callbackURL: sameOriginPath(form.get('returnTo'), widgetRedirect(request, `/${params.locale}/home`)),
    },
    botCheckOf(form),
  );
  // A sign-up answers the same whether or not the email already has an account (its owner is emailed
  // instead), and starts no session: either way, the next step is in the inbox.
  if (result.status === 200) return { fieldErrors: {}, values, sent: true };
  return { fieldErrors: {}, formError: authErrorKey(result, 'signUpFailed'), values };
}

export default function SignUp({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const inWidget = useWidgetPath();
  const [password, setPassword] = useState('');
  const errors = actionData?.fieldErrors ?? {};
  const error = (name: string) => errors[name] && t(`auth.errors.${errors[name]}`);
  const strength = password ? t(`auth.strength.${passwordStrength(password)}`) : null;
  return (
    <AuthPage
      title={t('auth.signUpTitle')}
      description={t('auth.signUpDescription')}
      error={actionData?.formError && t(`auth.errors.${actionData.formError}`)}
    >
      {actionData?.sent ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
          {t('auth.checkEmail', { email: actionData.values.email })}
        </p>
      ) : (
        <Form method="post" noValidate className="flex flex-col gap-4">
          <input type="hidden" name="returnTo" value={search.get('returnTo') ?? ''} />
          <div className="grid gap-4 sm:grid-cols-2">
            <AuthField
              name="firstName"
              autoComplete="given-name"
              label={t('auth.firstName')}
              defaultValue={actionData?.values.firstName}
              error={error('firstName')}
            />
            <AuthField
              name="lastName"
              autoComplete="family-name"
              label={t('auth.lastName')}
              defaultValue={actionData?.values.lastName}
              error={error('lastName')}
            />
          </div>
          <AuthField
            name="email"
            type="email"
            autoComplete="email"
            label={t('auth.email')}
            defaultValue={actionData?.values.email}
            error={error('email')}
          />
          <AuthField
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('auth.password')}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={error('password')}
            hint={
              <>
                {t('auth.passwordHint')}
                {strength && (
                  <span aria-live="polite" className="mt-1 block font-medium">
                    {strength}
                  </span>
                )}
              </>
            }
          />
          <BotCheckField locale={params.locale} />
          <AuthSubmit label={t('auth.signUp')} busyLabel={t('auth.signingUp')} />
        </Form>
      )}
      <p className="text-slate-700">
        {t('auth.haveAccount')}{' '}
        <Link
          to={inWidget(`/${params.locale}/sign-in`) ?? ''}
          className="font-medium text-brand-800 underline"
        >
          {t('auth.signIn')}
        </Link>
      </p>
    </AuthPage>
  );
}
