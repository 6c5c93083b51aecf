import { useTranslation } from 'react-i18next';
import type { PartnerFormResult } from './partner-form-result.ts';

/**
 * What a one-button action of a list answered (by its `intent`): done, or the API's explanation (such as the
 * booked appointments a removal would affect).
 */
export function ActionOutcome({
  result,
  intent,
  done,
}: {
  result: PartnerFormResult | undefined;
  intent: string;
  done: string;
}) {
  const { t } = useTranslation();
  const mine = result?.intent === intent ? result : undefined;
  return (
    <>
      <p
        role="status"
        className={mine?.ok ? 'rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900' : 'sr-only'}
      >
        {mine?.ok ? done : ''}
      </p>
      {mine && !mine.ok ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-900">
          {mine.message ?? t('partner.errors.failed')}
        </p>
      ) : null}
    </>
  );
}

/** What a removal answered. */
export function RetireOutcome({ result }: { result: PartnerFormResult | undefined }) {
  const { t } = useTranslation();
  return <ActionOutcome result={result} intent="retire" done={t('partner.retire.done')} />;
}
