import { InvitationTokenParamsSchema } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { formatClientDay } from '../../features/partner/client-dates.ts';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import { signInFirst } from '../../lib/route-guards.ts';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';
import type { Route } from './+types/partner-invitation';

/**
 * An invitation's link (ADR 049): which business, which role, and whether it is the signed-in account's.
 * An unknown link is the not-found page; one used, withdrawn or expired says so (410).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!InvitationTokenParamsSchema.safeParse({ token: params.token }).success)
    throw data(null, { status: 404 });
  const { api, user } = context.get(requestContext);
  const answer = await api.previewInvitation(params.token);
  if (answer.ok) return data({ invitation: answer.data, signedIn: user !== null });
  if (answer.status === 410) return data({ invitation: null, signedIn: user !== null }, { status: 410 });
  throw data(null, { status: answer.status });
}

/** Accepting: the membership is made and the business's pages open; signed out, sign-in comes first. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { api, user } = context.get(requestContext);
  if (!user) throw signInFirst(request, params.locale);
  const answer = await api.acceptInvitation(params.token);
  if (answer.ok) throw redirect(`/${params.locale}/partner/businesses/${answer.data.businessId}`);
  return { message: answer.error.message };
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'partnerTeam.heading');

export default function PartnerInvitation({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const { invitation, signedIn } = loaderData;
  const here = `/${params.locale}/partner/invitations/${params.token}`;
  const returnTo = encodeURIComponent(here);
  if (!invitation)
    return (
      <section className="mx-auto flex max-w-md flex-col gap-4 py-10" aria-labelledby="invitation-heading">
        <h1 id="invitation-heading" className="text-2xl font-bold">
          {t('partnerTeam.invitation.goneTitle')}
        </h1>
        <p className="text-slate-700">{t('partnerTeam.invitation.goneBody')}</p>
        {signedIn ? (
          <Link to={`/${params.locale}/partner`} className="font-medium text-brand-800 underline">
            {t('partnerTeam.invitation.home')}
          </Link>
        ) : null}
      </section>
    );
  const values = {
    business: invitation.businessName,
    inviter: invitation.invitedByName ?? '',
    as: t(`partnerTeam.as.${invitation.role}`),
  };
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 py-10" aria-labelledby="invitation-heading">
      <h1 id="invitation-heading" className="break-words text-2xl font-bold">
        {t('partnerTeam.invitation.title', { business: invitation.businessName })}
      </h1>
      <p className="text-slate-800">
        {invitation.invitedByName
          ? t('partnerTeam.invitation.body', values)
          : t('partnerTeam.invitation.bodyAnonymous', values)}
      </p>
      <p className="text-sm text-slate-600">
        {t('partnerTeam.invitation.until', {
          date: formatClientDay(invitation.expiresAt, 'UTC', i18n.language),
        })}
      </p>
      {actionData?.message ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-900">
          {actionData.message}
        </p>
      ) : null}
      {invitation.forYou === null ? (
        <>
          <p className="text-slate-700">{t('partnerTeam.invitation.signedOut')}</p>
          <div className="flex flex-wrap gap-3">
            <Link
              to={`/${params.locale}/sign-in?returnTo=${returnTo}`}
              className="rounded-full bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800"
            >
              {t('partnerTeam.invitation.signIn')}
            </Link>
            <Link
              to={`/${params.locale}/sign-up?returnTo=${returnTo}`}
              className="rounded-full border border-slate-300 px-6 py-2.5 font-medium hover:bg-slate-100"
            >
              {t('partnerTeam.invitation.signUp')}
            </Link>
          </div>
        </>
      ) : invitation.forYou ? (
        <Form method="post">
          <SpinnerButton
            type="submit"
            loading={navigation.state === 'submitting'}
            className="rounded-full bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800"
          >
            {navigation.state === 'submitting'
              ? t('partnerTeam.invitation.accepting')
              : t('partnerTeam.invitation.accept')}
          </SpinnerButton>
        </Form>
      ) : (
        <>
          <p role="note" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-900">
            {t('partnerTeam.invitation.otherAccount')}
          </p>
          <Form method="post" action={`/${params.locale}/sign-out`}>
            <button
              type="submit"
              className="rounded-full border border-slate-300 px-6 py-2.5 font-medium hover:bg-slate-100"
            >
              {t('partnerTeam.invitation.signOut')}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
