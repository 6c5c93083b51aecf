import { useTranslation } from 'react-i18next';
import { AuthField } from '../../shared/auth/auth-field.tsx';
import { formatInstant } from '../../shared/format/format-schedule.ts';

/**
 * A staff member's time off in their form: each saved period with "keep" ticked (untick to remove it), and a
 * new period of whole days (`timeOffFromForm` reads them).
 */
export function StaffTimeOff({
  timeOff,
  timeZone,
  error,
}: {
  timeOff: readonly { startsAt: string; endsAt: string; reason: string }[];
  timeZone: string;
  error: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const at = (iso: string) => formatInstant(iso, timeZone, i18n.language);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">{t('partner.staff.timeOff')}</legend>
      {timeOff.length === 0 ? (
        <p className="text-sm text-slate-600">{t('partner.staff.timeOffNone')}</p>
      ) : null}
      {timeOff.map((off, index) => (
        <label key={off.startsAt} className="flex items-center gap-2">
          <input type="checkbox" name="timeoff-keep" value={index} defaultChecked className="h-4 w-4" />
          <input type="hidden" name={`timeoff-start-${index}`} value={off.startsAt} />
          <input type="hidden" name={`timeoff-end-${index}`} value={off.endsAt} />
          <input type="hidden" name={`timeoff-reason-${index}`} value={off.reason} />
          {t('partner.staff.timeOffKeep', { from: at(off.startsAt), until: at(off.endsAt) })}
          {off.reason ? ` · ${off.reason}` : ''}
        </label>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField name="newoff-from" type="date" label={t('partner.staff.timeOffFrom')} />
        <AuthField name="newoff-until" type="date" label={t('partner.staff.timeOffUntil')} error={error} />
      </div>
    </fieldset>
  );
}
