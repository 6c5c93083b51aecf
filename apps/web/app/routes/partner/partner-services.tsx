import { ServiceInputSchema } from '@kalendo/contracts';
import { formatMoney } from '@kalendo/i18n';
import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import { BookingsAffected } from '../../features/partner/bookings-affected.tsx';
import { EditAndRetire } from '../../features/partner/edit-and-retire.tsx';
import { textOf } from '../../features/partner/form-fields.ts';
import { FormFooter, useFormOutcome } from '../../features/partner/form-outcome.tsx';
import {
  formAnswered,
  keepsBookings,
  type PartnerFormResult,
  submitChecked,
} from '../../features/partner/partner-form-result.ts';
import { partnerReads } from '../../features/partner/partner-reads.ts';
import { PlaceChoice } from '../../features/partner/place-choice.tsx';
import { RetireOutcome } from '../../features/partner/retire-outcome.tsx';
import { serviceFieldsOf, servicePath } from '../../features/partner/service-form.ts';
import { ServiceFormFields } from '../../features/partner/service-form-fields.tsx';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import { formatDuration } from '../../shared/format/format-schedule.ts';
import type { Route } from './+types/partner-services';
import { usePartnerSetup } from './partner-setup-data.ts';

/** The business's services and staff, and the catalogue's service types by category (what search finds a service by). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const reads = partnerReads(context, params.businessId);
  const [catalogue, services, staff] = await Promise.all([
    context.get(requestContext).api.getServiceCatalogue(),
    reads.services(),
    reads.staff(),
  ]);
  return { catalogue: catalogue.categories, services, staff };
}

/** Adds a service (`intent=add`) or retires one (`intent=retire`, after a confirmation). */
export async function action({ request, context, params }: Route.ActionArgs): Promise<PartnerFormResult> {
  const form = await request.formData();
  const { api } = context.get(requestContext);
  const intent = textOf(form, 'intent');
  if (intent === 'retire') {
    const id = textOf(form, 'id');
    return formAnswered(intent, form, await api.retireService(params.businessId, id, keepsBookings(form)));
  }
  if (intent !== 'add') throw data(null, { status: 400 });
  const parsed = ServiceInputSchema.safeParse({ placeId: textOf(form, 'placeId'), ...serviceFieldsOf(form) });
  return submitChecked(
    intent,
    form,
    parsed,
    (input) => api.createService(params.businessId, input),
    servicePath,
  );
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'partner.steps.services');

export default function PartnerServices({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { business, canEdit } = usePartnerSetup();
  const { places } = business;
  const { services, staff } = loaderData;
  const { errors, sent, result } = useFormOutcome(actionData, 'add');
  const staffName = new Map(staff.map((member) => [member.id, member.name]));
  const placeName = new Map(places.map((place) => [place.id, place.name]));
  const currency = sent.currency ?? places[0]?.currency ?? 'EUR';
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="services-heading" className="flex flex-col gap-3">
        <h2 id="services-heading" className="text-xl font-semibold">
          {t('partner.steps.services')}
        </h2>
        <RetireOutcome result={actionData} />
        <BookingsAffected result={actionData} intent="retire" />
        {services.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            {t('partner.services.empty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {services.map((service) => {
              const performers = service.staffIds.map((id) => staffName.get(id)).filter(Boolean);
              const price = formatMoney(service.priceMinor, service.currency, locale);
              return (
                <li
                  key={service.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4"
                >
                  <div className="flex min-w-0 flex-col">
                    <span className="font-semibold">{service.name}</span>
                    <span className="text-sm text-slate-600">
                      {formatDuration(service.durationMinutes, locale)} ·{' '}
                      {service.priceIsFrom ? t('partner.services.priceFromValue', { price }) : price}
                      {places.length > 1 ? ` · ${placeName.get(service.placeId) ?? ''}` : ''}
                    </span>
                    <span className="text-sm text-slate-600">
                      {performers.length > 0
                        ? t('partner.services.performedByValue', { names: performers.join(', ') })
                        : t('partner.services.nobody')}
                    </span>
                  </div>
                  {canEdit ? (
                    <EditAndRetire
                      id={service.id}
                      name={service.name}
                      retireBody={t('partner.services.retireBody')}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {canEdit ? (
        <Form
          key={services.length}
          method="post"
          noValidate
          className="flex flex-col gap-4"
          aria-labelledby="add-service-heading"
        >
          <h2 id="add-service-heading" className="text-xl font-semibold">
            {t('partner.services.add')}
          </h2>
          <PlaceChoice places={places} chosen={sent.placeId} error={errors.placeId} />
          <ServiceFormFields
            catalogue={loaderData.catalogue}
            values={{ durationMinutes: '60', bufferBeforeMinutes: '0', bufferAfterMinutes: '0', ...sent }}
            currency={currency}
            errors={errors}
            staff={staff}
            staffIds={[]}
          />
          <FormFooter
            result={result}
            intent="add"
            canEdit={canEdit}
            label={t('partner.services.submit')}
            savedLabel={t('partner.services.added')}
          />
        </Form>
      ) : null}
    </div>
  );
}
