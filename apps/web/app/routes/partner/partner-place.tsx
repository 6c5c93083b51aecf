import { BookingPolicySchema, UpdatePlaceInputSchema } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect, useSearchParams } from 'react-router';
import { numberOf, textOf } from '../../features/partner/form-fields.ts';
import { FormFooter, useFormOutcome } from '../../features/partner/form-outcome.tsx';
import {
  formAnswered,
  type PartnerFormResult,
  submitChecked,
} from '../../features/partner/partner-form-result.ts';
import { partnerReads } from '../../features/partner/partner-reads.ts';
import { PlaceContactFields } from '../../features/partner/place-contact-fields.tsx';
import { PlaceFields } from '../../features/partner/place-fields.tsx';
import {
  placeAddressFromForm,
  placeContactFromForm,
  placeFieldValues,
} from '../../features/partner/place-form.ts';
import { PlacePublishing } from '../../features/partner/place-publishing.tsx';
import { PlaceStateActions } from '../../features/partner/place-state-actions.tsx';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import { AuthField } from '../../shared/auth/auth-field.tsx';
import type { Route } from './+types/partner-place';
import { usePartnerSetup } from './partner-setup-data.ts';

/** The place (another business's is not found) and the cities its address may name. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const [place, cities] = await Promise.all([
    partnerReads(context, params.businessId).place(params.placeId),
    context.get(requestContext).api.listCities(),
  ]);
  return { place, cities: cities.items };
}

const POLICY_FIELDS = [
  'horizonDays',
  'leadTimeMinutes',
  'cancellationWindowMinutes',
  'slotStepMinutes',
] as const;

/**
 * Saves the place's details (`intent=place`) or its booking rules (`intent=policy`), makes a place added
 * later public (`intent=publish-place`, ADR 056), hides it again (`intent=unpublish-place`) or closes it
 * (`intent=remove-place`, ADR 058; then the business's first remaining place is shown, saying so).
 */
export async function action({ request, context, params }: Route.ActionArgs): Promise<PartnerFormResult> {
  const form = await request.formData();
  const { api } = context.get(requestContext);
  const { businessId, placeId } = params;
  const intent = textOf(form, 'intent');
  if (intent === 'publish-place')
    return formAnswered(intent, form, await api.publishPlace(businessId, placeId));
  if (intent === 'unpublish-place')
    return formAnswered(intent, form, await api.unpublishPlace(businessId, placeId));
  if (intent === 'remove-place') {
    const answer = await api.removePlace(businessId, placeId);
    if (!answer.ok) return formAnswered(intent, form, answer);
    const next = (await api.getPartnerBusiness(businessId))?.places[0];
    const business = `/${params.locale}/partner/businesses/${businessId}`;
    throw redirect(next ? `${business}/places/${next.id}?closed=1` : business);
  }
  if (intent === 'policy') {
    const parsed = BookingPolicySchema.safeParse(
      Object.fromEntries(POLICY_FIELDS.map((name) => [name, numberOf(form, name)])),
    );
    return submitChecked(intent, form, parsed, (policy) => api.setPlacePolicy(businessId, placeId, policy));
  }
  if (intent !== 'place') throw data(null, { status: 400 });
  const rename = (path: string) => (path === 'name' ? 'placeName' : path);
  const parsed = UpdatePlaceInputSchema.safeParse({
    ...placeAddressFromForm(form, (await api.listCities()).items),
    ...placeContactFromForm(form),
  });
  return submitChecked(intent, form, parsed, (input) => api.updatePlace(businessId, placeId, input), rename);
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'partner.steps.place');

export default function PartnerPlace({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { canEdit, business } = usePartnerSetup();
  const [search] = useSearchParams();
  const { place } = loaderData;
  const details = useFormOutcome(actionData, 'place');
  const policy = useFormOutcome(actionData, 'policy');
  return (
    <div className="flex flex-col gap-10">
      {search.get('closed') === '1' ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-emerald-950">
          {t('partnerPlaceOps.remove.done')}
        </p>
      ) : null}
      {place.publishedAt === null || actionData?.intent === 'publish-place' ? (
        <PlacePublishing
          result={actionData}
          canEdit={canEdit}
          published={place.publishedAt !== null}
          businessLive={business.publishedAt !== null}
        />
      ) : null}
      <Form method="post" noValidate className="flex flex-col gap-4" aria-labelledby="place-heading">
        <h2 id="place-heading" className="text-xl font-semibold">
          {place.name}
        </h2>
        <fieldset disabled={!canEdit} className="flex flex-col gap-4">
          <PlaceFields
            values={placeFieldValues(details.sent, place, params.locale)}
            errors={details.errors}
            cities={loaderData.cities}
          />
          <PlaceContactFields values={{ ...place, ...details.sent }} errors={details.errors} />
        </fieldset>
        <FormFooter result={details.result} intent="place" canEdit={canEdit} label={t('partner.save')} />
      </Form>
      <Form method="post" noValidate className="flex flex-col gap-4" aria-labelledby="policy-heading">
        <div>
          <h2 id="policy-heading" className="text-xl font-semibold">
            {t('partner.policy.heading')}
          </h2>
          <p className="mt-1 text-slate-700">{t('partner.policy.lead')}</p>
        </div>
        <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
          {POLICY_FIELDS.map((name) => (
            <AuthField
              key={name}
              name={name}
              type="number"
              inputMode="numeric"
              min={0}
              label={t(`partner.policy.${name}`)}
              defaultValue={policy.sent[name] ?? String(place.policy[name])}
              error={policy.errors[name]}
            />
          ))}
        </fieldset>
        <FormFooter result={policy.result} intent="policy" canEdit={canEdit} label={t('partner.save')} />
      </Form>
      {canEdit ? (
        <PlaceStateActions place={place} result={actionData} canClose={business.places.length > 1} />
      ) : null}
    </div>
  );
}
