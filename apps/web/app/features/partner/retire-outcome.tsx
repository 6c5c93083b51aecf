import { useTranslation } from 'react-i18next';
import type { PartnerFormResult } from './partner-form-result.ts';

/** What a removal answered: done, or the API's explanation (such as the booked appointments it would affect). */
export function RetireOutcome({
  result,
  intent = 'retire',
  doneLabel,
}: {
  result: PartnerFormResult | undefined;
  intent?: string;
  doneLabel?: string;
}) {
  const { t } = useTranslation();
  const mine = result?.intent === intent ? result : undefined;
  return (
    <>
      <p
        role="status"
        className={mine?.ok ? 'rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900' : 'sr-only'}
      >
        {mine?.ok ? (doneLabel ?? t('partner.retire.done')) : ''}
      </p>
      {mine && !mine.ok ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-900">
          {mine.message ?? t('partner.errors.failed')}
        </p>
      ) : null}
    </>
  );
}
