import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayName } from '../../shared/format/format-schedule.ts';
import { rangeFieldNames, WEEKDAYS, type WeeklyRangeValue } from './weekly-ranges-form.ts';

interface Row {
  key: number;
  start: string;
  end: string;
}

const DEFAULT_RANGE = { start: '09:00', end: '18:00' };

/** A time input has no 24:00: the day's end shows as 00:00 (read back as 24:00). */
const asTimeInput = (end: string) => (end === '24:00' ? '00:00' : end);

/**
 * A week of ranges (opening hours, working hours): per weekday open or closed, one or several ranges.
 * Sends `<prefix>-<weekday>-start`/`-end` once per range (read by `weeklyRangesFromForm`).
 */
export function WeeklyRangesEditor({
  prefix,
  initial,
  errors,
  readOnly,
  legend,
}: {
  prefix: string;
  initial: readonly WeeklyRangeValue[];
  errors: Record<string, string>;
  readOnly: boolean;
  legend: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [nextKey, setNextKey] = useState(initial.length);
  const [days, setDays] = useState<Record<number, Row[]>>(() =>
    Object.fromEntries(
      WEEKDAYS.map((weekday) => [
        weekday,
        initial
          .map((range, key) => ({ ...range, key }))
          .filter((range) => range.weekday === weekday)
          .map(({ key, start, end }) => ({ key, start, end: asTimeInput(end) })),
      ]),
    ),
  );
  const change = (weekday: number, rows: Row[]) => setDays((current) => ({ ...current, [weekday]: rows }));
  const add = (weekday: number, rows: Row[]) => {
    const last = rows.at(-1);
    const range = last ? { start: last.end, end: '00:00' } : DEFAULT_RANGE;
    change(weekday, [...rows, { key: nextKey, ...range }]);
    setNextKey(nextKey + 1);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">{legend}</legend>
      {WEEKDAYS.map((weekday) => {
        const rows = days[weekday] ?? [];
        const names = rangeFieldNames(prefix, weekday);
        const dayName = weekdayName(weekday, i18n.language);
        const error = errors[names.day];
        const errorId = `${id}-${weekday}-error`;
        return (
          <div
            key={weekday}
            className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0 sm:flex-row sm:items-start"
          >
            <label className="flex min-w-40 items-center gap-2 font-medium">
              <input
                type="checkbox"
                checked={rows.length > 0}
                disabled={readOnly}
                onChange={(event) => (event.currentTarget.checked ? add(weekday, []) : change(weekday, []))}
                className="h-4 w-4"
              />
              {dayName}
            </label>
            <div className="flex flex-1 flex-col gap-2">
              {rows.length === 0 ? <p className="py-1 text-slate-600">{t('partner.hours.closed')}</p> : null}
              {rows.map((row, index) => (
                <div key={row.key} className="flex flex-wrap items-center gap-2">
                  {(['start', 'end'] as const).map((edge, position) => (
                    <Fragment key={edge}>
                      {position === 1 ? <span aria-hidden="true">–</span> : null}
                      <input
                        type="time"
                        name={names[edge]}
                        value={row[edge]}
                        readOnly={readOnly}
                        aria-label={t(
                          edge === 'start' ? 'partner.hours.rangeStart' : 'partner.hours.rangeEnd',
                          {
                            day: dayName,
                            number: index + 1,
                          },
                        )}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          change(
                            weekday,
                            rows.map((other) =>
                              other.key === row.key ? { ...other, [edge]: value } : other,
                            ),
                          );
                        }}
                        className="w-32 rounded-lg border border-slate-300 px-2 py-1.5 aria-[invalid=true]:border-red-600"
                      />
                    </Fragment>
                  ))}
                  {readOnly ? null : (
                    <button
                      type="button"
                      onClick={() =>
                        change(
                          weekday,
                          rows.filter((other) => other.key !== row.key),
                        )
                      }
                      className="rounded-full px-3 py-1 text-sm text-red-800 hover:bg-red-50"
                    >
                      {t('partner.hours.removeRange')}
                      <span className="sr-only">
                        {' '}
                        {t('partner.hours.rangeOf', { day: dayName, number: index + 1 })}
                      </span>
                    </button>
                  )}
                </div>
              ))}
              {error ? (
                <p id={errorId} className="text-sm text-red-700">
                  {error}
                </p>
              ) : null}
              {readOnly || rows.length === 0 ? null : (
                <button
                  type="button"
                  onClick={() => add(weekday, rows)}
                  className="self-start rounded-full px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50"
                >
                  {t('partner.hours.addRange')}
                  <span className="sr-only"> ({dayName})</span>
                </button>
              )}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
