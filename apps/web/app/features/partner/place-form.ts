import type { City, PlaceSetup } from '@kalendo/contracts';
import { citySlugOf } from '@kalendo/domain';
import { numberOf, textOf } from './form-fields.ts';
import type { PlaceFieldValues } from './place-fields.tsx';
import { defaultCountry, PLACE_COUNTRIES } from './place-options.ts';

/** A place's address, position, zone and currency as `PlaceFields` sends them, in the contract's names. */
export function placeAddressFromForm(form: FormData, cities: readonly City[]) {
  const city = textOf(form, 'city');
  return {
    name: textOf(form, 'placeName'),
    addressLine: textOf(form, 'addressLine'),
    city,
    citySlug: citySlugOf(city, cities),
    postalCode: textOf(form, 'postalCode'),
    countryCode: textOf(form, 'countryCode'),
    latitude: numberOf(form, 'latitude'),
    longitude: numberOf(form, 'longitude'),
    timeZone: textOf(form, 'timeZone'),
    currency: textOf(form, 'currency'),
  };
}

/** A place's phone, e-mail and description as `PlaceContactFields` sends them. */
export const placeContactFromForm = (form: FormData) => ({
  phone: textOf(form, 'phone'),
  email: textOf(form, 'email'),
  description: textOf(form, 'description'),
});

/** What `PlaceFields` shows: the values sent again after a refusal, else the place's, else a new place's. */
export function placeFieldValues(
  sent: Record<string, string>,
  place: PlaceSetup | null,
  locale: string,
): PlaceFieldValues {
  const country = defaultCountry(locale);
  const saved: PlaceFieldValues = place
    ? {
        placeName: place.name,
        addressLine: place.addressLine,
        city: place.city,
        postalCode: place.postalCode,
        countryCode: place.countryCode,
        timeZone: place.timeZone,
        currency: place.currency,
        latitude: String(place.latitude),
        longitude: String(place.longitude),
      }
    : {
        placeName: '',
        addressLine: '',
        city: '',
        postalCode: '',
        countryCode: country,
        ...PLACE_COUNTRIES[country],
        latitude: '',
        longitude: '',
      };
  return { ...saved, ...pick(sent, Object.keys(saved)) } as PlaceFieldValues;
}

const pick = (values: Record<string, string>, names: string[]) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => names.includes(name)));
