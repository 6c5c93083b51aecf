import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { AuthSubmit } from '../features/auth/auth-submit.tsx';
import { BotCheckField } from '../features/bot-check/bot-check-field.tsx';
import { translatedMeta } from '../lib/page-meta.ts';
import { requestContext } from '../lib/request-context.ts';
import { AuthField } from '../shared/auth/auth-field.tsx';
import { botCheckOf, needsBotCheck } from '../shared/auth/auth-outcome.ts';
import { looksLikeEmail } from '../shared/auth/looks-like-email.ts';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'auth.forgotTitle', 'auth.forgotDescription');

/** Always the same answer, whether or not the email has an account (no account discovery). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  if (!looksLikeEmail(email)) return { sent: false as const, error: 'email' as const, email };
  const { api, origin } = context.get(requestContext);
  const result = await api.account(
    'requestPasswordReset',
    { email, redirectTo: `${origin}/${params.locale}/reset-password` },
    botCheckOf(form),
  );
  if (result.status === 429) return { sent: false as const, error: 'rateLimited' as const, email };
  if (needsBotCheck(result)) return { sent: false as const, error: 'botCheck' as const, email };
  return { sent: true as const, email };
}

export default function ForgotPassword({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const formError = actionData?.error && actionData.error !== 'email' ? actionData.error : undefined;
  return (
    <AuthPage
      title={t('auth.forgotTitle')}
      description={t('auth.forgotDescription')}
      error={formError && t(`auth.errors.${formError}`)}
    >
      {actionData?.sent ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
          {t('auth.linkSent', { email: actionData.email })}
        </p>
      ) : (
        <Form method="post" noValidate className="flex flex-col gap-4">
          <AuthField
            name="email"
            type="email"
            autoComplete="email"
            label={t('auth.email')}
            defaultValue={actionData?.email}
            error={actionData?.error === 'email' ? t('auth.errors.email') : undefined}
          />
          <BotCheckField locale={params.locale} />
          <AuthSubmit label={t('auth.sendLink')} busyLabel={t('auth.sendingLink')} />
        </Form>
      )}
    </AuthPage>
  );
}
