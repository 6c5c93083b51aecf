import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { SpinnerButton } from '../../../shared/ui/spinner-button.tsx';
import { ANYWAY, type CalendarFormResult } from './calendar-writes.ts';

/**
 * A move or walk-in refused because its time lies outside the hours (ADR 050): why, and a "book anyway"
 * button that sends the same form, confirmed. Inside the form, so what was typed goes with it.
 */
export function OutsideHoursWarning({
  result,
  intent,
}: {
  result: CalendarFormResult | undefined;
  intent: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const reasons = result?.intent === intent ? result.outsideHours : undefined;
  if (!reasons || reasons.length === 0) return null;
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === `${intent}${ANYWAY}`;
  return (
    // The form's alert above says what happened; this says why, and offers to book anyway.
    <fieldset className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <legend className="sr-only">{t('partnerCalendar.outsideHours.heading')}</legend>
      <ul className="list-disc pl-5">
        {reasons.map((reason) => (
          <li key={reason}>{t(`partnerCalendar.outsideHours.reason.${reason}`)}</li>
        ))}
      </ul>
      <SpinnerButton
        type="submit"
        name="intent"
        value={`${intent}${ANYWAY}`}
        loading={busy}
        className="self-start rounded-full bg-amber-700 px-4 py-2 font-medium text-white hover:bg-amber-800"
      >
        {t('partnerCalendar.outsideHours.confirm')}
      </SpinnerButton>
    </fieldset>
  );
}
