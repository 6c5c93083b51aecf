import type {
  BookingPolicy,
  CreatePartnerBusinessInput,
  OpeningExceptionsInput,
  OpeningHoursInput,
  ServiceInput,
  ServicePatch,
  StaffInput,
  StaffPatch,
  UpdatePartnerBusinessInput,
  UpdatePlaceInput,
} from '@kalendo/contracts';
import { read, readOrNull, result } from '../api-answers.ts';
import { segment } from '../api-links.ts';
import type { TypedApi } from './typed-api.ts';

/** `keepBookings=true` once the partner confirmed a change that leaves booked appointments as they are. */
const keepQuery = (keep: boolean) => (keep ? { keepBookings: 'true' as const } : {});

/**
 * The partner set-up (ADR 038): the caller's businesses and, for a member, one business's places, hours,
 * services and staff. A business the caller is no member of reads as null (the API answers 404); writes
 * return their refusal (403 for staff, 409 `BOOKINGS_AFFECTED`, 422 `BUSINESS_INCOMPLETE`, field errors).
 */
export function partnerCalls(api: TypedApi) {
  const one = api.partner.businesses[':businessId'];
  const id = (businessId: string) => ({ businessId: segment(businessId) });
  const placeOf = (businessId: string, placeId: string) => ({ ...id(businessId), placeId: segment(placeId) });
  return {
    listMyBusinesses: () => read(api.partner.businesses.$get()),
    createBusiness: (input: CreatePartnerBusinessInput) =>
      result(api.partner.businesses.$post({ json: input })),
    getPartnerBusiness: (businessId: string) => readOrNull(one.$get({ param: id(businessId) })),
    updateBusiness: (businessId: string, input: UpdatePartnerBusinessInput) =>
      result(one.$patch({ param: id(businessId), json: input })),
    publishBusiness: (businessId: string) => result(one.publish.$post({ param: id(businessId) })),
    getPartnerPlace: (businessId: string, placeId: string) =>
      readOrNull(one.places[':placeId'].$get({ param: placeOf(businessId, placeId) })),
    updatePlace: (businessId: string, placeId: string, input: UpdatePlaceInput) =>
      result(one.places[':placeId'].$patch({ param: placeOf(businessId, placeId), json: input })),
    setPlacePolicy: (businessId: string, placeId: string, policy: BookingPolicy) =>
      result(
        one.places[':placeId'].policy.$put({
          param: placeOf(businessId, placeId),
          json: policy,
        }),
      ),
    setWeeklyHours: (businessId: string, placeId: string, hours: OpeningHoursInput, keep = false) =>
      result(
        one.places[':placeId'].hours.$put({
          param: placeOf(businessId, placeId),
          query: keepQuery(keep),
          json: hours,
        }),
      ),
    setSpecialDays: (businessId: string, placeId: string, days: OpeningExceptionsInput, keep = false) =>
      result(
        one.places[':placeId'].exceptions.$put({
          param: placeOf(businessId, placeId),
          query: keepQuery(keep),
          json: days,
        }),
      ),
    listSpecialDays: (businessId: string, placeId: string) =>
      read(one.places[':placeId'].exceptions.$get({ param: placeOf(businessId, placeId) })),
    listPartnerServices: (businessId: string) => read(one.services.$get({ param: id(businessId) })),
    createService: (businessId: string, input: ServiceInput) =>
      result(one.services.$post({ param: id(businessId), json: input })),
    updateService: (businessId: string, serviceId: string, input: ServicePatch) =>
      result(
        one.services[':serviceId'].$patch({
          param: { ...id(businessId), serviceId: segment(serviceId) },
          json: input,
        }),
      ),
    retireService: (businessId: string, serviceId: string, keep = false) =>
      result(
        one.services[':serviceId'].$delete({
          param: { ...id(businessId), serviceId: segment(serviceId) },
          query: keepQuery(keep),
        }),
      ),
    listPartnerStaff: (businessId: string) => read(one.staff.$get({ param: id(businessId) })),
    createStaff: (businessId: string, input: StaffInput) =>
      result(one.staff.$post({ param: id(businessId), json: input })),
    updateStaff: (businessId: string, staffId: string, input: StaffPatch, keep = false) =>
      result(
        one.staff[':staffId'].$patch({
          param: { ...id(businessId), staffId: segment(staffId) },
          query: keepQuery(keep),
          json: input,
        }),
      ),
    retireStaff: (businessId: string, staffId: string, keep = false) =>
      result(
        one.staff[':staffId'].$delete({
          param: { ...id(businessId), staffId: segment(staffId) },
          query: keepQuery(keep),
        }),
      ),
  };
}
