import { ServicePatchSchema } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { textOf } from '../../features/partner/form-fields.ts';
import { FormFooter, useFormOutcome } from '../../features/partner/form-outcome.tsx';
import { type PartnerFormResult, submitChecked } from '../../features/partner/partner-form-result.ts';
import { partnerReads } from '../../features/partner/partner-reads.ts';
import { priceField, serviceFieldsOf, servicePath } from '../../features/partner/service-form.ts';
import { ServiceFormFields } from '../../features/partner/service-form-fields.tsx';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Route } from './+types/partner-service-edit';
import { usePartnerSetup } from './partner-setup-data.ts';

/** The business's services and staff, and the catalogue's service types by category. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const reads = partnerReads(context, params.businessId);
  const [catalogue, services, staff] = await Promise.all([
    context.get(requestContext).api.getServiceCatalogue(),
    reads.services(),
    reads.staff(),
  ]);
  return { catalogue: catalogue.categories, services, staff };
}

/** Saves the service's changed fields (`intent=edit`); booked appointments keep theirs (ADR 046). */
export async function action({ request, context, params }: Route.ActionArgs): Promise<PartnerFormResult> {
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  if (intent !== 'edit') throw data(null, { status: 400 });
  const { api } = context.get(requestContext);
  const parsed = ServicePatchSchema.safeParse(serviceFieldsOf(form));
  const send = (input: typeof ServicePatchSchema._output) =>
    api.updateService(params.businessId, params.serviceId, input);
  return submitChecked(intent, form, parsed, send, servicePath);
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'partner.steps.services');

export default function PartnerServiceEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { canEdit } = usePartnerSetup();
  const { services, staff } = loaderData;
  const service = services.find((candidate) => candidate.id === params.serviceId);
  const { errors, sent, result } = useFormOutcome(actionData, 'edit');
  if (!service) throw data(null, { status: 404 });
  const saved = {
    name: service.name,
    marketplaceServiceSlug: service.marketplaceServiceSlug ?? '',
    durationMinutes: String(service.durationMinutes),
    bufferBeforeMinutes: String(service.bufferBeforeMinutes),
    bufferAfterMinutes: String(service.bufferAfterMinutes),
    price: priceField(service.priceMinor, service.currency),
    priceIsFrom: service.priceIsFrom ? 'on' : '',
  };
  return (
    <Form method="post" noValidate className="flex flex-col gap-4" aria-labelledby="edit-service-heading">
      <Link
        to={`/${params.locale}/partner/businesses/${params.businessId}/services`}
        className="self-start text-sm font-medium text-brand-800 underline"
      >
        {t('partner.steps.services')}
      </Link>
      <h2 id="edit-service-heading" className="text-xl font-semibold">
        {t('partner.services.editHeading', { name: service.name })}
      </h2>
      <p className="text-slate-700">{t('partner.services.editNote')}</p>
      <ServiceFormFields
        catalogue={loaderData.catalogue}
        values={{ ...saved, ...sent }}
        currency={sent.currency ?? service.currency}
        errors={errors}
        staff={staff}
        staffIds={service.staffIds}
      />
      <FormFooter
        result={result}
        intent="edit"
        canEdit={canEdit}
        label={t('partner.services.save')}
        savedLabel={t('partner.services.saved')}
      />
    </Form>
  );
}
