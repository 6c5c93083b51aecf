import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormFooter, useFormOutcome } from './form-outcome.tsx';
import type { PartnerFormResult } from './partner-form-result.ts';
import { PartnerSelect } from './partner-select.tsx';

/**
 * "Teacher": another of the place's staff takes the session (ADR 057). The API refuses a teacher who has
 * another class or a booked appointment then, saying which; everyone booked or waiting is told.
 */
export function SessionTeacherForm({
  staffId,
  teachers,
  result,
}: {
  staffId: string | null;
  teachers: readonly { id: string; name: string }[];
  result: PartnerFormResult | undefined;
}) {
  const { t } = useTranslation();
  const teacher = useFormOutcome(result, 'teacher');
  return (
    <Form method="post" noValidate className="flex flex-col gap-4" aria-labelledby="teacher-heading">
      <h3 id="teacher-heading" className="text-lg font-semibold">
        {t('partnerTeacher.heading')}
      </h3>
      <p className="text-slate-700">{t('partnerTeacher.intro')}</p>
      {/* One column of the page's two-column fields (the move's date and time, spots and waitlist). */}
      <div className="grid gap-4 sm:grid-cols-2">
        <PartnerSelect
          name="staffId"
          label={t('partnerTeacher.label')}
          defaultValue={teacher.sent.staffId ?? staffId ?? ''}
          options={[
            ...(staffId === null ? [{ value: '', label: t('partnerClasses.timetable.noTeacher') }] : []),
            ...teachers.map((member) => ({ value: member.id, label: member.name })),
          ]}
          error={teacher.errors.staffId}
        />
      </div>
      <FormFooter
        result={teacher.result}
        intent="teacher"
        canEdit
        label={t('partnerTeacher.submit')}
        savedLabel={t('partnerTeacher.changed')}
      />
    </Form>
  );
}
