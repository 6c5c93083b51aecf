import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { MissingItems } from '../../features/partner/missing-items.tsx';
import { formAnswered, type PartnerFormResult } from '../../features/partner/partner-form-result.ts';
import { partnerReads } from '../../features/partner/partner-reads.ts';
import { checklistOf, SetupChecklist } from '../../features/partner/setup-checklist.tsx';
import { ConfirmDisclosure } from '../../features/partner/team/confirm-disclosure.tsx';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';
import type { Route } from './+types/partner-setup';
import { usePartnerSetup } from './partner-setup-data.ts';

/** What the checklist weighs: every place's hours, the services and the staff. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const reads = partnerReads(context, params.businessId);
  const [places, services, staff] = await Promise.all([reads.places(), reads.services(), reads.staff()]);
  return { places, services, staff };
}

/**
 * Publishes the business (refused, the answer says what is still missing), or, confirmed by an owner,
 * takes it out of public view (ADR 055).
 */
export async function action({ request, context, params }: Route.ActionArgs): Promise<PartnerFormResult> {
  const form = await request.formData();
  const { api } = context.get(requestContext);
  if (form.get('intent') === 'unpublish')
    return formAnswered('unpublish', form, await api.unpublishBusiness(params.businessId));
  return formAnswered('publish', form, await api.publishBusiness(params.businessId));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'partner.setup.title', 'partner.setup.lead');

export default function PartnerSetup({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { business, canEdit } = usePartnerSetup();
  const setup = { business, ...loaderData };
  const { places } = loaderData;
  const base = `/${params.locale}/partner/businesses/${business.id}`;
  const { missing } = checklistOf(setup);
  const refusedMissing = actionData && !actionData.ok ? actionData.missing : [];
  const live = business.publishedAt !== null;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="checklist-heading" className="flex flex-col gap-3">
        <h2 id="checklist-heading" className="text-xl font-semibold">
          {t('partner.setup.title')}
        </h2>
        <p className="text-slate-700">{live ? t('partner.setup.liveLead') : t('partner.setup.lead')}</p>
        <SetupChecklist setup={setup} base={base} />
      </section>
      <section
        aria-labelledby="publish-heading"
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
      >
        <h2 id="publish-heading" className="text-xl font-semibold">
          {live ? t('partner.publish.liveHeading') : t('partner.publish.heading')}
        </h2>
        <div role="status" className="flex flex-col gap-2">
          {live ? (
            <>
              <p className="text-emerald-900">
                {actionData?.intent === 'publish' && actionData.ok
                  ? t('partner.publish.done')
                  : t('partner.publish.live')}
              </p>
              <ul className="flex flex-col gap-1">
                {places
                  .filter((place) => place.publishedAt !== null)
                  .map((place) => (
                    <li key={place.id}>
                      <Link
                        to={`/${params.locale}/location/${place.slug}`}
                        className="font-medium text-brand-800 underline"
                      >
                        {t('partner.publish.openPage', { name: place.name })}
                      </Link>
                    </li>
                  ))}
              </ul>
            </>
          ) : actionData?.intent === 'unpublish' && actionData.ok ? (
            <p className="text-slate-800">{t('partnerGaps.unpublish.done')}</p>
          ) : null}
        </div>
        {live && business.role === 'owner' ? (
          <ConfirmDisclosure
            label={t('partnerGaps.unpublish.button')}
            title={t('partnerGaps.unpublish.title', { business: business.name })}
            body={t('partnerGaps.unpublish.body')}
            fields={{ intent: 'unpublish' }}
            confirmLabel={t('partnerGaps.unpublish.confirm')}
            cancelLabel={t('partnerTeam.cancel')}
            outlined
          />
        ) : null}
        {live ? null : (
          <>
            {refusedMissing.length > 0 || missing.length > 0 ? (
              <div
                role={refusedMissing.length > 0 ? 'alert' : undefined}
                className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950"
              >
                <p className="font-medium">{t('partner.publish.missingHeading')}</p>
                <MissingItems items={refusedMissing.length > 0 ? refusedMissing : missing} />
              </div>
            ) : (
              <p className="text-slate-700">{t('partner.publish.ready')}</p>
            )}
            {actionData && !actionData.ok && actionData.message && refusedMissing.length === 0 ? (
              <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-900">
                {actionData.message}
              </p>
            ) : null}
            {canEdit ? (
              <Form method="post">
                <SpinnerButton
                  type="submit"
                  name="intent"
                  value="publish"
                  loading={navigation.state === 'submitting'}
                  className="rounded-full bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800"
                >
                  {t('partner.publish.submit')}
                </SpinnerButton>
              </Form>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
