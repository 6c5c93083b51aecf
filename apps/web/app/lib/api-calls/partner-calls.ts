import type {
  BookingPolicy,
  CreatePartnerBusinessInput,
  CreatePlaceInput,
  CustomDomainInput,
  OpeningExceptionsInput,
  OpeningHoursInput,
  ServiceInput,
  ServicePatch,
  StaffInput,
  StaffPatch,
  UpdatePartnerBusinessInput,
  UpdatePlaceInput,
  WidgetOriginsInput,
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
    unpublishBusiness: (businessId: string) => result(one.unpublish.$post({ param: id(businessId) })),
    getPartnerPlace: (businessId: string, placeId: string) =>
      readOrNull(one.places[':placeId'].$get({ param: placeOf(businessId, placeId) })),
    /** Another place of the business (ADR 056): not public until `publishPlace` finds it complete. */
    createPlace: (businessId: string, input: CreatePlaceInput) =>
      result(one.places.$post({ param: id(businessId), json: input })),
    publishPlace: (businessId: string, placeId: string) =>
      result(one.places[':placeId'].publish.$post({ param: placeOf(businessId, placeId) })),
    /** Hides a public place again, or closes a place for good (ADR 058). */
    unpublishPlace: (businessId: string, placeId: string) =>
      result(one.places[':placeId'].unpublish.$post({ param: placeOf(businessId, placeId) })),
    removePlace: (businessId: string, placeId: string) =>
      result(one.places[':placeId'].$delete({ param: placeOf(businessId, placeId) })),
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
    /** A page of the business's clients by name (ADR 043), optionally found by name, e-mail or phone. */
    listPartnerClients: (businessId: string, query: { q?: string; cursor?: string }) =>
      read(one.clients.$get({ param: id(businessId), query })),
    /** One client with their visits and forms; null when the caller may not see them. */
    getPartnerClient: (businessId: string, clientKey: string, cursor?: string) =>
      readOrNull(
        one.clients[':clientKey'].$get({
          param: { ...id(businessId), clientKey: segment(clientKey) },
          query: cursor ? { cursor } : {},
        }),
      ),
    /** A page of the business's activity log, newest first (the owner's). */
    listPartnerActivity: (businessId: string, cursor?: string) =>
      read(one.audit.$get({ param: id(businessId), query: cursor ? { cursor } : {} })),
    /** Distribution (ADR 044): each place's widget sites and custom domain with its DNS proof. */
    getPartnerDistribution: (businessId: string) =>
      readOrNull(one.distribution.$get({ param: id(businessId) })),
    setWidgetOrigins: (businessId: string, placeId: string, input: WidgetOriginsInput) =>
      result(
        one.places[':placeId']['widget-origins'].$put({ param: placeOf(businessId, placeId), json: input }),
      ),
    setCustomDomain: (businessId: string, placeId: string, input: CustomDomainInput) =>
      result(
        one.places[':placeId']['custom-domain'].$put({ param: placeOf(businessId, placeId), json: input }),
      ),
    removeCustomDomain: (businessId: string, placeId: string) =>
      result(one.places[':placeId']['custom-domain'].$delete({ param: placeOf(businessId, placeId) })),
    verifyCustomDomain: (businessId: string, placeId: string) =>
      result(one.places[':placeId']['custom-domain'].verify.$post({ param: placeOf(businessId, placeId) })),
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
