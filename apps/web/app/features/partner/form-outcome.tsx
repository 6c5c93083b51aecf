import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';
import type { PartnerFormResult } from './partner-form-result.ts';

/**
 * One form's outcome on a page of several (by its `intent`): its field errors in the user's language, the
 * values it sent (shown again after a refusal), and whether it was saved.
 */
export function useFormOutcome(result: PartnerFormResult | undefined, intent: string) {
  const { t } = useTranslation();
  const mine = result?.intent === intent ? result : undefined;
  return {
    errors: Object.fromEntries(Object.entries(mine?.fieldErrors ?? {}).map(([name, key]) => [name, t(key)])),
    sent: mine && !mine.ok ? mine.values : {},
    result: mine,
  };
}

/**
 * The end of a set-up form: what the API answered (saved; or its explanation, such as the booked
 * appointments a change would affect) and the save button, which only members who may edit see.
 */
export function FormFooter({
  result,
  intent,
  canEdit,
  label,
  savedLabel,
}: {
  result: PartnerFormResult | undefined;
  intent: string;
  canEdit: boolean;
  label: string;
  savedLabel?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const hasFieldErrors = result && Object.keys(result.fieldErrors).length > 0;
  return (
    <div className="flex flex-col gap-3">
      {result && !result.ok ? (
        <p role="alert" className="break-words rounded-xl bg-red-50 px-4 py-3 text-red-900">
          {result.message ?? (hasFieldErrors ? t('partner.errors.checkFields') : t('partner.errors.failed'))}
        </p>
      ) : null}
      <p
        role="status"
        className={result?.ok ? 'break-words rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900' : 'sr-only'}
      >
        {result?.ok ? (savedLabel ?? t('partner.saved')) : ''}
      </p>
      {canEdit ? (
        <SpinnerButton
          type="submit"
          name="intent"
          value={intent}
          loading={busy}
          className="self-start rounded-full bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800"
        >
          {label}
        </SpinnerButton>
      ) : null}
    </div>
  );
}
