import { data, type RouterContextProvider } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { type RequestContextValue, requestContext } from '../../lib/request-context.ts';

type Context = Readonly<RouterContextProvider>;

/**
 * The reads already asked for, by what they read, per request: keyed by the value the server (or, in the
 * SPA build, the middleware of each navigation) makes afresh for it, so nothing outlives it.
 */
const asked = new WeakMap<RequestContextValue, Map<string, Promise<unknown>>>();

/** `read` once per request: the layout's loader and a tab's, run side by side, share one API call. */
function once<T>(context: Context, key: string, read: (api: ApiClient) => Promise<T>): Promise<T> {
  const request = context.get(requestContext);
  let reads = asked.get(request);
  if (!reads) {
    reads = new Map();
    asked.set(request, reads);
  }
  let pending = reads.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read(request.api);
    reads.set(key, pending);
  }
  return pending;
}

/**
 * What the partner portal's loaders read, each once per request however many loaders ask (the business
 * layout and the tab below it run at once). For loaders only: a document request that posts a form runs
 * the action first, and an action's reads would be stale after its write.
 */
export function partnerReads(context: Context, businessId: string) {
  return {
    /** The business and the member's role; not a member (or no such business): the not-found page. */
    async business() {
      const business = await once(context, `business:${businessId}`, (api) =>
        api.getPartnerBusiness(businessId),
      );
      if (!business) throw data(null, { status: 404 });
      return business;
    },
    /** One place of the business with its hours, policy and special days; another's is not found. */
    async place(placeId: string) {
      const place = await once(context, `place:${businessId}:${placeId}`, (api) =>
        api.getPartnerPlace(businessId, placeId),
      );
      if (!place) throw data(null, { status: 404 });
      return place;
    },
    /** Every place of the business in full (the set-up's overview checks each one's hours). */
    async places() {
      const business = await this.business();
      return Promise.all(business.places.map((place) => this.place(place.id)));
    },
    services: async () =>
      (await once(context, `services:${businessId}`, (api) => api.listPartnerServices(businessId))).items,
    staff: async () =>
      (await once(context, `staff:${businessId}`, (api) => api.listPartnerStaff(businessId))).items,
  };
}
