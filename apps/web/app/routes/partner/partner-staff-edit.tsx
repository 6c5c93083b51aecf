import { StaffPatchSchema } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { BookingsAffected } from '../../features/partner/bookings-affected.tsx';
import { ChoiceList } from '../../features/partner/choice-list.tsx';
import { textOf } from '../../features/partner/form-fields.ts';
import { FormFooter, useFormOutcome } from '../../features/partner/form-outcome.tsx';
import {
  keepsBookings,
  type PartnerFormResult,
  submitChecked,
} from '../../features/partner/partner-form-result.ts';
import { partnerReads } from '../../features/partner/partner-reads.ts';
import { PartnerSelect } from '../../features/partner/partner-select.tsx';
import { pictureAction, pictureIntentOf } from '../../features/partner/pictures/picture-action.ts';
import { PictureForm } from '../../features/partner/pictures/picture-form.tsx';
import { StaffNameFields } from '../../features/partner/staff-name-fields.tsx';
import { StaffTimeOff } from '../../features/partner/staff-time-off.tsx';
import { timeOffFromForm } from '../../features/partner/staff-time-off-form.ts';
import { WeeklyRangesEditor } from '../../features/partner/weekly-ranges-editor.tsx';
import { rangePathToField, weeklyRangesFromForm } from '../../features/partner/weekly-ranges-form.ts';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import { initials } from '../../shared/location/staff-list.tsx';
import type { Route } from './+types/partner-staff-edit';
import { usePartnerSetup } from './partner-setup-data.ts';

/** The business's staff and services (what each of them performs). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const reads = partnerReads(context, params.businessId);
  const [staff, services] = await Promise.all([reads.staff(), reads.services()]);
  return { staff, services };
}

/**
 * Saves a staff member's name, title, services, working hours, breaks and time off (`intent=edit`), and their
 * place when the business has several (a move, refused while they have things to come, ADR 058); a change
 * that leaves booked appointments outside their time is shown first and confirmed with `keepBookings`; uploads
 * or removes their photo (`intent=staff-photo`, `remove-staff-photo`).
 */
export async function action({ request, context, params }: Route.ActionArgs): Promise<PartnerFormResult> {
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const { api } = context.get(requestContext);
  const picture = pictureIntentOf(form);
  if (picture?.kind === 'staff-photo')
    return pictureAction(api, params.businessId, form, picture, params.staffId);
  if (intent !== 'edit') throw data(null, { status: 400 });
  const work = weeklyRangesFromForm(form, 'work');
  const pauses = weeklyRangesFromForm(form, 'break');
  const workField = rangePathToField('workingHours', work.fieldOf);
  const breakField = rangePathToField('breaks', pauses.fieldOf);
  // A move to another place (ADR 058) unlinks the services of the old one: the boxes ticked were theirs.
  const placeId = textOf(form, 'placeId');
  const moving = placeId !== '' && placeId !== textOf(form, 'currentPlaceId');
  const parsed = StaffPatchSchema.safeParse({
    ...(moving ? { placeId } : { serviceIds: form.getAll('serviceIds').map(String) }),
    name: textOf(form, 'name'),
    title: textOf(form, 'title'),
    workingHours: work.ranges,
    breaks: pauses.ranges,
    timeOff: timeOffFromForm(form, textOf(form, 'timeZone') || 'UTC'),
  });
  const send = (input: typeof StaffPatchSchema._output) =>
    api.updateStaff(params.businessId, params.staffId, input, keepsBookings(form));
  const field = (path: string) => (path.startsWith('timeOff') ? 'newoff-until' : breakField(workField(path)));
  return submitChecked(intent, form, parsed, send, field);
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'partner.steps.staff');

export default function PartnerStaffEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { business, canEdit } = usePartnerSetup();
  const { places } = business;
  const { services, staff } = loaderData;
  const member = staff.find((candidate) => candidate.id === params.staffId);
  const { errors, sent, result } = useFormOutcome(actionData, 'edit');
  if (!member) throw data(null, { status: 404 });
  const timeZone = places.find((place) => place.id === member.placeId)?.timeZone ?? 'UTC';
  const offered = services.filter((service) => service.placeId === member.placeId);
  return (
    <div className="flex flex-col gap-6">
      <Form method="post" noValidate className="flex flex-col gap-4" aria-labelledby="edit-staff-heading">
        <Link
          to={`/${params.locale}/partner/businesses/${params.businessId}/staff`}
          className="self-start text-sm font-medium text-brand-800 underline"
        >
          {t('partner.steps.staff')}
        </Link>
        <h2 id="edit-staff-heading" className="text-xl font-semibold">
          {t('partner.staff.editHeading', { name: member.name })}
        </h2>
        <p className="text-slate-700">{t('partner.staff.editNote')}</p>
        <input type="hidden" name="timeZone" value={timeZone} />
        <StaffNameFields name={sent.name ?? member.name} title={sent.title ?? member.title} errors={errors} />
        {places.length > 1 ? (
          <div className="flex flex-col gap-1">
            <input type="hidden" name="currentPlaceId" value={member.placeId} />
            <PartnerSelect
              name="placeId"
              label={t('partnerPlaceOps.staffPlace.label')}
              defaultValue={sent.placeId ?? member.placeId}
              options={places.map((place) => ({ value: place.id, label: place.name }))}
              aria-describedby={errors.placeId ? 'placeId-error staff-place-hint' : 'staff-place-hint'}
              error={errors.placeId}
            />
            <p id="staff-place-hint" className="text-sm text-slate-600">
              {t('partnerPlaceOps.staffPlace.hint')}
            </p>
          </div>
        ) : null}
        <ChoiceList
          name="serviceIds"
          legend={t('partner.staff.services')}
          choices={offered.map((service) => ({ id: service.id, label: service.name }))}
          checked={member.serviceIds}
          empty={t('partner.staff.noServicesYet')}
        />
        <WeeklyRangesEditor
          prefix="work"
          legend={t('partner.staff.workingHours')}
          initial={member.workingHours}
          errors={errors}
          readOnly={!canEdit}
        />
        <WeeklyRangesEditor
          prefix="break"
          legend={t('partner.staff.breaks')}
          initial={member.breaks}
          errors={errors}
          readOnly={!canEdit}
        />
        <StaffTimeOff timeOff={member.timeOff} timeZone={timeZone} error={errors['newoff-until']} />
        <FormFooter
          result={result}
          intent="edit"
          canEdit={canEdit}
          label={t('partner.staff.save')}
          savedLabel={t('partner.staff.saved')}
        />
      </Form>
      <BookingsAffected result={actionData} intent="edit" />
      <PictureForm
        kind="staff-photo"
        mediaId={member.photoMediaId}
        fallback={initials(member.name)}
        round
        texts={{
          heading: t('partnerBrand.photo.heading'),
          hint: t('partnerBrand.photo.hint'),
          none: t('partnerBrand.photo.none', { name: member.name }),
          upload: t('partnerBrand.photo.upload'),
          question: t('partnerBrand.photo.question', { name: member.name }),
          alt: t('partnerBrand.photo.alt', { name: member.name }),
        }}
        canEdit={canEdit}
        actionData={actionData}
      />
    </div>
  );
}
