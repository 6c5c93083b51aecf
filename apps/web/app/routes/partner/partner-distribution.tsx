import { isSupportedLocale } from '@kalendo/i18n';
import { dateTimeFormat } from '@kalendo/i18n/intl-formats';
import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import { AppBrandSection } from '../../features/partner/distribution/app-brand-section.tsx';
import { CustomDomainSection } from '../../features/partner/distribution/custom-domain-section.tsx';
import { distributionAction } from '../../features/partner/distribution/distribution-action.ts';
import { WidgetSection } from '../../features/partner/distribution/widget-section.tsx';
import type { PartnerFormResult } from '../../features/partner/partner-form-result.ts';
import { PartnerSelect } from '../../features/partner/partner-select.tsx';
import { pictureAction, pictureIntentOf } from '../../features/partner/pictures/picture-action.ts';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Route } from './+types/partner-distribution';
import { usePartnerSetup } from './partner-setup-data.ts';

/**
 * Distribution (issue 22, ADR 044): where clients book the business besides Kalendo: the widget on its own
 * sites, a place's custom domain, and the private app's look. The place is `?place=` (the first by default);
 * the snippet's options are `?language=` and `?scope=`, so the page works without JavaScript.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const distribution = await api.getPartnerDistribution(params.businessId);
  if (!distribution) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const place =
    distribution.places.find((candidate) => candidate.id === search.get('place')) ?? distribution.places[0];
  if (!place) throw data(null, { status: 404 });
  const lang = search.get('language') ?? '';
  return {
    businessSlug: distribution.businessSlug,
    places: distribution.places.map(({ id, name }) => ({ id, name })),
    place,
    options: {
      language: isSupportedLocale(lang) ? lang : params.locale,
      scope: search.get('scope') === 'business' ? ('business' as const) : ('place' as const),
    },
    origin,
  };
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<PartnerFormResult> {
  const { api } = context.get(requestContext);
  const form = await request.formData();
  const picture = pictureIntentOf(form);
  if (picture?.kind === 'app-icon') return pictureAction(api, params.businessId, form, picture);
  return distributionAction(api, params.businessId, form);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'partnerDistribution.heading');

export default function PartnerDistribution({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { business, canEdit } = usePartnerSetup();
  const { place, places } = loaderData;
  const formatDate = (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-3">
        <h2 className="sr-only">{t('partnerDistribution.heading')}</h2>
        {places.length > 1 ? (
          <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <PartnerSelect
              name="place"
              label={t('partnerDistribution.place')}
              defaultValue={place.id}
              options={places.map(({ id, name }) => ({ value: id, label: name }))}
            />
            <button
              type="submit"
              className="self-start rounded-full border border-slate-300 px-5 py-2 font-medium hover:bg-slate-100 sm:self-auto"
            >
              {t('partnerDistribution.show')}
            </button>
          </Form>
        ) : null}
        {business.publishedAt ? null : (
          <p role="note" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-900">
            {t('partnerDistribution.unpublished')}
          </p>
        )}
      </div>
      <WidgetSection
        placeId={place.id}
        placeSlug={place.slug}
        businessSlug={loaderData.businessSlug}
        origins={place.widgetOrigins}
        options={loaderData.options}
        origin={loaderData.origin}
        canEdit={canEdit}
        published={business.publishedAt !== null}
        actionData={actionData}
      />
      <CustomDomainSection place={place} canEdit={canEdit} actionData={actionData} formatDate={formatDate} />
      <AppBrandSection
        name={business.name}
        appName={business.appName}
        themeColor={business.themeColor}
        iconId={business.appIconMediaId}
        logoId={business.logoMediaId}
        canEdit={canEdit}
        actionData={actionData}
      />
    </div>
  );
}
