import {
  type OpeningExceptionsInput,
  OpeningExceptionsInputSchema,
  OpeningHoursInputSchema,
} from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import { BookingsAffected } from '../../features/partner/bookings-affected.tsx';
import { textOf } from '../../features/partner/form-fields.ts';
import { FormFooter, useFormOutcome } from '../../features/partner/form-outcome.tsx';
import {
  formAnswered,
  keepsBookings,
  type PartnerFormResult,
  submitChecked,
} from '../../features/partner/partner-form-result.ts';
import { partnerReads } from '../../features/partner/partner-reads.ts';
import { SpecialDaysEditor } from '../../features/partner/special-days-editor.tsx';
import { specialDayField, specialDaysFromForm } from '../../features/partner/special-days-form.ts';
import { SpecialDaysList } from '../../features/partner/special-days-list.tsx';
import { WeeklyRangesEditor } from '../../features/partner/weekly-ranges-editor.tsx';
import { rangePathToField, weeklyRangesFromForm } from '../../features/partner/weekly-ranges-form.ts';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Route } from './+types/partner-hours';
import { usePartnerSetup } from './partner-setup-data.ts';

/** The place (its weekly hours) and its special days from today on; another business's place is not found. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const [place, specialDays] = await Promise.all([
    partnerReads(context, params.businessId).place(params.placeId),
    api.listSpecialDays(params.businessId, params.placeId),
  ]);
  return { place, specialDays: specialDays.items };
}

/**
 * Replaces the place's weekly hours (`intent=hours`), its special days in a period (`intent=special-days`) or
 * removes one special day (`intent=remove-day`); `keepBookings` confirms a change that affects bookings.
 */
export async function action({ request, context, params }: Route.ActionArgs): Promise<PartnerFormResult> {
  const form = await request.formData();
  const { api } = context.get(requestContext);
  const { businessId, placeId } = params;
  const intent = textOf(form, 'intent');
  const keep = keepsBookings(form);
  if (intent === 'remove-day') {
    const date = textOf(form, 'id');
    const removal = { from: date, to: date, days: [] };
    return formAnswered(intent, form, await api.setSpecialDays(businessId, placeId, removal, keep));
  }
  if (intent === 'hours') {
    const { ranges, fieldOf } = weeklyRangesFromForm(form, 'hours');
    const rename = rangePathToField('weekly', fieldOf);
    const parsed = OpeningHoursInputSchema.safeParse({ weekly: ranges });
    return submitChecked(
      intent,
      form,
      parsed,
      (hours) => api.setWeeklyHours(businessId, placeId, hours, keep),
      rename,
    );
  }
  if (intent !== 'special-days') throw data(null, { status: 400 });
  const parsed = OpeningExceptionsInputSchema.safeParse(specialDaysFromForm(form));
  const send = (days: OpeningExceptionsInput) => api.setSpecialDays(businessId, placeId, days, keep);
  return submitChecked(intent, form, parsed, send, specialDayField);
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'partner.steps.hours');

export default function PartnerHours({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { canEdit } = usePartnerSetup();
  const { place } = loaderData;
  const hours = useFormOutcome(actionData, 'hours');
  const special = useFormOutcome(actionData, 'special-days');
  return (
    <div className="flex flex-col gap-10">
      <Form method="post" noValidate className="flex flex-col gap-4" aria-labelledby="hours-heading">
        <div>
          <h2 id="hours-heading" className="text-xl font-semibold">
            {t('partner.hours.heading')}
          </h2>
          <p className="mt-1 text-slate-700">{t('partner.hours.lead', { zone: place.timeZone })}</p>
        </div>
        <WeeklyRangesEditor
          prefix="hours"
          legend={t('partner.hours.weekly', { name: place.name })}
          initial={place.weekly}
          errors={hours.errors}
          readOnly={!canEdit}
        />
        <FormFooter result={hours.result} intent="hours" canEdit={canEdit} label={t('partner.hours.save')} />
      </Form>
      <BookingsAffected result={actionData} intent="hours" />
      <SpecialDaysList days={loaderData.specialDays} canEdit={canEdit} result={actionData} />
      <Form method="post" noValidate className="flex flex-col gap-4" aria-labelledby="special-heading">
        <div>
          <h2 id="special-heading" className="text-xl font-semibold">
            {t('partner.specialDays.heading')}
          </h2>
          <p className="mt-1 text-slate-700">{t('partner.specialDays.lead')}</p>
        </div>
        {canEdit ? <SpecialDaysEditor errors={special.errors} /> : null}
        <FormFooter
          result={special.result}
          intent="special-days"
          canEdit={canEdit}
          label={t('partner.specialDays.save')}
        />
      </Form>
      <BookingsAffected result={actionData} intent="special-days" />
    </div>
  );
}
