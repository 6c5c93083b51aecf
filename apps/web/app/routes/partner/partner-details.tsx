import { UpdatePartnerBusinessInputSchema } from '@kalendo/contracts';
import { LOCALE_NAMES, SUPPORTED_LOCALES } from '@kalendo/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { BusinessFields } from '../../features/partner/business-fields.tsx';
import {
  descriptionAction,
  isDescriptionIntent,
} from '../../features/partner/descriptions/description-action.ts';
import { DescriptionLanguages } from '../../features/partner/descriptions/description-languages.tsx';
import { textOf } from '../../features/partner/form-fields.ts';
import { FormFooter, useFormOutcome } from '../../features/partner/form-outcome.tsx';
import { type PartnerFormResult, submitChecked } from '../../features/partner/partner-form-result.ts';
import { PartnerSelect } from '../../features/partner/partner-select.tsx';
import { pictureAction, pictureIntentOf } from '../../features/partner/pictures/picture-action.ts';
import { PictureForm } from '../../features/partner/pictures/picture-form.tsx';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Route } from './+types/partner-details';
import { usePartnerSetup } from './partner-setup-data.ts';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const [categories, descriptions] = await Promise.all([
    api.listCategories(),
    api.listDescriptions(params.businessId),
  ]);
  return { categories: categories.items, descriptions };
}

/**
 * Saves the business's name, category, description and the language it writes in; writes or removes its
 * description in another language (ADR 054); uploads or removes its logo.
 */
export async function action({ request, context, params }: Route.ActionArgs): Promise<PartnerFormResult> {
  const form = await request.formData();
  const picture = pictureIntentOf(form);
  if (picture) return pictureAction(context.get(requestContext).api, params.businessId, form, picture);
  if (isDescriptionIntent(textOf(form, 'intent')))
    return descriptionAction(context.get(requestContext).api, params.businessId, form);
  const parsed = UpdatePartnerBusinessInputSchema.safeParse({
    name: textOf(form, 'name'),
    description: textOf(form, 'description'),
    locale: textOf(form, 'locale'),
    categorySlug: textOf(form, 'categorySlug') || null,
  });
  const { api } = context.get(requestContext);
  return submitChecked('details', form, parsed, (input) => api.updateBusiness(params.businessId, input));
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'partner.steps.details');

export default function PartnerDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { business, canEdit } = usePartnerSetup();
  const { errors, sent, result } = useFormOutcome(actionData, 'details');
  return (
    <div className="flex flex-col gap-8">
      <Form method="post" noValidate className="flex flex-col gap-4">
        <h2 className="text-xl font-semibold">{t('partner.steps.details')}</h2>
        <fieldset disabled={!canEdit} className="flex flex-col gap-4">
          <BusinessFields
            values={{
              name: sent.name ?? business.name,
              categorySlug: sent.categorySlug ?? business.categorySlug ?? '',
              description: sent.description ?? business.description,
            }}
            errors={errors}
            categories={loaderData.categories}
          />
          <PartnerSelect
            name="locale"
            label={t('partner.details.language')}
            defaultValue={sent.locale ?? business.locale}
            options={SUPPORTED_LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
            error={errors.locale}
          />
        </fieldset>
        <FormFooter result={result} intent="details" canEdit={canEdit} label={t('partner.save')} />
      </Form>
      <DescriptionLanguages
        descriptions={loaderData.descriptions}
        canEdit={canEdit}
        actionData={actionData}
      />
      <PictureForm
        kind="logo"
        mediaId={business.logoMediaId}
        fallback={business.name.trim().charAt(0).toUpperCase()}
        texts={{
          heading: t('partnerBrand.logo.heading'),
          hint: t('partnerBrand.logo.hint'),
          none: t('partnerBrand.logo.none'),
          upload: t('partnerBrand.logo.upload'),
          question: t('partnerBrand.logo.question'),
          alt: t('business.logoAlt', { name: business.name }),
        }}
        canEdit={canEdit}
        actionData={actionData}
      />
    </div>
  );
}
