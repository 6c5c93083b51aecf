import type { City } from '@kalendo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthField } from '../../shared/auth/auth-field.tsx';
import { PartnerSelect } from './partner-select.tsx';
import {
  countryOptions,
  currencyOptions,
  isPlaceCountry,
  PLACE_COUNTRIES,
  PLACE_TIME_ZONES,
} from './place-options.ts';

export interface PlaceFieldValues {
  placeName: string;
  addressLine: string;
  city: string;
  postalCode: string;
  countryCode: string;
  timeZone: string;
  currency: string;
  latitude: string;
  longitude: string;
}

/**
 * A place's address, position (typed as latitude and longitude: no geocoding), time zone and currency.
 * Choosing a country proposes its zone and currency.
 */
export function PlaceFields({
  values,
  errors,
  cities,
  readOnly = false,
}: {
  values: PlaceFieldValues;
  errors: Record<string, string | undefined>;
  cities: readonly City[];
  readOnly?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [country, setCountry] = useState(values.countryCode);
  const proposed =
    isPlaceCountry(country) && country !== values.countryCode ? PLACE_COUNTRIES[country] : null;
  return (
    <>
      <AuthField
        name="placeName"
        label={t('partner.place.name')}
        defaultValue={values.placeName}
        error={errors.placeName}
        readOnly={readOnly}
        maxLength={120}
      />
      <AuthField
        name="addressLine"
        label={t('partner.place.address')}
        autoComplete="street-address"
        defaultValue={values.addressLine}
        error={errors.addressLine}
        readOnly={readOnly}
        maxLength={200}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField
          name="city"
          label={t('partner.place.city')}
          list="partner-cities"
          autoComplete="address-level2"
          defaultValue={values.city}
          error={errors.city ?? errors.citySlug}
          readOnly={readOnly}
          maxLength={120}
        />
        <datalist id="partner-cities">
          {cities.map((city) => (
            <option key={city.slug} value={city.name} />
          ))}
        </datalist>
        <AuthField
          name="postalCode"
          label={t('partner.place.postalCode')}
          autoComplete="postal-code"
          defaultValue={values.postalCode}
          error={errors.postalCode}
          readOnly={readOnly}
          maxLength={20}
        />
      </div>
      <PartnerSelect
        name="countryCode"
        label={t('partner.place.country')}
        options={countryOptions(i18n.language)}
        value={country}
        onChange={(event) => setCountry(event.currentTarget.value)}
        error={errors.countryCode}
        disabled={readOnly}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PartnerSelect
          key={`zone-${country}`}
          name="timeZone"
          label={t('partner.place.timeZone')}
          options={PLACE_TIME_ZONES.map((zone) => ({ value: zone, label: zone.replace('_', ' ') }))}
          defaultValue={proposed?.timeZone ?? values.timeZone}
          error={errors.timeZone}
          disabled={readOnly}
        />
        <PartnerSelect
          key={`currency-${country}`}
          name="currency"
          label={t('partner.place.currency')}
          options={currencyOptions(i18n.language)}
          defaultValue={proposed?.currency ?? values.currency}
          error={errors.currency}
          disabled={readOnly}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">{t('partner.place.position')}</legend>
        <p className="text-sm text-slate-600">{t('partner.place.positionHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <AuthField
            name="latitude"
            label={t('partner.place.latitude')}
            inputMode="decimal"
            defaultValue={values.latitude}
            error={errors.latitude}
            readOnly={readOnly}
          />
          <AuthField
            name="longitude"
            label={t('partner.place.longitude')}
            inputMode="decimal"
            defaultValue={values.longitude}
            error={errors.longitude}
            readOnly={readOnly}
          />
        </div>
      </fieldset>
    </>
  );
}
