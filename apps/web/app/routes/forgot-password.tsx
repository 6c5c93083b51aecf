import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { AuthField } from '../features/auth/auth-field.tsx';
import { looksLikeEmail } from '../features/auth/looks-like-email.ts';
import { translatedMeta } from '../platform/page-meta.ts';
import { requestContext } from '../platform/request-context.ts';
import { SpinnerButton } from '../shell/spinner-button.tsx';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'auth.forgotTitle', 'auth.forgotDescription');

/** Always the same answer, whether or not the email has an account (no account discovery). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const email = String((await request.formData()).get('email') ?? '').trim();
  if (!looksLikeEmail(email)) return { sent: false as const, error: 'email', email };
  const { api, origin } = context.get(requestContext);
  const result = await api.authPost('/auth/request-password-reset', {
    email,
    redirectTo: `${origin}/${params.locale}/reset-password`,
  });
  if (result.status === 429) return { sent: false as const, error: 'rateLimited', email };
  return { sent: true as const, email };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="mx-auto flex max-w-md flex-col gap-5 py-10">
      <div>
        <h1 className="text-3xl font-bold">{t('auth.forgotTitle')}</h1>
        <p className="mt-2 text-slate-700">{t('auth.forgotDescription')}</p>
      </div>
      {actionData?.sent ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
          {t('auth.linkSent', { email: actionData.email })}
        </p>
      ) : (
        <Form method="post" noValidate className="flex flex-col gap-4">
          {actionData?.error === 'rateLimited' && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800">
              {t('auth.errors.rateLimited')}
            </p>
          )}
          <AuthField
            name="email"
            type="email"
            autoComplete="email"
            label={t('auth.email')}
            defaultValue={actionData?.email}
            error={actionData?.error === 'email' ? t('auth.errors.email') : undefined}
          />
          <SpinnerButton
            type="submit"
            loading={busy}
            className="rounded-full bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800"
          >
            {busy ? t('auth.sendingLink') : t('auth.sendLink')}
          </SpinnerButton>
        </Form>
      )}
    </section>
  );
}
