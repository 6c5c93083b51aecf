import { numberFormat } from '@kalendo/i18n/intl-formats';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { requestPosition } from '../../shared/hooks/current-position.ts';
import { useHydrated } from '../../shared/hooks/use-hydrated.ts';
import { type SearchState, searchPath, withChanges } from '../../shared/search/search-params.ts';
import { FIELD_CLASS, FilterField } from './filter-field.tsx';
import { formSearchState } from './search-form.tsx';

export const RADIUS_OPTIONS_KM = [1, 2, 5, 10, 25, 50] as const;
const DEFAULT_RADIUS_KM = '10';

/**
 * "Near me": asks the browser for the position only when the button is pressed, then searches around it
 * (rounded to about 100 m). With a position in the URL it offers the radius. Without JavaScript there is
 * no button (geolocation needs it).
 */
export function NearMeControl({ locale, state }: { locale: string; state: SearchState }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<'idle' | 'locating' | 'failed'>('idle');
  const near = Boolean(state.lat && state.lng);
  const km = (value: number) =>
    numberFormat(i18n.language, { style: 'unit', unit: 'kilometer' }).format(value);

  function locate(event: MouseEvent<HTMLButtonElement>) {
    const form = event.currentTarget.form;
    if (!form) return;
    setStatus('locating');
    requestPosition().then(
      (position) => {
        setStatus('idle');
        const current = formSearchState(form);
        navigate(
          searchPath(
            locale,
            withChanges(current, {
              ...position,
              radius: current.radius ?? DEFAULT_RADIUS_KM,
              // The sort field always submits; "relevance" here is the old default, so let the distance default apply.
              sort: current.sort === 'relevance' ? undefined : current.sort,
            }),
          ),
        );
      },
      () => setStatus('failed'),
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-2">
      {near && (
        <FilterField id="search-radius" label={t('search.radius')}>
          <select
            id="search-radius"
            name="radius"
            defaultValue={state.radius ?? DEFAULT_RADIUS_KM}
            className={FIELD_CLASS}
          >
            {RADIUS_OPTIONS_KM.map((value) => (
              <option key={value} value={String(value)}>
                {t('search.within', { distance: km(value) })}
              </option>
            ))}
            {state.radius &&
              Number.isFinite(Number(state.radius)) &&
              !RADIUS_OPTIONS_KM.some((value) => String(value) === state.radius) && (
                <option value={state.radius}>
                  {t('search.within', { distance: km(Number(state.radius)) })}
                </option>
              )}
          </select>
        </FilterField>
      )}
      {hydrated && (
        <button
          type="button"
          onClick={locate}
          disabled={status === 'locating'}
          className="self-start rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-700/10 disabled:opacity-60"
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="-mt-0.5 mr-1.5 inline size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
          </svg>
          {status === 'locating'
            ? t('search.locating')
            : near
              ? t('search.updateLocation')
              : t('search.nearMe')}
        </button>
      )}
      <p aria-live="polite" className="text-sm text-red-700">
        {status === 'failed' ? t('search.locationFailed') : ''}
      </p>
    </div>
  );
}
