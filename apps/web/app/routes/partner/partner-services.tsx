import { ServiceInputSchema } from '@kalendo/contracts';
import { formatMoney, toMinorUnits } from '@kalendo/i18n';
import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import { ChoiceList } from '../../features/partner/choice-list.tsx';
import { numberOf, textOf } from '../../features/partner/form-fields.ts';
import { FormFooter, useFormOutcome } from '../../features/partner/form-outcome.tsx';
import {
  formAnswered,
  type PartnerFormResult,
  submitChecked,
} from '../../features/partner/partner-form-result.ts';
import { PlaceChoice } from '../../features/partner/place-choice.tsx';
import { PriceFields } from '../../features/partner/price-fields.tsx';
import { RetireButton } from '../../features/partner/retire-button.tsx';
import { RetireOutcome } from '../../features/partner/retire-outcome.tsx';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import { AuthField } from '../../shared/auth/auth-field.tsx';
import { formatDuration } from '../../shared/format/format-schedule.ts';
import type { Route } from './+types/partner-services';
import { usePartnerSetup } from './partner-setup-data.ts';

/** The catalogue's service types, by category: what search finds a service by. */
export async function loader({ context }: Route.LoaderArgs) {
  return { catalogue: (await context.get(requestContext).api.getServiceCatalogue()).categories };
}

/** Adds a service (`intent=add`) or retires one (`intent=retire`, after a confirmation). */
export async function action({ request, context, params }: Route.ActionArgs): Promise<PartnerFormResult> {
  const form = await request.formData();
  const { api } = context.get(requestContext);
  const intent = textOf(form, 'intent');
  if (intent === 'retire') {
    return formAnswered(intent, form, await api.retireService(params.businessId, textOf(form, 'id')));
  }
  if (intent !== 'add') throw data(null, { status: 400 });
  const currency = textOf(form, 'currency');
  const price = numberOf(form, 'price');
  const rename = (path: string) => (path === 'priceMinor' ? 'price' : path);
  const parsed = ServiceInputSchema.safeParse({
    placeId: textOf(form, 'placeId'),
    name: textOf(form, 'name'),
    marketplaceServiceSlug: textOf(form, 'marketplaceServiceSlug') || null,
    durationMinutes: numberOf(form, 'durationMinutes'),
    bufferBeforeMinutes: numberOf(form, 'bufferBeforeMinutes'),
    bufferAfterMinutes: numberOf(form, 'bufferAfterMinutes'),
    priceMinor: /^[A-Z]{3}$/.test(currency) && Number.isFinite(price) ? toMinorUnits(price, currency) : price,
    priceIsFrom: form.get('priceIsFrom') === 'on',
    currency,
    staffIds: form.getAll('staffIds').map(String),
  });
  return submitChecked(intent, form, parsed, (input) => api.createService(params.businessId, input), rename);
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'partner.steps.services');

export default function PartnerServices({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { places, services, staff, canEdit } = usePartnerSetup();
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
                    <RetireButton
                      id={service.id}
                      name={service.name}
                      body={t('partner.services.retireBody')}
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
          <div className="flex flex-col gap-1">
            <label htmlFor="marketplaceServiceSlug" className="text-sm font-medium text-slate-800">
              {t('partner.services.type')}
            </label>
            <select
              id="marketplaceServiceSlug"
              name="marketplaceServiceSlug"
              defaultValue={sent.marketplaceServiceSlug ?? ''}
              aria-describedby="marketplaceServiceSlug-hint"
              className="rounded-lg border border-slate-300 bg-white px-3 py-2"
            >
              <option value="">{t('partner.services.noType')}</option>
              {loaderData.catalogue.map((category) => (
                <optgroup key={category.slug} label={category.name}>
                  {category.services.map((type) => (
                    <option key={type.slug} value={type.slug}>
                      {type.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <p id="marketplaceServiceSlug-hint" className="text-sm text-slate-600">
              {t('partner.services.typeHint')}
            </p>
          </div>
          <AuthField
            name="name"
            label={t('partner.services.name')}
            defaultValue={sent.name}
            error={errors.name}
            maxLength={120}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            {(['durationMinutes', 'bufferBeforeMinutes', 'bufferAfterMinutes'] as const).map((name) => (
              <AuthField
                key={name}
                name={name}
                type="number"
                inputMode="numeric"
                min={0}
                step={5}
                label={t(`partner.services.${name}`)}
                defaultValue={sent[name] ?? (name === 'durationMinutes' ? '60' : '0')}
                error={errors[name]}
              />
            ))}
          </div>
          <PriceFields price={sent.price} currency={currency} errors={errors} />
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="priceIsFrom"
              defaultChecked={sent.priceIsFrom === 'on'}
              className="h-4 w-4"
            />
            {t('partner.services.priceIsFrom')}
          </label>
          <ChoiceList
            name="staffIds"
            legend={t('partner.services.performedBy')}
            choices={staff.map((member) => ({ id: member.id, label: member.name }))}
            checked={[]}
            empty={t('partner.services.noStaff')}
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
