import { type CreatePartnerBusinessInput, CreatePartnerBusinessInputSchema } from '@kalendo/contracts';
import { isSupportedLocale } from '@kalendo/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { BusinessFields } from '../../features/partner/business-fields.tsx';
import { textOf, withoutPrefix } from '../../features/partner/form-fields.ts';
import { type PartnerFormResult, submitChecked } from '../../features/partner/partner-form-result.ts';
import { PlaceFields } from '../../features/partner/place-fields.tsx';
import { placeAddressFromForm, placeFieldValues } from '../../features/partner/place-form.ts';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import { requireUser } from '../../lib/route-guards.ts';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';
import type { Route } from './+types/partner-new';

export const middleware: Route.MiddlewareFunction[] = [requireUser];

/** The marketplace's categories and cities: what a new business picks from. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const [categories, cities] = await Promise.all([api.listCategories(), api.listCities()]);
  return { categories: categories.items, cities: cities.items };
}

/** Creates the business with its first place (the user becomes its owner) and opens its set-up. */
export async function action({ request, context, params }: Route.ActionArgs): Promise<PartnerFormResult> {
  const form = await request.formData();
  const { api } = context.get(requestContext);
  const rename = withoutPrefix('place', { 'place.name': 'placeName' });
  const { items: cities } = await api.listCities();
  const locale = textOf(form, 'locale');
  const parsed = CreatePartnerBusinessInputSchema.safeParse({
    name: textOf(form, 'name'),
    description: textOf(form, 'description'),
    locale: isSupportedLocale(locale) ? locale : params.locale,
    categorySlug: textOf(form, 'categorySlug') || null,
    place: placeAddressFromForm(form, cities),
  });
  const create = async (input: CreatePartnerBusinessInput) => {
    const created = await api.createBusiness(input);
    if (created.ok) throw redirect(`/${params.locale}/partner/businesses/${created.data.id}`);
    return created;
  };
  return submitChecked('create', form, parsed, create, rename);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'partner.create.title', 'partner.create.lead');

export default function PartnerNew({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sent = actionData?.values ?? {};
  const errors = Object.fromEntries(
    Object.entries(actionData?.fieldErrors ?? {}).map(([name, key]) => [name, t(key)]),
  );
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 py-8">
      <div>
        <Link to={`/${params.locale}/partner`} className="text-sm font-medium text-brand-800 underline">
          {t('partner.mine.heading')}
        </Link>
        <h1 className="mt-2 text-3xl font-bold">{t('partner.create.title')}</h1>
        <p className="mt-2 text-slate-700">{t('partner.create.lead')}</p>
      </div>
      {actionData?.message ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-900">
          {actionData.message}
        </p>
      ) : null}
      <Form method="post" noValidate className="flex flex-col gap-6">
        <input type="hidden" name="locale" value={params.locale} />
        <section aria-labelledby="business-heading" className="flex flex-col gap-4">
          <h2 id="business-heading" className="text-xl font-semibold">
            {t('partner.create.business')}
          </h2>
          <BusinessFields
            values={sent}
            errors={errors}
            categories={loaderData.categories}
            nameAutoComplete="organization"
          />
        </section>
        <section aria-labelledby="place-heading" className="flex flex-col gap-4">
          <h2 id="place-heading" className="text-xl font-semibold">
            {t('partner.create.place')}
          </h2>
          <PlaceFields
            values={placeFieldValues(sent, null, params.locale)}
            errors={errors}
            cities={loaderData.cities}
          />
        </section>
        {Object.keys(errors).length > 0 ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-900">
            {t('partner.errors.checkFields')}
          </p>
        ) : null}
        <SpinnerButton
          type="submit"
          loading={navigation.state === 'submitting'}
          className="self-start rounded-full bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800"
        >
          {t('partner.create.submit')}
        </SpinnerButton>
      </Form>
    </div>
  );
}
