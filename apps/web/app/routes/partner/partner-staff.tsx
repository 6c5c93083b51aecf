import { StaffInputSchema } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import { BookingsAffected } from '../../features/partner/bookings-affected.tsx';
import { ChoiceList } from '../../features/partner/choice-list.tsx';
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
import { StaffFace } from '../../features/partner/pictures/staff-face.tsx';
import { PlaceChoice } from '../../features/partner/place-choice.tsx';
import { RetireOutcome } from '../../features/partner/retire-outcome.tsx';
import { StaffNameFields } from '../../features/partner/staff-name-fields.tsx';
import { WeeklyRangesEditor } from '../../features/partner/weekly-ranges-editor.tsx';
import { rangePathToField, weeklyRangesFromForm } from '../../features/partner/weekly-ranges-form.ts';
import { WeeklySummary } from '../../features/partner/weekly-summary.tsx';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Route } from './+types/partner-staff';
import { usePartnerSetup } from './partner-setup-data.ts';

/**
 * The business's staff and services (what each of them performs), and its first place in full: a new staff
 * member's working hours start as its opening hours.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const reads = partnerReads(context, params.businessId);
  const first = (await reads.business()).places[0];
  const [staff, services, firstPlace] = await Promise.all([
    reads.staff(),
    reads.services(),
    first ? reads.place(first.id) : null,
  ]);
  return { staff, services, firstPlace };
}

/** Adds a staff member with their services and working hours (`intent=add`) or retires one (`intent=retire`). */
export async function action({ request, context, params }: Route.ActionArgs): Promise<PartnerFormResult> {
  const form = await request.formData();
  const { api } = context.get(requestContext);
  const intent = textOf(form, 'intent');
  if (intent === 'retire') {
    const id = textOf(form, 'id');
    return formAnswered(intent, form, await api.retireStaff(params.businessId, id, keepsBookings(form)));
  }
  if (intent !== 'add') throw data(null, { status: 400 });
  const { ranges, fieldOf } = weeklyRangesFromForm(form, 'work');
  const rename = rangePathToField('workingHours', fieldOf);
  const parsed = StaffInputSchema.safeParse({
    placeId: textOf(form, 'placeId'),
    name: textOf(form, 'name'),
    title: textOf(form, 'title'),
    serviceIds: form.getAll('serviceIds').map(String),
    workingHours: ranges,
  });
  return submitChecked(intent, form, parsed, (input) => api.createStaff(params.businessId, input), rename);
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'partner.steps.staff');

export default function PartnerStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { business, canEdit } = usePartnerSetup();
  const { places } = business;
  const { services, staff, firstPlace } = loaderData;
  const { errors, sent, result } = useFormOutcome(actionData, 'add');
  const serviceName = new Map(services.map((service) => [service.id, service.name]));
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="staff-heading" className="flex flex-col gap-3">
        <h2 id="staff-heading" className="text-xl font-semibold">
          {t('partner.steps.staff')}
        </h2>
        <RetireOutcome result={actionData} />
        <BookingsAffected result={actionData} intent="retire" />
        {staff.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            {t('partner.staff.empty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {staff.map((member) => {
              const performs = member.serviceIds.map((id) => serviceName.get(id)).filter(Boolean);
              return (
                <li
                  key={member.id}
                  className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4"
                >
                  <div className="flex min-w-0 items-start gap-3">
                    <StaffFace name={member.name} mediaId={member.photoMediaId} />
                    <div className="flex min-w-0 flex-col gap-1">
                      <span className="font-semibold">
                        {member.name}
                        {member.title ? (
                          <span className="font-normal text-slate-600"> · {member.title}</span>
                        ) : null}
                      </span>
                      <span className="text-sm text-slate-600">
                        {performs.length > 0
                          ? t('partner.staff.performsValue', { names: performs.join(', ') })
                          : t('partner.staff.noServices')}
                      </span>
                      <WeeklySummary ranges={member.workingHours} empty={t('partner.staff.noHours')} />
                    </div>
                  </div>
                  {canEdit ? (
                    <EditAndRetire
                      id={member.id}
                      name={member.name}
                      retireBody={t('partner.staff.retireBody')}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {canEdit && firstPlace ? (
        <Form
          key={staff.length}
          method="post"
          noValidate
          className="flex flex-col gap-4"
          aria-labelledby="add-staff-heading"
        >
          <h2 id="add-staff-heading" className="text-xl font-semibold">
            {t('partner.staff.add')}
          </h2>
          <PlaceChoice places={places} chosen={sent.placeId} error={errors.placeId} />
          <StaffNameFields name={sent.name} title={sent.title} errors={errors} />
          <ChoiceList
            name="serviceIds"
            legend={t('partner.staff.services')}
            choices={services.map((service) => ({ id: service.id, label: service.name }))}
            checked={[]}
            empty={t('partner.staff.noServicesYet')}
          />
          <WeeklyRangesEditor
            prefix="work"
            legend={t('partner.staff.workingHours')}
            initial={firstPlace.weekly}
            errors={errors}
            readOnly={false}
          />
          <FormFooter
            result={result}
            intent="add"
            canEdit={canEdit}
            label={t('partner.staff.submit')}
            savedLabel={t('partner.staff.added')}
          />
        </Form>
      ) : null}
    </div>
  );
}
