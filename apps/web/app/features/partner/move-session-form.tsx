import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { AuthField } from '../../shared/auth/auth-field.tsx';
import { FormFooter, useFormOutcome } from './form-outcome.tsx';
import type { PartnerFormResult } from './partner-form-result.ts';
import { zonedWallTime } from './zoned-instant.ts';

/**
 * "Move this session": a new date and start time on the place's clock (the length stays). Everyone booked
 * or waiting is told the new time by the API, in the same write.
 */
export function MoveSessionForm({
  startsAt,
  timeZone,
  result,
}: {
  startsAt: string;
  timeZone: string;
  result: PartnerFormResult | undefined;
}) {
  const { t } = useTranslation();
  const move = useFormOutcome(result, 'move');
  const now = zonedWallTime(startsAt, timeZone);
  return (
    <Form method="post" noValidate className="flex flex-col gap-4" aria-labelledby="move-heading">
      <h3 id="move-heading" className="text-lg font-semibold">
        {t('partnerClasses.move.heading')}
      </h3>
      <p className="text-slate-700">{t('partnerClasses.move.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField
          name="date"
          type="date"
          label={t('partnerClasses.move.date')}
          defaultValue={move.sent.date ?? now.date}
          error={move.errors.date}
        />
        <AuthField
          name="time"
          type="time"
          label={t('partnerClasses.move.time')}
          hint={t('partnerClasses.move.timeHint', { timeZone })}
          defaultValue={move.sent.time ?? now.time}
          error={move.errors.time}
        />
      </div>
      <FormFooter
        result={move.result}
        intent="move"
        canEdit
        label={t('partnerClasses.move.submit')}
        savedLabel={t('partnerClasses.move.moved')}
      />
    </Form>
  );
}
