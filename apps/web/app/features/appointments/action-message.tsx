import { useTranslation } from 'react-i18next';
import { useActionData } from 'react-router';
import type { AppointmentsActionResult, CardIntent } from './appointments-action.ts';

const SUCCESS = {
  cancel: 'appointments.cancelled',
  review: 'appointments.reviewSaved',
  'delete-review': 'appointments.reviewDeleted',
  'cancel-class': 'classes.mine.cancelled',
} as const;

/** The outcome of the last action on this appointment, shown on its card: a status, or an alert. */
export function ActionMessage({ id }: { id: string }) {
  const { t } = useTranslation();
  const result = useActionData() as AppointmentsActionResult | undefined;
  if (!result || result.id !== id || !(result.intent in SUCCESS)) return null;
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={`mt-3 rounded-xl px-4 py-3 text-sm ${result.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
    >
      {result.ok ? t(SUCCESS[result.intent as CardIntent]) : result.message}
    </p>
  );
}
