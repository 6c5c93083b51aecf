import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useSearchParams } from 'react-router';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { AuthSubmit } from '../features/auth/auth-submit.tsx';
import { GoogleButton } from '../features/auth/google-button.tsx';
import { mergeGuestBasket, withCookies } from '../features/basket/merge-guest-basket.ts';
import { BotCheckField } from '../features/bot-check/bot-check-field.tsx';
import { translatedMeta } from '../lib/page-meta.ts';
import { requestContext } from '../lib/request-context.ts';
import { useRootData } from '../lib/root-data.ts';
import { sameOriginPath } from '../lib/same-origin-path.ts';
import { useWidgetPath, widgetRedirect } from '../lib/widget-path.ts';
import { AuthField } from '../shared/auth/auth-field.tsx';
import {
  type AuthFormResult,
  authErrorKey,
  botCheckOf,
  continueWithSession,
  needsBotCheck,
} from '../shared/auth/auth-outcome.ts';
import { looksLikeEmail } from '../shared/auth/looks-like-email.ts';
import type { Route } from './+types/sign-in';

export function loader({ context, params, request }: Route.LoaderArgs) {
  const returnTo = sameOriginPath(
    new URL(request.url).searchParams.get('returnTo'),
    widgetRedirect(request, `/${params.locale}/home`),
  );
  const { user, googleClientId, origin } = context.get(requestContext);
  if (user) throw redirect(returnTo);
  return { googleClientId, origin };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'auth.signInTitle', 'auth.signInDescription');

export async function action({ request, context, params }: Route.ActionArgs): Promise<AuthFormResult> {
  const form = await request.formData();
  const values = { email: String(form.get('email') ?? '').trim() };
  const password = String(form.get('password') ?? '');
  const fieldErrors: AuthFormResult['fieldErrors'] = {};
  if (!looksLikeEmail(values.email)) fieldErrors.email = 'email';
  if (!password) fieldErrors.password = 'password';
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, values };
  const { api } = context.get(requestContext);
  const result = await api.account(
    'signIn',
    { email: values.email, password, rememberMe: true },
    botCheckOf(form),
  );
  if (result.status === 200) {
    const merged = await mergeGuestBasket(api, request, result.setCookies);
    const to = sameOriginPath(form.get('returnTo'), widgetRedirect(request, `/${params.locale}/home`));
    throw withCookies(continueWithSession(result, to), merged);
  }
  return {
    fieldErrors: {},
    formError: authErrorKey(result, 'invalidCredentials'),
    values,
    botCheck: needsBotCheck(result) || result.status === 401,
  };
}

/** Why the Google sign-in came back here (`?error=`), as a key of `auth.errors`; nothing else is shown. */
function googleError(error: string | null) {
  return error === 'google' || error === 'googleNotLinked' ? error : undefined;
}

export default function SignIn({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const inWidget = useWidgetPath();
  // Google's sign-in needs its own cookies, which a frame on another site does not get (ADR 019).
  const widget = useRootData()?.mode === 'widget';
  const forgotPassword = inWidget(`/${params.locale}/forgot-password`);
  const errors = actionData?.fieldErrors ?? {};
  const returnTo = search.get('returnTo') ?? '';
  const formError = actionData?.formError ?? googleError(search.get('error'));
  return (
    <AuthPage
      title={t('auth.signInTitle')}
      description={t('auth.signInDescription')}
      error={formError && t(`auth.errors.${formError}`)}
    >
      {loaderData.googleClientId && !widget && (
        <GoogleButton
          clientId={loaderData.googleClientId}
          locale={params.locale}
          origin={loaderData.origin}
        />
      )}
      <Form method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="returnTo" value={returnTo} />
        <AuthField
          name="email"
          type="email"
          autoComplete="email"
          label={t('auth.email')}
          defaultValue={actionData?.values.email}
          error={errors.email && t(`auth.errors.${errors.email}`)}
        />
        <AuthField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('auth.password')}
          error={errors.password && t(`auth.errors.${errors.password}`)}
        />
        {actionData?.botCheck && <BotCheckField locale={params.locale} />}
        <AuthSubmit label={t('auth.signIn')} busyLabel={t('auth.signingIn')} />
      </Form>
      {forgotPassword && (
        <Link to={forgotPassword} className="self-start text-sm font-medium text-brand-800 underline">
          {t('auth.forgotPassword')}
        </Link>
      )}
      {search.get('reset') === '1' && (
        <p role="status" className="rounded-xl bg-emerald-50 p-3 text-emerald-900">
          {t('auth.passwordChanged')}
        </p>
      )}
      <p className="text-slate-700">
        {t('auth.noAccount')}{' '}
        <Link
          to={
            inWidget(
              `/${params.locale}/sign-up${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`,
            ) ?? ''
          }
          className="font-medium text-brand-800 underline"
        >
          {t('auth.createAccount')}
        </Link>
      </p>
    </AuthPage>
  );
}
