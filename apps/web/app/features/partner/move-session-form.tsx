import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { DateTimeFields } from './date-time-fields.tsx';
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
  return (
    <Form method="post" noValidate className="flex flex-col gap-4" aria-labelledby="move-heading">
      <h3 id="move-heading" className="text-lg font-semibold">
        {t('partnerClasses.move.heading')}
      </h3>
      <p className="text-slate-700">{t('partnerClasses.move.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateTimeFields
          labels={{ date: t('partnerClasses.move.date'), time: t('partnerClasses.move.time') }}
          sent={move.sent}
          initial={zonedWallTime(startsAt, timeZone)}
          errors={move.errors}
          timeHint={t('partnerClasses.move.timeHint', { timeZone })}
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
