import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { AuthField } from '../../shared/auth/auth-field.tsx';
import { DateTimeFields } from './date-time-fields.tsx';
import { FormFooter, useFormOutcome } from './form-outcome.tsx';
import type { PartnerFormResult } from './partner-form-result.ts';
import { PartnerSelect } from './partner-select.tsx';
import { PlaceChoice } from './place-choice.tsx';
import { PriceFields } from './price-fields.tsx';

/** "Add a session" (once or every week for N weeks) and "Add a class type", for those who may edit. */
export function AddClassForms({
  classTypes,
  places,
  staff,
  result,
  firstDay,
}: {
  places: readonly { id: string; name: string; currency: string }[];
  staff: readonly { id: string; name: string }[];
  classTypes: readonly { id: string; name: string; defaultCapacity: number }[];
  result: PartnerFormResult | undefined;
  firstDay: string;
}) {
  const { t } = useTranslation();
  const session = useFormOutcome(result, 'add-session');
  const type = useFormOutcome(result, 'add-class');
  const number = { type: 'number', inputMode: 'numeric' } as const;
  return (
    <>
      {classTypes.length > 0 ? (
        <Form method="post" noValidate className="flex flex-col gap-4" aria-labelledby="add-session-heading">
          <h2 id="add-session-heading" className="text-xl font-semibold">
            {t('partnerClasses.sessions.add')}
          </h2>
          <PartnerSelect
            name="classId"
            label={t('partnerClasses.sessions.classType')}
            defaultValue={session.sent.classId}
            options={classTypes.map((item) => ({ value: item.id, label: item.name }))}
            error={session.errors.classId}
          />
          <PartnerSelect
            name="staffId"
            label={t('partnerClasses.sessions.teacher')}
            defaultValue={session.sent.staffId ?? ''}
            options={[
              { value: '', label: t('partnerClasses.timetable.noTeacher') },
              ...staff.map((member) => ({ value: member.id, label: member.name })),
            ]}
            error={session.errors.staffId}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <DateTimeFields
              labels={{ date: t('partnerClasses.sessions.date'), time: t('partnerClasses.sessions.time') }}
              sent={session.sent}
              initial={{ date: firstDay, time: '18:00' }}
              errors={session.errors}
            />
            <AuthField
              name="weeks"
              {...number}
              min={1}
              max={12}
              label={t('partnerClasses.sessions.weeks')}
              hint={t('partnerClasses.sessions.weeksHint')}
              defaultValue={session.sent.weeks ?? '1'}
              error={session.errors.weeks}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <AuthField
              name="capacity"
              {...number}
              min={1}
              label={t('partnerClasses.sessions.capacity')}
              hint={t('partnerClasses.sessions.capacityHint')}
              defaultValue={session.sent.capacity}
              error={session.errors.capacity}
            />
            <AuthField
              name="waitlistCapacity"
              {...number}
              min={0}
              label={t('partnerClasses.sessions.waitlist')}
              defaultValue={session.sent.waitlistCapacity ?? '0'}
              error={session.errors.waitlistCapacity}
            />
          </div>
          <FormFooter
            result={session.result}
            intent="add-session"
            canEdit
            label={t('partnerClasses.sessions.submit')}
            savedLabel={t('partnerClasses.sessions.added')}
          />
        </Form>
      ) : null}
      <Form method="post" noValidate className="flex flex-col gap-4" aria-labelledby="add-class-heading">
        <h2 id="add-class-heading" className="text-xl font-semibold">
          {t('partnerClasses.classes.add')}
        </h2>
        {classTypes.length === 0 ? (
          <p className="text-slate-700">{t('partnerClasses.classes.empty')}</p>
        ) : null}
        <PlaceChoice places={places} chosen={type.sent.placeId} error={type.errors.placeId} />
        <AuthField
          name="name"
          label={t('partnerClasses.classes.name')}
          defaultValue={type.sent.name}
          error={type.errors.name}
          maxLength={120}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <AuthField
            name="durationMinutes"
            {...number}
            min={5}
            step={5}
            label={t('partner.services.durationMinutes')}
            defaultValue={type.sent.durationMinutes ?? '60'}
            error={type.errors.durationMinutes}
          />
          <AuthField
            name="defaultCapacity"
            {...number}
            min={1}
            label={t('partnerClasses.sessions.capacity')}
            defaultValue={type.sent.defaultCapacity ?? '10'}
            error={type.errors.defaultCapacity}
          />
        </div>
        <PriceFields
          price={type.sent.price}
          currency={type.sent.currency ?? places[0]?.currency ?? 'EUR'}
          errors={type.errors}
        />
        <FormFooter
          result={type.result}
          intent="add-class"
          canEdit
          label={t('partnerClasses.classes.submit')}
          savedLabel={t('partnerClasses.classes.added')}
        />
      </Form>
    </>
  );
}
