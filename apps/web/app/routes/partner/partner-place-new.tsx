import { type CreatePlaceInput, CreatePlaceInputSchema } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { Form, redirect } from 'react-router';
import { FormFooter, useFormOutcome } from '../../features/partner/form-outcome.tsx';
import { type PartnerFormResult, submitChecked } from '../../features/partner/partner-form-result.ts';
import { PlaceContactFields } from '../../features/partner/place-contact-fields.tsx';
import { PlaceFields } from '../../features/partner/place-fields.tsx';
import {
  placeAddressFromForm,
  placeContactFromForm,
  placeFieldValues,
} from '../../features/partner/place-form.ts';
import { WeeklyRangesEditor } from '../../features/partner/weekly-ranges-editor.tsx';
import { rangePathToField, weeklyRangesFromForm } from '../../features/partner/weekly-ranges-form.ts';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Route } from './+types/partner-place-new';
import { usePartnerSetup } from './partner-setup-data.ts';

/** The cities a new place's address may name. */
export async function loader({ context }: Route.LoaderArgs) {
  const cities = await context.get(requestContext).api.listCities();
  return { cities: cities.items };
}

/**
 * Adds another place to the business (ADR 056) with the set-up's place fields and its weekly hours, then
 * opens its page, where it is published once complete.
 */
export async function action({ request, context, params }: Route.ActionArgs): Promise<PartnerFormResult> {
  const form = await request.formData();
  const { api } = context.get(requestContext);
  const { ranges, fieldOf } = weeklyRangesFromForm(form, 'hours');
  const toHours = rangePathToField('weekly', fieldOf);
  const parsed = CreatePlaceInputSchema.safeParse({
    ...placeAddressFromForm(form, (await api.listCities()).items),
    ...placeContactFromForm(form),
    weekly: ranges,
  });
  const create = async (input: CreatePlaceInput) => {
    const created = await api.createPlace(params.businessId, input);
    if (created.ok)
      throw redirect(`/${params.locale}/partner/businesses/${params.businessId}/places/${created.data.id}`);
    return created;
  };
  return submitChecked('add-place', form, parsed, create, (path) =>
    path === 'name' ? 'placeName' : toHours(path),
  );
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'partnerPlaces.add');

export default function PartnerPlaceNew({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { canEdit, business } = usePartnerSetup();
  const outcome = useFormOutcome(actionData, 'add-place');
  const empty = { phone: '', email: '', description: '' };
  return (
    <Form method="post" noValidate className="flex flex-col gap-4" aria-labelledby="new-place-heading">
      <div>
        <h2 id="new-place-heading" className="text-xl font-semibold">
          {t('partnerPlaces.add')}
        </h2>
        <p className="mt-1 text-slate-700">{t('partnerPlaces.lead', { business: business.name })}</p>
      </div>
      <fieldset disabled={!canEdit} className="flex flex-col gap-4">
        <PlaceFields
          values={placeFieldValues(outcome.sent, null, params.locale)}
          errors={outcome.errors}
          cities={loaderData.cities}
        />
        <PlaceContactFields values={{ ...empty, ...outcome.sent }} errors={outcome.errors} />
      </fieldset>
      <WeeklyRangesEditor
        prefix="hours"
        legend={t('partnerPlaces.hours')}
        initial={[]}
        errors={outcome.errors}
        readOnly={!canEdit}
      />
      <FormFooter
        result={outcome.result}
        intent="add-place"
        canEdit={canEdit}
        label={t('partnerPlaces.submit')}
      />
    </Form>
  );
}
