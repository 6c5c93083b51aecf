import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthField } from '../../shared/auth/auth-field.tsx';

interface DayRow {
  key: number;
  open: boolean;
}

const input = 'rounded-lg border border-slate-300 px-2 py-1.5 aria-[invalid=true]:border-red-600';

/**
 * Special days (holidays, short days): a period, and in it days closed or open with other hours. Saving
 * replaces the special days of the period with these rows (`specialDaysFromForm`).
 */
export function SpecialDaysEditor({ errors }: { errors: Record<string, string> }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<DayRow[]>([{ key: 0, open: false }]);
  const [nextKey, setNextKey] = useState(1);
  const setOpen = (key: number, open: boolean) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, open } : row)));
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField name="from" type="date" label={t('partner.specialDays.from')} error={errors.from} />
        <AuthField name="to" type="date" label={t('partner.specialDays.to')} error={errors.to} />
      </div>
      {errors.days ? <p className="text-sm text-red-700">{errors.days}</p> : null}
      <ul className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const error = errors[`day-${index}`];
          const label = (key: 'date' | 'kind' | 'opens' | 'closes' | 'note') =>
            t(`partner.specialDays.${key}`, { number: index + 1 });
          return (
            <li key={row.key} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
              <div className="flex flex-wrap items-end gap-2">
                <label className="flex flex-col gap-1 text-sm font-medium">
                  {label('date')}
                  <input
                    type="date"
                    name="day-date"
                    required
                    aria-invalid={error ? true : undefined}
                    className={input}
                  />
                </label>
                <label className="flex flex-col gap-1 text-sm font-medium">
                  {label('kind')}
                  <select
                    name="day-kind"
                    value={row.open ? 'open' : 'closed'}
                    onChange={(event) => setOpen(row.key, event.currentTarget.value === 'open')}
                    className={`${input} bg-white`}
                  >
                    <option value="closed">{t('partner.specialDays.closed')}</option>
                    <option value="open">{t('partner.specialDays.open')}</option>
                  </select>
                </label>
                {row.open ? (
                  <>
                    <label className="flex flex-col gap-1 text-sm font-medium">
                      {label('opens')}
                      <input
                        type="time"
                        name="day-opens"
                        defaultValue="10:00"
                        aria-invalid={error ? true : undefined}
                        className={input}
                      />
                    </label>
                    <label className="flex flex-col gap-1 text-sm font-medium">
                      {label('closes')}
                      <input
                        type="time"
                        name="day-closes"
                        defaultValue="14:00"
                        aria-invalid={error ? true : undefined}
                        className={input}
                      />
                    </label>
                  </>
                ) : (
                  <>
                    <input type="hidden" name="day-opens" value="" />
                    <input type="hidden" name="day-closes" value="" />
                  </>
                )}
              </div>
              <label className="flex flex-col gap-1 text-sm font-medium">
                {label('note')}
                <input type="text" name="day-note" maxLength={200} className={input} />
              </label>
              {error ? <p className="text-sm text-red-700">{error}</p> : null}
              <button
                type="button"
                onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                className="self-start rounded-full px-3 py-1 text-sm text-red-800 hover:bg-red-50"
              >
                {t('partner.specialDays.remove', { number: index + 1 })}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => {
          setRows((current) => [...current, { key: nextKey, open: false }]);
          setNextKey(nextKey + 1);
        }}
        className="self-start rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium hover:bg-slate-100"
      >
        {t('partner.specialDays.add')}
      </button>
    </div>
  );
}
